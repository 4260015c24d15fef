/// Walks a classic TIFF's chain of image directories (pages) with every offset checked, and
/// checks that the first page's strips lie inside the file. Leptonica reads only the first page,
/// and libtiff fills strips it cannot read with blank pixels.
enum TIFFContainer {
    /// Directories followed before the walk stops; one more than one is enough to refuse the file.
    static let directoryLimit = 10_000

    static func inspect(_ cursor: ByteCursor) throws(ImageError) -> ContainerInfo {
        let bigEndian = cursor.byte(at: 0) == 0x4D
        func read(_ offset: Int, _ size: Int) -> Int? { cursor.uint(at: offset, size: size, bigEndian: bigEndian) }
        guard var directory = read(4, 4), directory >= 8 else { throw .corrupt(.tiff, detail: "unreadable header") }
        var pages = 0, seen = Set<Int>(), width: Int?, height: Int?, damage: String?
        while directory != 0, pages < directoryLimit {
            guard seen.insert(directory).inserted else { throw .corrupt(.tiff, detail: "its directories form a loop") }
            guard let entries = read(directory, 2), let next = read(directory + 2 + entries * 12, 4) else {
                throw .damaged(.tiff, message: "a directory runs past the end of the file (truncated)")
            }
            if pages == 0 {
                var tags: [Int: (type: Int, count: Int, valueAt: Int)] = [:]
                for index in 0..<entries {
                    let at = directory + 2 + index * 12
                    guard let tag = read(at, 2), let type = read(at + 2, 2), let count = read(at + 4, 4) else { break }
                    tags[tag] = (type, count, at + 8)
                }
                func values(_ tag: Int) -> [Int]? {
                    guard let entry = tags[tag], entry.count <= 1 << 20 else { return nil }
                    let size = entry.type == 3 ? 2 : entry.type == 4 ? 4 : 0
                    guard size > 0 else { return nil }
                    let start = entry.count * size <= 4 ? entry.valueAt : read(entry.valueAt, 4)
                    guard let start else { return nil }
                    var result: [Int] = []
                    for k in 0..<entry.count {
                        guard let value = read(start + k * size, size) else { return nil }
                        result.append(value)
                    }
                    return result
                }
                width = values(256)?.first
                height = values(257)?.first
                let offsets = values(273) ?? values(324) ?? []  // strips, or tiles
                let counts = values(279) ?? values(325) ?? []
                if offsets.count != counts.count || zip(offsets, counts).contains(where: { $0 > cursor.count - min($1, cursor.count) }) {
                    damage = "its pixel data runs past the end of the file (truncated)"
                }
            }
            pages += 1
            directory = next
        }
        guard pages > 0 else { throw .corrupt(.tiff, detail: "no image directory") }
        return ContainerInfo(width: width, height: height, frames: pages, damage: damage)
    }
}
