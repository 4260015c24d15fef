/// An ASTC texture decoded to 8-bit RGBA, with the blocks that were damaged on the way.
package struct ASTCDecodedImage: Sendable {
    package let width: Int
    package let height: Int
    /// `width × height × 4` bytes, row by row, straight alpha. Damaged blocks show the error colour.
    package let rgba: [UInt8]
    /// Damaged blocks, by index in the row-major block grid of the decode.
    package let damage: ASTCDamage
}
