/// An ASTC texture decoded to 8-bit RGBA, with the blocks that were damaged on the way.
public struct ASTCDecodedImage: Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes, row by row, straight alpha. Damaged blocks show the error colour.
    public let rgba: [UInt8]
    /// Damaged blocks, by index in the row-major block grid of the decode.
    public let damage: ASTCDamage
}
