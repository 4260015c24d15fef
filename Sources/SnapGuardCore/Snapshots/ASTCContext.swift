import CASTCEnc

/// An ARM astc-encoder decompression context for ASTC 4x4 blocks: the one place its pointer is held.
///
/// A context is not safe to use from two threads at once; each decode makes its own.
final class ASTCContext {
    private let decoder: OpaquePointer

    /// Allocates a decompress-only context for 4x4 LDR blocks.
    init() throws(ImageError) {
        var made: OpaquePointer?
        let status = snapguard_astc_decoder_create(&made)
        guard status == 0, let made else {
            throw .unsupportedFormat(.ktx, reason: "the ASTC decoder could not start: \(Self.message(status))")
        }
        decoder = made
    }

    deinit { snapguard_astc_decoder_free(decoder) }

    /// Decodes `width × height` pixels from row-major 4x4 blocks (16 bytes each, the last column and
    /// row of blocks cropped) into 8-bit RGBA.
    func decode(blocks: [UInt8], width: Int, height: Int, format: ImageFormat) throws(ImageError) -> [UInt8] {
        let needed = ASTCBlocks.linearByteCount(width: width, height: height)
        guard width > 0, height > 0, width <= Int(UInt32.max), height <= Int(UInt32.max), blocks.count == needed else {
            throw .corrupt(format, detail: "\(blocks.count) bytes of ASTC blocks for \(width)x\(height), which needs \(needed)")
        }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let status = blocks.withUnsafeBufferPointer { source in
            rgba.withUnsafeMutableBufferPointer { target in
                snapguard_astc_decode_4x4(decoder, source.baseAddress, source.count, UInt32(width), UInt32(height),
                                          target.baseAddress, target.count)
            }
        }
        guard status == 0 else { throw .corrupt(format, detail: "ASTC blocks did not decode: \(Self.message(status))") }
        return rgba
    }

    private static func message(_ status: Int32) -> String { String(cString: snapguard_astc_error_string(status)) }
}
