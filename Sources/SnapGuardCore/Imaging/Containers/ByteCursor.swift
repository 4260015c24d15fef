import Foundation

/// Bounds-checked reads from untrusted bytes: every read past the end returns nil instead of trapping.
struct ByteCursor {
    private let data: Data
    private let start: Int
    /// Number of bytes.
    let count: Int

    init(_ data: Data) {
        self.data = data
        start = data.startIndex
        count = data.count
    }

    /// The byte at `offset` (which the caller has checked is below `count`).
    subscript(offset: Int) -> UInt8 { data[start + offset] }

    /// The unsigned integer of `size` bytes at `offset`, or nil when it is not all there.
    func uint(at offset: Int, size: Int, bigEndian: Bool) -> Int? {
        guard offset >= 0, size > 0, size <= 7, offset <= count - size else { return nil }
        var value = 0
        for i in 0..<size {
            value = value << 8 | Int(self[bigEndian ? offset + i : offset + size - 1 - i])
        }
        return value
    }

    func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < count ? self[offset] : nil
    }

    /// Whether the bytes at `offset` are `expected`.
    func matches(_ expected: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset <= count - expected.count else { return false }
        return expected.indices.allSatisfy { self[offset + $0] == expected[$0] }
    }

    /// The bytes from `lower` up to `upper` (which the caller has checked are inside).
    func slice(_ lower: Int, _ upper: Int) -> Data { data[start + lower..<start + upper] }
}
