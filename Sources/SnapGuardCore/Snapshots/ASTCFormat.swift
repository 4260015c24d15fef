/// What an ASTC texture is: its block footprint and whether its colours are sRGB, as the OpenGL
/// internal format numbers that KTX and Apple's `HEAD` chunk carry name them.
///
/// `GL_COMPRESSED_RGBA_ASTC_4x4_KHR` (0x93B0) to `…_12x12_KHR` (0x93BD) are linear, and
/// `GL_COMPRESSED_SRGB8_ALPHA8_ASTC_4x4_KHR` (0x93D0) to `…_12x12_KHR` (0x93DD) are sRGB, both in
/// the order of `ASTCFootprint.all`.
package struct ASTCFormat: Hashable, Sendable, CustomStringConvertible {
    package let footprint: ASTCFootprint
    package let colourSpace: ASTCColourSpace

    private static let linearBase = 0x93B0
    private static let sRGBBase = 0x93D0

    /// Linear ASTC 4x4, what iOS snapshots hold by default.
    package static let rgba4x4 = ASTCFormat(footprint: .block4x4, colourSpace: .linear)

    package init(footprint: ASTCFootprint, colourSpace: ASTCColourSpace) {
        self.footprint = footprint
        self.colourSpace = colourSpace
    }

    /// The format an OpenGL internal format number names, or nil when it names no 2D ASTC format.
    package init?(glInternalFormat value: Int) {
        for (base, colourSpace) in [(Self.linearBase, ASTCColourSpace.linear), (Self.sRGBBase, .sRGB)]
        where (base..<(base + ASTCFootprint.all.count)).contains(value) {
            self.init(footprint: ASTCFootprint.all[value - base], colourSpace: colourSpace)
            return
        }
        return nil
    }

    /// The OpenGL internal format number of this format.
    package var glInternalFormat: Int {
        (colourSpace == .linear ? Self.linearBase : Self.sRGBBase) + (ASTCFootprint.all.firstIndex(of: footprint) ?? 0)
    }

    /// "ASTC 4x4", "sRGB ASTC 8x8".
    package var description: String { (colourSpace == .sRGB ? "sRGB " : "") + "ASTC \(footprint)" }

    /// The format `value` names, or an error naming the number for a file in `format`.
    static func parse(_ value: Int, in format: ImageFormat) throws(ImageError) -> ASTCFormat {
        guard let astc = ASTCFormat(glInternalFormat: value) else {
            let hex = "0x" + String(value, radix: 16, uppercase: true)
            throw .unsupportedFormat(format, reason: "unknown internal format \(hex); ASTC (0x93B0–0x93BD, sRGB 0x93D0–0x93DD) is read")
        }
        return astc
    }
}
