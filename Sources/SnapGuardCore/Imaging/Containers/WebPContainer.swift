/// Checks a WebP's RIFF size against the file and counts animation frames (`ANMF` chunks):
/// Leptonica decodes a still image only.
enum WebPContainer {
    static func inspect(_ cursor: ByteCursor) throws(ImageError) -> ContainerInfo {
        guard let riffSize = cursor.uint(at: 4, size: 4, bigEndian: false) else {
            throw .corrupt(.webp, detail: "unreadable header")
        }
        guard riffSize + 8 <= cursor.count else {
            throw .damaged(.webp, message: "the file is shorter than its header says (\(cursor.count) of \(riffSize + 8) bytes; truncated)")
        }
        var offset = 12, frames = 0, animated = false
        while offset + 8 <= riffSize + 8 {
            guard let size = cursor.uint(at: offset + 4, size: 4, bigEndian: false), size <= riffSize else {
                throw .damaged(.webp, message: "a chunk runs past the end of the file")
            }
            if cursor.matches(Array("ANMF".utf8), at: offset) { frames += 1 }
            if cursor.matches(Array("ANIM".utf8), at: offset) { animated = true }
            offset += 8 + size + (size & 1)
        }
        return ContainerInfo(frames: max(frames, animated ? 2 : 1))
    }
}
