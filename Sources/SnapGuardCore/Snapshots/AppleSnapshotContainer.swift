/// Reads Apple's own snapshot container (ImageIO's `com.apple.atx`), which iOS writes for App
/// Switcher snapshots.
///
/// Layout, as ImageIO's writer makes it: the magic `AAPL\r\n\x1A\n`, then chunks, each a 32-bit
/// little-endian payload size, a four-character tag and the payload:
///
/// - `HEAD` (84 bytes): the pixel format (an OpenGL internal format at 0x10 and, at 0x4C/0x50, a
///   format pair that is (3, 5) for ASTC 4x4), width 0x18, height 0x1C, depth 0x20;
/// - `FILL`: zeros, so that the block data starts on a 256-byte boundary (16 KiB when the blocks
///   are pre-tiled);
/// - the picture: `LZFS` (an LZFSE stream of row-major blocks), `ASTC` (row-major blocks) or
///   `astc` (blocks pre-tiled in 32 × 32-block tiles). Each starts with a 32-bit length word: the
///   block data's length for `ASTC`/`astc`, and for `LZFS` the compressed or the expanded length
///   (readers disagree, so the stream is read to its `bvx$` end block instead);
/// - `END ` with size 0.
///
/// ImageIO's reader takes the layout from the tag, as this one does. Other chunks are skipped.
enum AppleSnapshotContainer {
    static let magic: [UInt8] = Array("AAPL\r\n".utf8) + [0x1A, 0x0A]
    private static let minimumHeadSize = 0x24
    private static let formatPairOffset = 0x4C
    private static let astc4x4FormatPair = (3, 5)
    private static let pictureTags: [String: SnapshotTexture.Layout] = ["LZFS": .lzfse, "ASTC": .rowMajor, "astc": .preTiled]

    static func parse(_ bytes: SnapshotBytes, recording structure: inout SnapshotStructure) throws(ImageError) -> SnapshotTexture {
        let format = bytes.format
        guard bytes.matches(magic, at: 0) else { throw .corrupt(format, detail: "not an AAPL container magic") }
        var head: Range<Int>?
        var picture: (tag: String, range: Range<Int>)?
        var offset = magic.count
        while offset < bytes.count {
            // A few zero bytes of alignment after the last chunk are not a chunk.
            if bytes.count - offset < 8, bytes.bytes(in: offset..<bytes.count).allSatisfy({ $0 == 0 }) { break }
            guard bytes.count - offset >= 8 else {
                throw .corrupt(format, detail: "chunk header at offset \(offset) is cut short (\(bytes.count - offset) of 8 bytes)")
            }
            let size = try bytes.u32(at: offset, "chunk size")
            let tag = bytes.tag(at: offset + 4)
            guard size <= bytes.count - offset - 8 else {
                throw .corrupt(format, detail: "chunk '\(tag)' at offset \(offset) claims \(size) bytes, past the end of the \(bytes.count)-byte file")
            }
            structure.parts.append(.init(name: tag, offset: offset, size: size))
            let body = (offset + 8)..<(offset + 8 + size)
            offset = body.upperBound
            switch tag {
            case "HEAD":
                guard head == nil else { throw .corrupt(format, detail: "a second HEAD chunk at offset \(body.lowerBound - 8)") }
                head = body
            case "LZFS", "astc", "ASTC":
                if let picture { throw .corrupt(format, detail: "a second picture chunk '\(tag)' at offset \(body.lowerBound - 8) after '\(picture.tag)'") }
                picture = (tag, body)
            case "420f", "LUMA", "CHRM", "luma", "chrm":
                throw .unsupportedFormat(format, reason: "a 420f (YUV 4:2:0) picture ('\(tag)' chunk at offset \(body.lowerBound - 8)), which ImageIO can write but SnapGuard does not decode; only ASTC snapshots are read")
            case "END ":
                if offset < bytes.count { structure.parts.append(.init(name: "(after END)", offset: offset, size: bytes.count - offset)) }
                offset = bytes.count
            default:
                break
            }
        }
        guard let head else { throw .corrupt(format, detail: "no HEAD chunk") }
        let (width, height, astc) = try readHead(bytes, head, recording: &structure)
        guard let picture, let layout = pictureTags[picture.tag] else { throw .corrupt(format, detail: "no picture chunk (LZFS, ASTC or astc)") }
        guard picture.range.count >= 4 else {
            throw .corrupt(format, detail: "chunk '\(picture.tag)' is \(picture.range.count) bytes, too short for its length word")
        }
        let word = try bytes.u32(at: picture.range.lowerBound, "the \(picture.tag) length word")
        var data = (picture.range.lowerBound + 4)..<picture.range.upperBound
        structure.payload = .init(source: "\(picture.tag) chunk", layout: layout.name, compressed: layout == .lzfse,
                                  dataOffset: data.lowerBound, dataBytes: data.count, lengthWord: word)
        if layout != .lzfse {
            // The block data's own length: what follows it in the chunk is an alignment tail.
            guard word <= data.count else {
                throw .corrupt(format, detail: "chunk '\(picture.tag)' says it holds \(word) bytes of blocks, but only \(data.count) follow its length word")
            }
            data = data.lowerBound..<(data.lowerBound + word)
            structure.payload?.dataBytes = word
            structure.payload?.lengthWordMeaning = "length of the block data"
        }
        return SnapshotTexture(width: width, height: height, format: astc, layout: layout, data: data)
    }

    /// The size and ASTC format in HEAD, every field recorded.
    private static func readHead(_ bytes: SnapshotBytes, _ head: Range<Int>,
                                 recording structure: inout SnapshotStructure) throws(ImageError) -> (Int, Int, ASTCFormat) {
        let format = bytes.format
        guard head.count >= minimumHeadSize else {
            throw .corrupt(format, detail: "HEAD chunk is \(head.count) bytes, shorter than the \(minimumHeadSize) that hold the size")
        }
        func field(_ offset: Int) throws(ImageError) -> Int { try bytes.u32(at: head.lowerBound + offset, "HEAD field 0x\(String(offset, radix: 16))") }
        for offset in stride(from: 0, to: min(head.count, 0x54) - 3, by: 4) {
            let value = try field(offset)
            structure.header.append(.init(name: "HEAD+0x" + String(offset, radix: 16, uppercase: true),
                                          value: value < 10 ? String(value) : "\(value) (\(SnapshotPixelFormat.hex(value)))"))
        }
        let internalFormat = try field(0x10)
        let (width, height, depth) = (try field(0x18), try field(0x1C), try field(0x20))
        var pair: (Int, Int)?
        if head.count >= formatPairOffset + 8 { pair = (try field(formatPairOffset), try field(formatPairOffset + 4)) }
        structure.width = width
        structure.height = height
        structure.pixelFormat = SnapshotPixelFormat.name(internalFormat) + (pair.map { ", format pair (\($0.0), \($0.1))" } ?? "")
        // The internal format names the footprint. Files whose internal format is something else
        // but whose pair is (3, 5) hold ASTC 4x4 (iLEAPP's and atx-forensic's notes on real files);
        // no public evidence ties any other pair to a block size.
        let astc: ASTCFormat
        if ASTCFormat(glInternalFormat: internalFormat) == nil, let pair, pair == astc4x4FormatPair {
            astc = .rgba4x4
        } else {
            astc = try SnapshotPixelFormat.astc(internalFormat, in: format)
        }
        structure.blockSize = astc.footprint.description
        guard depth <= 1 else {
            throw .unsupportedFormat(format, reason: "a \(depth)-deep texture; only a single 2D image is read")
        }
        return (width, height, astc)
    }
}

extension SnapshotTexture.Layout {
    var name: String {
        switch self {
        case .rowMajor: "row-major"
        case .lzfse: "LZFSE stream of row-major blocks"
        case .preTiled: "pre-tiled (32x32-block tiles, Morton order inside each)"
        }
    }
}
