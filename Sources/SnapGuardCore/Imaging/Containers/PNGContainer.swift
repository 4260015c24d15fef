/// Checks a PNG's chunk structure before libpng reads it: every chunk inside the file with a
/// correct CRC, IHDR first, IEND at the end; and counts APNG frames (`acTL`). libpng skips an
/// ancillary chunk with a bad CRC and can stop short of the end of a file without failing.
enum PNGContainer {
    static func inspect(_ cursor: ByteCursor) throws(ImageError) -> ContainerInfo {
        var offset = 8, first = true, frames = 1, width = 0, height = 0
        while true {
            guard let length = cursor.uint(at: offset, size: 4, bigEndian: true), length <= Int(Int32.max) else {
                throw .damaged(.png, message: "the file ends before its IEND chunk (truncated)")
            }
            let type = offset + 4, body = offset + 8, end = body + length
            guard end <= cursor.count - 4, let stored = cursor.uint(at: end, size: 4, bigEndian: true) else {
                throw .damaged(.png, message: "a chunk runs past the end of the file (truncated)")
            }
            let name = String(decoding: cursor.slice(type, type + 4), as: UTF8.self)
            guard CRC32.checksum(cursor.slice(type, end)) == UInt32(stored) else {
                throw .damaged(.png, message: "CRC error in the \(name.filter { $0.isLetter }) chunk at byte \(offset)")
            }
            if first {
                guard name == "IHDR", length >= 8, let w = cursor.uint(at: body, size: 4, bigEndian: true),
                      let h = cursor.uint(at: body + 4, size: 4, bigEndian: true) else {
                    throw .corrupt(.png, detail: "the first chunk is not a valid IHDR")
                }
                (width, height, first) = (w, h, false)
            }
            if name == "acTL", let count = cursor.uint(at: body, size: 4, bigEndian: true) { frames = max(count, 1) }
            if name == "IEND" { return ContainerInfo(width: width, height: height, frames: frames) }
            offset = end + 4
        }
    }
}
