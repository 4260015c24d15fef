/// Reads the pixel format a snapshot's header names (KTX's glInternalFormat, HEAD's word at 0x10):
/// any 2D LDR ASTC format, with a one-line refusal that names anything else.
enum SnapshotPixelFormat {
    /// ImageIO's YUV 4:2:0 (`420f`) files name their pixel format by these four bytes ("f024",
    /// "420f" read little-endian) where ASTC files put an internal format.
    static let yuv420f = 0x6630_3234

    /// The ASTC format `value` names; otherwise throws with a reason that names what the value is.
    static func astc(_ value: Int, in format: ImageFormat) throws(ImageError) -> ASTCFormat {
        if value == yuv420f {
            throw .unsupportedFormat(format, reason: "a 420f (YUV 4:2:0, LUMA and CHRM planes) picture, which ImageIO can write but SnapGuard does not decode; only ASTC snapshots are read")
        }
        return try ASTCFormat.parse(value, in: format)
    }

    /// "ASTC 4x4 (0x93B0)", "sRGB ASTC 8x8 (0x93D7)", "420f (0x66303234)", or the bare number.
    static func name(_ value: Int) -> String {
        if let astc = ASTCFormat(glInternalFormat: value) { return "\(astc) (\(hex(value)))" }
        return value == yuv420f ? "420f (\(hex(value)))" : hex(value)
    }

    static func hex(_ value: Int) -> String { "0x" + String(value, radix: 16, uppercase: true) }
}
