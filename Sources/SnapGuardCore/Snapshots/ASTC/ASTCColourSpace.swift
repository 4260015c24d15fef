/// How an ASTC texture's colours are meant: as linear values, or as sRGB-encoded values (the
/// `…_SRGB8_ALPHA8_ASTC_…` internal formats).
///
/// Both decode to the stored 8-bit values, not to linear light; they differ in precision, as the
/// ASTC specification and ARM's decoder define it: linear textures interpolate the endpoints at
/// 16 bits (each 8-bit endpoint replicated, `e × 257`) and round the result to 8 bits, sRGB ones
/// interpolate at 8 bits. A void-extent (constant colour) block keeps its 16-bit colour in a linear
/// texture and the top 8 bits of it in an sRGB one.
package enum ASTCColourSpace: Hashable, Sendable {
    case linear
    case sRGB
}
