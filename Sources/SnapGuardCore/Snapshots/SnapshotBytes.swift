import Foundation

/// Bounds-checked reads from the bytes of a snapshot file. Every offset and length is checked
/// against the file before it is used; a read past the end throws a one-line reason.
struct SnapshotBytes {
    let data: Data
    let format: ImageFormat

    var count: Int { data.count }

    /// The range `offset ..< offset + length`, when it lies inside the file.
    func range(at offset: Int, length: Int, _ what: @autoclosure () -> String) throws(ImageError) -> Range<Int> {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw .corrupt(format, detail: "\(what()) (\(length) bytes at offset \(offset)) runs past the end of the \(count)-byte file")
        }
        return offset..<(offset + length)
    }

    /// A 32-bit unsigned integer at `offset`.
    func u32(at offset: Int, bigEndian: Bool = false, _ what: @autoclosure () -> String) throws(ImageError) -> Int {
        let range = try range(at: offset, length: 4, what())
        let base = data.startIndex + range.lowerBound
        let b = (UInt32(data[base]), UInt32(data[base + 1]), UInt32(data[base + 2]), UInt32(data[base + 3]))
        let value = bigEndian ? b.0 << 24 | b.1 << 16 | b.2 << 8 | b.3 : b.3 << 24 | b.2 << 16 | b.1 << 8 | b.0
        return Int(value)
    }

    /// The bytes in `range` (which `range(at:length:_:)` checked).
    func bytes(in range: Range<Int>) -> [UInt8] {
        [UInt8](data[(data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)])
    }

    /// Whether the bytes at `offset` are `expected`.
    func matches(_ expected: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset <= count, expected.count <= count - offset else { return false }
        return bytes(in: offset..<(offset + expected.count)) == expected
    }

    /// Four bytes as a printable tag, with anything unprintable as `?`.
    func tag(at offset: Int) -> String {
        guard let range = try? range(at: offset, length: 4, "tag") else { return "????" }
        return String(bytes(in: range).map { (0x20...0x7E).contains($0) ? Character(UnicodeScalar($0)) : "?" })
    }
}
