/// Reads Apple's own snapshot container, which newer iOS writes for most App Switcher snapshots.
///
/// Layout: the magic `AAPL\r\n\x1A\n`, then chunks to the end of the file, each a 32-bit little-endian
/// payload size, a four-character tag and the payload. `HEAD` holds the size (width at 0x18, height
/// at 0x1C, depth at 0x20) and the pixel format (an OpenGL internal format at 0x10, any 2D ASTC
/// one, and, in longer headers, a format pair at 0x4C/0x50 that is (3, 5) for ASTC 4x4). The
/// picture is in one of `LZFS` (an LZFSE stream of row-major blocks) or `astc`/`ASTC` (uncompressed
/// blocks); both payloads start with a 32-bit size word before the data.
enum AppleSnapshotContainer {
    static let magic: [UInt8] = Array("AAPL\r\n".utf8) + [0x1A, 0x0A]
    private static let minimumHeadSize = 0x24
    private static let formatPairOffset = 0x4C
    private static let astc4x4FormatPair = (3, 5)

    static func parse(_ bytes: SnapshotBytes) throws(ImageError) -> SnapshotTexture {
        let format = bytes.format
        guard bytes.matches(magic, at: 0) else { throw .corrupt(format, detail: "not an AAPL container magic") }
        var head: Range<Int>?
        var payload: (tag: String, range: Range<Int>)?
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
            let body = (offset + 8)..<(offset + 8 + size)
            switch tag {
            case "HEAD":
                guard head == nil else { throw .corrupt(format, detail: "a second HEAD chunk at offset \(offset)") }
                head = body
            case "LZFS", "astc", "ASTC":
                if let payload { throw .corrupt(format, detail: "a second picture chunk '\(tag)' at offset \(offset) after '\(payload.tag)'") }
                payload = (tag, body)
            default:
                break
            }
            offset = body.upperBound
        }
        guard let head else { throw .corrupt(format, detail: "no HEAD chunk") }
        guard let payload else { throw .corrupt(format, detail: "no picture chunk (LZFS, astc or ASTC)") }
        let (width, height, astc) = try readHead(bytes, head)
        guard payload.range.count >= 4 else {
            throw .corrupt(format, detail: "chunk '\(payload.tag)' is \(payload.range.count) bytes, too short for its size word")
        }
        let data = (payload.range.lowerBound + 4)..<payload.range.upperBound
        return SnapshotTexture(width: width, height: height, format: astc, payload: payload.tag == "LZFS" ? .lzfse(data) : .appleRaw(data))
    }

    private static func readHead(_ bytes: SnapshotBytes, _ head: Range<Int>) throws(ImageError) -> (Int, Int, ASTCFormat) {
        let format = bytes.format
        guard head.count >= minimumHeadSize else {
            throw .corrupt(format, detail: "HEAD chunk is \(head.count) bytes, shorter than the \(minimumHeadSize) that hold the size")
        }
        let internalFormat = try bytes.u32(at: head.lowerBound + 0x10, "HEAD internal format")
        var pair: (Int, Int)?
        if head.count >= formatPairOffset + 8 {
            pair = (try bytes.u32(at: head.lowerBound + formatPairOffset, "HEAD format pair"),
                    try bytes.u32(at: head.lowerBound + formatPairOffset + 4, "HEAD format pair"))
        }
        // The internal format names the block size; the pair is the fallback for ASTC 4x4.
        let astc: ASTCFormat
        if ASTCFormat(glInternalFormat: internalFormat) == nil, let pair, pair == astc4x4FormatPair {
            astc = .rgba4x4
        } else {
            astc = try ASTCFormat.parse(internalFormat, in: format)
        }
        let width = try bytes.u32(at: head.lowerBound + 0x18, "HEAD width")
        let height = try bytes.u32(at: head.lowerBound + 0x1C, "HEAD height")
        let depth = try bytes.u32(at: head.lowerBound + 0x20, "HEAD depth")
        guard depth <= 1 else {
            throw .unsupportedFormat(format, reason: "a \(depth)-deep texture; only a single 2D image is read")
        }
        return (width, height, astc)
    }
}
