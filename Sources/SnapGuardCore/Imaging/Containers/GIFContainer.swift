/// Reads a GIF's logical screen and walks its blocks, counting image descriptors, without
/// decoding pixels: giflib (through Leptonica) decodes the whole image to learn its size, so a
/// small file that declares 30000x30000 would be allocated before it could be refused.
enum GIFContainer {
    /// Images counted before the walk stops; one more than this is enough to refuse the file.
    static let frameCountLimit = 10_000

    static func inspect(_ cursor: ByteCursor) throws(ImageError) -> ContainerInfo {
        guard cursor.matches(Array("GIF87a".utf8), at: 0) || cursor.matches(Array("GIF89a".utf8), at: 0),
              let screenWidth = cursor.uint(at: 6, size: 2, bigEndian: false),
              let screenHeight = cursor.uint(at: 8, size: 2, bigEndian: false),
              let packed = cursor.byte(at: 10) else {
            throw .corrupt(.gif, detail: "unreadable header")
        }
        var width = screenWidth, height = screenHeight, frames = 0
        var offset = 13 + (packed & 0x80 != 0 ? 3 << (Int(packed & 7) + 1) : 0)
        while frames <= frameCountLimit {
            guard let introducer = cursor.byte(at: offset) else {
                throw .damaged(.gif, message: "the file ends before its trailer (truncated)")
            }
            switch introducer {
            case 0x3B:  // trailer
                guard frames > 0 else { throw .corrupt(.gif, detail: "no image in the file") }
                return ContainerInfo(width: width, height: height, frames: frames)
            case 0x21:  // extension: label, then sub-blocks
                offset = try skipSubBlocks(cursor, from: offset + 2)
            case 0x2C:  // image descriptor
                guard let left = cursor.uint(at: offset + 1, size: 2, bigEndian: false),
                      let top = cursor.uint(at: offset + 3, size: 2, bigEndian: false),
                      let frameWidth = cursor.uint(at: offset + 5, size: 2, bigEndian: false),
                      let frameHeight = cursor.uint(at: offset + 7, size: 2, bigEndian: false),
                      let flags = cursor.byte(at: offset + 9) else {
                    throw .damaged(.gif, message: "the file ends inside an image descriptor (truncated)")
                }
                frames += 1
                width = max(width, left + frameWidth)
                height = max(height, top + frameHeight)
                offset += 10 + (flags & 0x80 != 0 ? 3 << (Int(flags & 7) + 1) : 0)
                offset = try skipSubBlocks(cursor, from: offset + 1)  // after the LZW minimum code size
            default:
                throw .damaged(.gif, message: "unexpected block 0x\(String(introducer, radix: 16)) at byte \(offset)")
            }
        }
        return ContainerInfo(width: width, height: height, frames: frames)
    }

    /// The offset after the sub-blocks starting at `offset` (each a length byte then data, ending with 0).
    private static func skipSubBlocks(_ cursor: ByteCursor, from offset: Int) throws(ImageError) -> Int {
        var at = offset
        while true {
            guard let length = cursor.byte(at: at) else {
                throw .damaged(.gif, message: "the file ends inside a data block (truncated)")
            }
            at += 1 + Int(length)
            if length == 0 { return at }
        }
    }
}
