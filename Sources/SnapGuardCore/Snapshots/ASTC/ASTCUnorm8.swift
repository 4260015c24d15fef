/// The 8-bit value ARM's decoder writes for a 16-bit unorm colour channel, the reference that
/// SnapGuard's ASTC decoding is bit-exact with.
///
/// ARM's `astcenc` (4.x) turns an interpolated 16-bit value `u` into a half float by truncating
/// `u / 65536` to 11 significant bits (0xFFFF becomes exactly 1.0), then writes
/// `round(value × 255)` (halves round up) for 8-bit output. A plain `u >> 8` or `u / 257` differs
/// from it in about one value in 256.
enum ASTCUnorm8 {
    /// The 8-bit value for every 16-bit one.
    static func table() -> [UInt8] {
        (0..<65536).map { UInt8(value($0)) }
    }

    static func value(_ unorm16: Int) -> Int {
        if unorm16 == 0xFFFF { return 255 }
        let top = Int.bitWidth - 1 - unorm16.leadingZeroBitCount  // highest set bit; -1 for 0
        let truncated = top > 10 ? unorm16 & ~((1 << (top - 10)) - 1) : unorm16
        // round(truncated / 65536 × 255), exactly, in integers.
        return (truncated * 255 + 32768) >> 16
    }
}
