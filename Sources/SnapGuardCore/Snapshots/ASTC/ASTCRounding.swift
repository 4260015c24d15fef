/// How a decoded texel becomes 8 bits a channel: the specification's rule, or the older one of ARM's
/// reference decoder.
///
/// Both interpolate 16-bit endpoints in the same way; they differ in the last bit of some values:
///
/// - `specification`: the Khronos Data Format Specification 1.4's rule for 8-bit output
///   (`decode_unorm8`), which ARM's `astcenc` follows from version 5.2 on. Linear endpoints are
///   widened by replication (`e × 257`), sRGB ones as `e << 8 | 0x80` (alpha too), and the 8-bit
///   value is the top 8 bits of the interpolated 16-bit one. A void extent keeps the top 8 bits of
///   its colour. The error colour is 255, 0, 255, 255. (astcenc 4.7 to 5.1 differ from it only in
///   widening an sRGB texture's alpha by replication.)
/// - `astcencBefore4_7`: ARM's `astcenc` up to 4.6 (Debian 12 ships 4.2). A linear texture's
///   16-bit value `u` became a half float, `u / 65536` truncated to 11 significant bits (0xFFFF
///   exactly 1.0), then `round(value × 255)`; an sRGB texture interpolated the 8-bit endpoints, and
///   a void extent in a linear texture was rounded like a texel. An HDR endpoint mode's partition
///   took 0xFF00 per channel, which rounds to 254, 0, 254, 254 in a linear texture.
package enum ASTCRounding: Hashable, Sendable {
    case specification
    case astcencBefore4_7
}
