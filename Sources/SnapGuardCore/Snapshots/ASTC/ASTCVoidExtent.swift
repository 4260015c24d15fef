/// A void-extent block: one constant colour for the whole block (and, as a hint to samplers, a
/// rectangle of the texture that has the same colour). Its block mode's low 9 bits are 0x1FC.
///
/// In an LDR texture a void extent is legal when its two reserved bits are both 1, each extent's
/// low coordinate is below its high one (or all four are 0x1FFF, "no extent"), and its colour is
/// not an HDR (half-float) one. Any other void extent decodes to the error colour.
enum ASTCVoidExtent {
    /// Whether `mode` (the block's low 11 bits) marks a void extent.
    @inline(__always) static func matches(mode: Int) -> Bool { mode & 0x1FF == 0x1FC }

    /// Whether the void extent in `block` is legal in an LDR texture.
    @inline(__always) static func isLegalLDR(_ block: ASTCBlockBits) -> Bool {
        let isHDR = block.bits(9, 1) == 1
        guard !isHDR, block.bits(10, 2) == 0b11 else { return false }
        let (lowS, highS, lowT, highT) = (block.bits(12, 13), block.bits(25, 13), block.bits(38, 13), block.bits(51, 13))
        let noExtent = lowS == 0x1FFF && highS == 0x1FFF && lowT == 0x1FFF && highT == 0x1FFF
        return noExtent || (lowS < highS && lowT < highT)
    }

    /// Channel `channel` (0 red … 3 alpha) of the block's 16-bit unorm colour.
    @inline(__always) static func colour(_ block: ASTCBlockBits, channel: Int) -> Int { block.bits(64 + 16 * channel, 16) }
}
