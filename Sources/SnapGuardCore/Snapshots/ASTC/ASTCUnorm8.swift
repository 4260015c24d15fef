/// The 8-bit value ARM's decoder before 4.7 wrote for a 16-bit unorm colour channel of a linear
/// texture (`ASTCRounding.astcencBefore4_7`).
///
/// It turned an interpolated 16-bit value `u` into a half float by truncating `u / 65536` to 11
/// significant bits (0xFFFF becomes exactly 1.0), then wrote `round(value × 255)` (halves round up).
/// The specification's `u >> 8` differs from it in the last bit of many values.
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
