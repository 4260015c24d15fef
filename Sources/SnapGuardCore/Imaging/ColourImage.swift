import CLeptonica
import Foundation

/// A decoded picture in colour, as a viewer shows it (upright, EXIF orientation applied), with
/// its alpha channel. Every `ImageDecoder` returns one; `Greyscale` turns it into the `GreyImage`
/// the recognition stages read, and redaction draws on it.
///
/// The pixels live in one Leptonica `PIX` (32 bits per pixel) that no one mutates once the image
/// is made: every operation returns a new image, so a `ColourImage` is safe to share across threads.
package struct ColourImage: @unchecked Sendable {
    let pix: LeptonicaPix

    /// Width in pixels.
    package var width: Int { pix.width }
    /// Height in pixels.
    package var height: Int { pix.height }
    /// Whether the alpha channel carries information (false for formats without one).
    package var hasAlpha: Bool { pix.samplesPerPixel == 4 }

    /// Wraps a 32-bit Leptonica image; callers hand over an image no one else changes.
    init(pix: LeptonicaPix) {
        precondition(pix.depth == 32, "ColorImage holds 32-bit pixels")
        self.pix = pix
    }

    /// An image from 8-bit RGBA bytes: row-major, no row padding, straight (unpremultiplied) alpha.
    ///
    /// Returns nil when `rgba` does not hold exactly `width × height × 4` bytes or the size is not positive.
    package init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else { return nil }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Int.max / 4, rgba.count == pixels * 4,
              let pix = LeptonicaPix(taking: pixCreate(Int32(width), Int32(height), 32)) else { return nil }
        pixSetSpp(pix.pointer(), 4)
        let wordsPerLine = Int(pixGetWpl(pix.pointer()))
        let words: UnsafeMutablePointer<UInt32> = pixGetData(pix.pointer())
        rgba.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let row = words + y * wordsPerLine
                let from = y * width * 4
                for x in 0..<width {
                    let i = from + 4 * x
                    // Leptonica keeps a pixel in one word: red in the most significant byte, alpha in the least.
                    row[x] = UInt32(source[i]) << 24 | UInt32(source[i + 1]) << 16 | UInt32(source[i + 2]) << 8 | UInt32(source[i + 3])
                }
            }
        }
        self.init(pix: pix)
    }

    /// The pixels as 8-bit RGBA bytes, row-major (alpha 255 where the image has none).
    package var rgba: [UInt8] {
        let width = self.width, height = self.height, opaque = !hasAlpha
        let wordsPerLine = Int(pixGetWpl(pix.pointer()))
        let words: UnsafeMutablePointer<UInt32> = pixGetData(pix.pointer())
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                let row = words + y * wordsPerLine
                for x in 0..<width {
                    let word = row[x], i = 4 * (y * width + x)
                    target[i] = UInt8(truncatingIfNeeded: word >> 24)
                    target[i + 1] = UInt8(truncatingIfNeeded: word >> 16)
                    target[i + 2] = UInt8(truncatingIfNeeded: word >> 8)
                    target[i + 3] = opaque ? 255 : UInt8(truncatingIfNeeded: word)
                }
            }
        }
        return bytes
    }

    /// The image with any transparency composited over a uniform grey `level`, as opaque RGB: the
    /// image itself when no pixel is transparent (an RGBA screenshot usually has none), so no copy
    /// is made.
    func flattened(over level: UInt8) -> LeptonicaPix {
        guard hasAlpha, !isOpaque else { return pix }
        let grey = UInt32(level)
        let colour = grey << 24 | grey << 16 | grey << 8
        guard let blended = LeptonicaPix(taking: pixAlphaBlendUniform(pix.pointer(), colour)) else { return pix }
        pixSetSpp(blended.pointer(), 3)
        return blended
    }

    /// Whether every pixel's alpha is 255 (the alpha channel says nothing); true without one.
    /// Read in place, word by word (alpha is a pixel's least significant byte), stopping at the
    /// first transparent pixel: no alpha plane is made.
    var isOpaque: Bool {
        guard hasAlpha else { return true }
        let width = self.width, wordsPerLine = Int(pixGetWpl(pix.pointer()))
        return withExtendedLifetime(pix) {
            let words: UnsafeMutablePointer<UInt32> = pixGetData(pix.pointer())
            for y in 0..<height {
                let row = words + y * wordsPerLine
                for x in 0..<width where row[x] & 0xFF != 0xFF { return false }
            }
            return true
        }
    }

    /// The image encoded as PNG (with its alpha channel when it has one).
    package func pngData() -> Data? { pix.pngData() }
}
