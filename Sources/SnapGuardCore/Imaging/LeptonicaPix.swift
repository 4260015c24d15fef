import CLeptonica
import Foundation

/// A Leptonica `PIX` owned by Swift: the one place Leptonica image pointers are held.
/// It is created from a pointer Leptonica handed over and destroyed in `deinit`.
///
/// Leptonica 1.83 made `PIX` opaque, so Swift sees `OpaquePointer` there and
/// `UnsafeMutablePointer<Pix>` before; `pointer()` bridges both.
final class LeptonicaPix {
    private let raw: UnsafeMutableRawPointer

    /// Takes ownership of a pointer Leptonica returned, or returns nil for a null one.
    init?<P>(taking pointer: P?) {
        guard let pointer, let raw = unsafeBitCast(pointer, to: UnsafeMutableRawPointer?.self) else { return nil }
        self.raw = raw
    }

    deinit { Self.destroy(raw, with: pixDestroy) }

    /// The pointer, typed as the Leptonica function being called expects it. Valid while `self` lives.
    func pointer<P>() -> P { unsafeBitCast(raw, to: P.self) }

    var width: Int { Int(pixGetWidth(pointer())) }
    var height: Int { Int(pixGetHeight(pointer())) }
    var depth: Int { Int(pixGetDepth(pointer())) }
    var samplesPerPixel: Int { Int(pixGetSpp(pointer())) }

    /// Reads an image from encoded bytes.
    static func decode(_ data: Data) -> LeptonicaPix? {
        LeptonicaDiagnostics.silence()
        return StandardErrorSilencer.run {
            data.withUnsafeBytes { buffer in
                LeptonicaPix(taking: pixReadMem(buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count))
            }
        }
    }

    /// This image as 8-bit luminance, with any alpha composited over white first.
    func grayscale() -> GrayImage? {
        var opaque: LeptonicaPix = self
        if depth == 32, samplesPerPixel == 4,
           let blended = LeptonicaPix(taking: pixAlphaBlendUniform(pointer(), 0xFFFF_FF00)) {
            opaque = blended
        }
        guard let gray = LeptonicaPix(taking: pixConvertTo8(opaque.pointer(), 0)), gray.depth == 8 else { return nil }
        return gray.copyGrayPixels()
    }

    /// The pixels of an 8-bit image, in row order. Leptonica packs four pixels per 32-bit word,
    /// most significant byte first.
    private func copyGrayPixels() -> GrayImage {
        let width = self.width, height = self.height
        let wordsPerLine = Int(pixGetWpl(pointer()))
        let words: UnsafeMutablePointer<UInt32> = pixGetData(pointer())
        var pixels = [UInt8](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                let row = words + y * wordsPerLine
                for x in 0..<width {
                    target[y * width + x] = UInt8(truncatingIfNeeded: row[x >> 2] >> (24 - 8 * UInt32(x & 3)))
                }
            }
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    private static func destroy<P>(_ raw: UnsafeMutableRawPointer, with destroy: (UnsafeMutablePointer<P?>?) -> Void) {
        var pointer: P? = unsafeBitCast(raw, to: P.self)
        destroy(&pointer)
    }
}

/// Keeps Leptonica's own diagnostic messages off the user's terminal.
enum LeptonicaDiagnostics {
    private static let silenced: Void = {
        _ = setMsgSeverity(Int32(L_SEVERITY_NONE))
        leptSetStderrHandler { _ in }
    }()

    /// Idempotent and thread-safe.
    static func silence() { _ = silenced }
}
