/// The 128 bits of one ASTC block, numbered as the specification numbers them: bit 0 is the lowest
/// bit of byte 0, bit 127 the highest bit of byte 15.
struct ASTCBlockBits {
    let low: UInt64
    let high: UInt64

    init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The block whose 16 bytes start at `bytes`.
    @inline(__always) init(_ bytes: UnsafeRawPointer) {
        low = UInt64(littleEndian: bytes.loadUnaligned(as: UInt64.self))
        high = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    }

    /// `count` bits (0 to 32) starting at bit `offset` (0 or more), lowest bit first. Bits past
    /// bit 127 read as zero.
    @inline(__always) func bits(_ offset: Int, _ count: Int) -> Int {
        let mask = (UInt64(1) &<< UInt64(count)) &- 1
        if offset >= 64 {
            return offset >= 128 ? 0 : Int(truncatingIfNeeded: (high &>> UInt64(offset - 64)) & mask)
        }
        var value = low &>> UInt64(offset)
        if offset > 0, offset + count > 64 { value |= high &<< UInt64(64 - offset) }
        return Int(truncatingIfNeeded: value & mask)
    }

    /// The block with its bit order reversed (bit `i` becomes bit `127 − i`). The weights are
    /// stored from bit 127 downwards, so they read forwards from bit 0 of the reversed block.
    var reversed: ASTCBlockBits { ASTCBlockBits(low: Self.reverse(high), high: Self.reverse(low)) }

    @inline(__always) private static func reverse(_ value: UInt64) -> UInt64 {
        var v = value
        v = ((v >> 1) & 0x5555_5555_5555_5555) | ((v & 0x5555_5555_5555_5555) << 1)
        v = ((v >> 2) & 0x3333_3333_3333_3333) | ((v & 0x3333_3333_3333_3333) << 2)
        v = ((v >> 4) & 0x0F0F_0F0F_0F0F_0F0F) | ((v & 0x0F0F_0F0F_0F0F_0F0F) << 4)
        return v.byteSwapped
    }
}
