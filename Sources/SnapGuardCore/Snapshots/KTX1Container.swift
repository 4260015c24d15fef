/// Reads the Khronos KTX 1.1 header that iOS writes for some snapshots (iOS 12 onwards), with Apple's
/// `Compression_APPLE` key for LZFSE-compressed block data.
///
/// Layout: the 12-byte identifier `«KTX 11»\r\n\x1A\n`, the endianness word 0x04030201, twelve
/// 32-bit fields (glType … bytesOfKeyValueData), the key/value data, then per mip level a 32-bit
/// imageSize and the data. With `Compression_APPLE`, the data is imageSize, the tag `LZFS`, the
/// compressed length, then the LZFSE stream (its first block starts with `bvx`).
enum KTX1Container {
    static let identifier: [UInt8] = [0xAB, 0x4B, 0x54, 0x58, 0x20, 0x31, 0x31, 0xBB, 0x0D, 0x0A, 0x1A, 0x0A]
    static let headerSize = 64
    static let compressionKey = "Compression_APPLE"

    static func parse(_ bytes: SnapshotBytes) throws(ImageError) -> SnapshotTexture {
        let format = bytes.format
        guard bytes.count >= headerSize else {
            throw .corrupt(format, detail: "the file is \(bytes.count) bytes, shorter than the \(headerSize)-byte KTX header")
        }
        guard bytes.matches(identifier, at: 0) else { throw .corrupt(format, detail: "not a KTX 1.1 identifier") }
        let bigEndian: Bool
        switch try bytes.u32(at: 12, "endianness word") {
        case 0x0403_0201: bigEndian = false
        case 0x0102_0304: bigEndian = true
        case let other: throw .corrupt(format, detail: "endianness word 0x\(String(other, radix: 16)) is neither 0x04030201 nor its byte swap")
        }
        var fields: [Int] = []
        for index in 0..<12 { fields.append(try bytes.u32(at: 16 + 4 * index, bigEndian: bigEndian, "header field")) }
        let (internalFormat, width, height, depth) = (fields[3], fields[5], fields[6], fields[7])
        let (arrayElements, faces, keyValueBytes) = (fields[8], fields[9], fields[11])
        let astc = try ASTCFormat.parse(internalFormat, in: format)
        guard depth <= 1, arrayElements <= 1, faces <= 1 else {
            throw .unsupportedFormat(format, reason: "a \(depth)-deep texture with \(arrayElements) array elements and \(faces) faces; only a single 2D image is read")
        }
        let keyValues = try bytes.range(at: headerSize, length: keyValueBytes, "the key/value data")
        let compressed = try hasCompressionKey(bytes, in: keyValues, bigEndian: bigEndian)

        let dataStart = keyValues.upperBound
        let imageSize = try bytes.u32(at: dataStart, bigEndian: bigEndian, "the imageSize word")
        if compressed {
            guard bytes.matches(Array("LZFS".utf8), at: dataStart + 4) else {
                throw .corrupt(format, detail: "\(compressionKey) is set but the data does not start with an LZFS tag")
            }
            let length = try bytes.u32(at: dataStart + 8, bigEndian: bigEndian, "the compressed length word")
            let stream = try bytes.range(at: dataStart + 12, length: length, "the LZFSE stream")
            return SnapshotTexture(width: width, height: height, format: astc, payload: .lzfse(stream))
        }
        // Whether imageSize fits the picture's size is checked once that size has passed the pixel limit.
        let blocks = try bytes.range(at: dataStart + 4, length: imageSize, "the image data")
        return SnapshotTexture(width: width, height: height, format: astc, payload: .linear(blocks))
    }

    /// Whether the key/value data holds the key `Compression_APPLE`. Each entry is a 32-bit size, then
    /// that many bytes (a NUL-terminated key and its value), padded to a multiple of 4.
    private static func hasCompressionKey(_ bytes: SnapshotBytes, in range: Range<Int>, bigEndian: Bool) throws(ImageError) -> Bool {
        var offset = range.lowerBound
        var found = false
        while offset < range.upperBound {
            guard range.upperBound - offset >= 4 else {
                throw .corrupt(bytes.format, detail: "key/value entry at offset \(offset) is cut short")
            }
            let size = try bytes.u32(at: offset, bigEndian: bigEndian, "key/value entry size")
            guard size <= range.upperBound - offset - 4 else {
                throw .corrupt(bytes.format, detail: "key/value entry at offset \(offset) claims \(size) bytes, past the end of the key/value data")
            }
            let entry = bytes.bytes(in: (offset + 4)..<(offset + 4 + size))
            let key = entry.prefix { $0 != 0 }
            if key.elementsEqual(compressionKey.utf8) { found = true }
            let padded = (size + 3) & ~3
            offset += 4 + min(padded, range.upperBound - offset - 4)
        }
        return found
    }
}
