/// Little-endian loads from a byte array. Callers check that the bytes exist before loading.
enum LZFSEBytes {
    static func uint16(_ bytes: [UInt8], at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        var value: UInt32 = 0
        for index in 0..<4 { value |= UInt32(bytes[offset + index]) << (8 * index) }
        return value
    }

    /// The `count` (at most 8) bytes at `offset` as the low bytes of a `UInt64`.
    static func uint64(_ bytes: [UInt8], at offset: Int, count: Int = 8) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<min(count, 8) { value |= UInt64(bytes[offset + index]) << (8 * index) }
        return value
    }
}
