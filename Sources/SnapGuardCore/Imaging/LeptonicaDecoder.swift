import CLeptonica
import Foundation

/// Decodes PNG (8/16-bit, palette, grey, alpha), JPEG, TIFF, BMP, GIF, PNM and, where the
/// installed Leptonica has it, WebP and JPEG 2000.
public struct LeptonicaDecoder: ImageDecoder {
    public let formats: Set<ImageFormat> = [.png, .jpeg, .tiff, .bmp, .webp, .gif, .pnm, .jpeg2000]

    public init() {}

    public func decode(_ data: Data, format: ImageFormat, limits: ImageLimits) throws(ImageError) -> ColorImage {
        LeptonicaDiagnostics.silence()
        let (width, height) = try header(of: data, format: format)
        try limits.check(width: width, height: height)
        guard let pix = LeptonicaPix.decode(data) else {
            throw .corrupt(format, detail: "the decoder could not read the pixel data")
        }
        guard let colour = pix.colour32() else {
            throw .corrupt(format, detail: "cannot convert \(pix.depth)-bit pixels to colour")
        }
        return ColorImage(pix: colour)
    }

    /// Width and height from the header alone, without decoding pixels.
    private func header(of data: Data, format: ImageFormat) throws(ImageError) -> (Int, Int) {
        var fileFormat: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        var bitsPerSample: Int32 = 0, samplesPerPixel: Int32 = 0, hasColormap: Int32 = 0
        let status = StandardErrorSilencer.run {
            data.withUnsafeBytes { buffer in
                pixReadHeaderMem(buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count, &fileFormat,
                                 &width, &height, &bitsPerSample, &samplesPerPixel, &hasColormap)
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
