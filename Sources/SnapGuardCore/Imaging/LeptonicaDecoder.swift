import CLeptonica
import Foundation

/// Decodes PNG (8/16-bit, palette, grey, alpha), JPEG, TIFF, BMP, GIF, PNM and, where the
/// installed Leptonica has it, WebP and JPEG 2000.
///
/// Fails closed: the file's structure is read first (`ContainerInspector`: size, frames, damage),
/// the size is checked against the limits before any pixel is allocated, and a decode during
/// which the codec reported damage is refused as `.damaged` rather than returned.
package struct LeptonicaDecoder: ImageDecoder {
    package let formats: Set<ImageFormat> = [.png, .jpeg, .tiff, .bmp, .webp, .gif, .pnm, .jpeg2000]

    package init() {}

    package func decode(_ data: Data, format: ImageFormat, limits: ImageLimits) throws(ImageError) -> ColourImage {
        LeptonicaDiagnostics.silence()
        let container = try ContainerInspector.inspect(data, format: format)
        let (width, height): (Int, Int)
        if let w = container?.width, let h = container?.height {
            (width, height) = (w, h)
        } else {
            (width, height) = try header(of: data, format: format)
        }
        try limits.check(width: width, height: height)
        if let frames = container?.frames, frames > 1 { throw .multipleFrames(format, count: frames) }
        if let damage = container?.damage { throw .damaged(format, message: damage) }

        var jpegWarnings = 0
        let (decoded, damage) = LeptonicaDiagnostics.collecting { LeptonicaPix.decode(data, warnings: &jpegWarnings) }
        guard let pix = decoded else {
            throw .corrupt(format, detail: damage.last.map(Self.shortened) ?? "the decoder could not read the pixel data")
        }
        if let message = damage.first { throw .damaged(format, message: Self.shortened(message)) }
        if jpegWarnings > 0 {
            throw .damaged(format, message: "libjpeg found corrupt data (\(jpegWarnings) warning\(jpegWarnings == 1 ? "" : "s"))")
        }
        guard let colour = pix.colour32() else {
            throw .corrupt(format, detail: "cannot convert \(pix.depth)-bit pixels to colour")
        }
        return ColourImage(pix: colour)
    }

    /// One line of a codec's message, of reasonable length.
    private static func shortened(_ message: String) -> String {
        let line = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? message
        return line.count > 200 ? String(line.prefix(200)) + "…" : line
    }

    /// Width and height from the header alone, without decoding pixels.
    private func header(of data: Data, format: ImageFormat) throws(ImageError) -> (Int, Int) {
        var fileFormat: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        var bitsPerSample: Int32 = 0, samplesPerPixel: Int32 = 0, hasColourmap: Int32 = 0
        let (status, _) = LeptonicaDiagnostics.collecting {
            StandardErrorSilencer.run {
                data.withUnsafeBytes { buffer in
                    pixReadHeaderMem(buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count, &fileFormat,
                                     &width, &height, &bitsPerSample, &samplesPerPixel, &hasColourmap)
                }
            }
        }
        guard status == 0 else {
            switch format {
            case .webp, .jpeg2000:
                throw .unsupportedFormat(format, reason: "the installed Leptonica cannot read its header")
            default:
                throw .corrupt(format, detail: "unreadable header")
            }
        }
        return (Int(width), Int(height))
    }
}
