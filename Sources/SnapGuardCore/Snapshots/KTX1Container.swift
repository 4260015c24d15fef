/// Reads the Khronos KTX 1.1 header that iOS writes for some snapshots (iOS 12 onwards), with Apple's
/// `Compression_APPLE` key for LZFSE-compressed block data.
///
/// Layout: the 12-byte identifier `«KTX 11»\r\n\x1A\n`, the endianness word 0x04030201, twelve
/// 32-bit fields (glType … bytesOfKeyValueData), the key/value data, then a 32-bit imageSize and the
/// data. With `Compression_APPLE`, the data is the tag `LZFS`, a length word, then the LZFSE stream
/// (its first block starts with `bvx`). Public decoders disagree on whether that word is the
/// compressed or the expanded length, so the stream is read to its `bvx$` end block; the word is
/// only recorded. `KTXorientation` ("S=r,T=d") says which way the stored rows and columns run.
enum KTX1Container {
    static let identifier: [UInt8] = [0xAB, 0x4B, 0x54, 0x58, 0x20, 0x31, 0x31, 0xBB, 0x0D, 0x0A, 0x1A, 0x0A]
    static let headerSize = 64
    static let compressionKey = "Compression_APPLE"
    static let orientationKey = "KTXorientation"
    private static let fieldNames = ["glType", "glTypeSize", "glFormat", "glInternalFormat", "glBaseInternalFormat",
                                     "pixelWidth", "pixelHeight", "pixelDepth", "numberOfArrayElements",
                                     "numberOfFaces", "numberOfMipmapLevels", "bytesOfKeyValueData"]

    static func parse(_ bytes: SnapshotBytes, recording structure: inout SnapshotStructure) throws(ImageError) -> SnapshotTexture {
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
        structure.parts.append(.init(name: "header", offset: 0, size: headerSize))
        var fields: [Int] = []
        for (index, name) in fieldNames.enumerated() {
            fields.append(try bytes.u32(at: 16 + 4 * index, bigEndian: bigEndian, "header field \(name)"))
            structure.header.append(.init(name: name, value: String(fields[index])))
        }
        let (internalFormat, width, height, depth) = (fields[3], fields[5], fields[6], fields[7])
        let (arrayElements, faces, keyValueBytes) = (fields[8], fields[9], fields[11])
        structure.width = width
        structure.height = height
        structure.pixelFormat = SnapshotPixelFormat.name(internalFormat)
        let astc = try SnapshotPixelFormat.astc(internalFormat, in: format)
        structure.blockSize = astc.footprint.description
        guard depth <= 1, arrayElements <= 1, faces <= 1 else {
            throw .unsupportedFormat(format, reason: "a \(depth)-deep texture with \(arrayElements) array elements and \(faces) faces; only a single 2D image is read")
        }
        let keyValues = try bytes.range(at: headerSize, length: keyValueBytes, "the key/value data")
        structure.parts.append(.init(name: "key/value data", offset: keyValues.lowerBound, size: keyValues.count))
        let entries = try keyValueEntries(bytes, in: keyValues, bigEndian: bigEndian)
        for (key, value) in entries { structure.header.append(.init(name: key, value: printable(value))) }
        let compressed = entries.contains { $0.key == compressionKey }
        var orientation = SnapshotOrientation.topDownLeftToRight
        if let value = entries.last(where: { $0.key == orientationKey })?.value {
            let text = String(decoding: value.prefix { $0 != 0 }, as: UTF8.self)
            guard let read = SnapshotOrientation(ktxValue: text) else {
                throw .corrupt(format, detail: "\(orientationKey) is '\(printable(value))', not S=r|l,T=d|u: the picture could be mirrored")
            }
            orientation = read
        }
        structure.orientation = orientation.description

        let dataStart = keyValues.upperBound
        let imageSize = try bytes.u32(at: dataStart, bigEndian: bigEndian, "the imageSize word")
        let texture: SnapshotTexture
        if compressed {
            guard bytes.matches(Array("LZFS".utf8), at: dataStart + 4) else {
                throw .corrupt(format, detail: "\(compressionKey) is set but the data does not start with an LZFS tag")
            }
            let word = try bytes.u32(at: dataStart + 8, bigEndian: bigEndian, "the LZFSE length word")
            // The stream runs to its bvx$ end block, inside the file: the length word is recorded, not trusted.
            let stream = (dataStart + 12)..<bytes.count
            structure.parts.append(.init(name: "image data", offset: dataStart, size: bytes.count - dataStart - 4))
            structure.payload = .init(source: "KTX image data (imageSize \(imageSize))", layout: SnapshotTexture.Layout.lzfse.name,
                                      compressed: true, dataOffset: stream.lowerBound, dataBytes: stream.count, lengthWord: word)
            texture = SnapshotTexture(width: width, height: height, format: astc, layout: .lzfse, data: stream)
        } else {
            // Whether imageSize covers the picture is checked once its size has passed the pixel limit;
            // bytes past what the picture needs are an alignment tail.
            let blocks = try bytes.range(at: dataStart + 4, length: imageSize, "the image data")
            structure.parts.append(.init(name: "image data", offset: dataStart, size: imageSize))
            structure.payload = .init(source: "KTX image data", layout: SnapshotTexture.Layout.rowMajor.name, compressed: false,
                                      dataOffset: blocks.lowerBound, dataBytes: blocks.count, lengthWord: imageSize,
                                      lengthWordMeaning: "imageSize, the length of the block data")
            texture = SnapshotTexture(width: width, height: height, format: astc, layout: .rowMajor, data: blocks)
        }
        var oriented = texture
        oriented.orientation = orientation
        return oriented
    }

    /// The key/value entries: each a 32-bit size, then that many bytes (a NUL-terminated key and its
    /// value), padded to a multiple of 4.
    private static func keyValueEntries(_ bytes: SnapshotBytes, in range: Range<Int>,
                                        bigEndian: Bool) throws(ImageError) -> [(key: String, value: [UInt8])] {
        var offset = range.lowerBound
        var entries: [(key: String, value: [UInt8])] = []
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
            entries.append((printable(Array(key)), Array(entry.dropFirst(key.count + 1))))
            let padded = (size + 3) & ~3
            offset += 4 + min(padded, range.upperBound - offset - 4)
        }
        return entries
    }

    /// A value as text when it is short printable ASCII (a trailing NUL dropped), else its length.
    private static func printable(_ value: [UInt8]) -> String {
        let text = value.last == 0 ? value.dropLast() : value[...]
        guard text.count <= 64, text.allSatisfy({ (0x20...0x7E).contains($0) }) else { return "<\(value.count) bytes>" }
        return String(decoding: text, as: UTF8.self)
    }
}
