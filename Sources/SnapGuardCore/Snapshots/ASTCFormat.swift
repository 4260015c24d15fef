/// The OpenGL internal-format numbers of the ASTC block sizes, to name what a snapshot holds.
enum ASTCFormat {
    /// `GL_COMPRESSED_RGBA_ASTC_4x4_KHR`, the one iOS snapshots use and the one SnapGuard reads.
    static let rgba4x4 = 0x93B0

    private static let blockSizes = ["4x4", "5x4", "5x5", "6x5", "6x6", "8x5", "8x6", "8x8",
                                     "10x5", "10x6", "10x8", "10x10", "12x10", "12x12"]

    /// Throws unless `value` is ASTC 4x4, with a reason that names the block size when it is another ASTC one.
    static func require4x4(_ value: Int, in format: ImageFormat) throws(ImageError) {
        guard value != rgba4x4 else { return }
        let hex = "0x" + String(value, radix: 16, uppercase: true)
        for (base, kind) in [(0x93B0, "ASTC"), (0x93D0, "sRGB ASTC")] where (base..<(base + blockSizes.count)).contains(value) {
            throw .unsupportedFormat(format, reason: "\(kind) \(blockSizes[value - base]) blocks (internal format \(hex)); only ASTC 4x4 (0x93B0) is read")
        }
        throw .unsupportedFormat(format, reason: "unknown internal format \(hex); only ASTC 4x4 (0x93B0) is read")
    }
}
