/// Walks a JPEG's marker segments: the frame size (SOFn), the number of scans (SOS), and
/// whether the file reaches its end marker. A progressive JPEG may repeat scans without end, and
/// libjpeg spends CPU on every one; such a file is refused before decoding.
enum JPEGContainer {
    /// Most scans accepted. Encoders write 1 (baseline) or about 10 (progressive); libjpeg-turbo's
    /// tools offer `-maxscans` for the same reason.
    static let scanLimit = 100

    static func inspect(_ cursor: ByteCursor) throws(ImageError) -> ContainerInfo {
        var offset = 2, scans = 0, width: Int?, height: Int?
        let bytes = cursor
        while true {
            // Fill bytes (0xFF repeated) may come before a marker.
            while offset < bytes.count - 1, bytes[offset] == 0xFF, bytes[offset + 1] == 0xFF { offset += 1 }
            guard offset < bytes.count - 1 else {
                throw .damaged(.jpeg, message: "the file ends before its end-of-image marker (truncated)")
            }
            guard bytes[offset] == 0xFF else {
                throw .damaged(.jpeg, message: "no marker where one should be, at byte \(offset)")
            }
            let marker = bytes[offset + 1]
            if marker == 0xD9 { break }  // end of image
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { offset += 2; continue }  // no length
            guard let length = cursor.uint(at: offset + 2, size: 2, bigEndian: true), length >= 2 else {
                throw .damaged(.jpeg, message: "the file ends inside a marker segment (truncated)")
            }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker),
               let h = cursor.uint(at: offset + 5, size: 2, bigEndian: true), let w = cursor.uint(at: offset + 7, size: 2, bigEndian: true) {
                (width, height) = (max(width ?? 0, w), max(height ?? 0, h))
            }
            offset += 2 + length
            if marker == 0xDA {
                scans += 1
                if scans > scanLimit { throw .tooManyScans(count: countScans(bytes, from: offset, counted: scans), limit: scanLimit) }
                offset = endOfEntropyData(bytes, from: offset)
            }
        }
        guard scans > 0 else { throw .corrupt(.jpeg, detail: "no image data (no scan)") }
        return ContainerInfo(width: width, height: height)
    }

    /// The offset of the first marker after entropy-coded data starting at `offset`.
    private static func endOfEntropyData(_ bytes: ByteCursor, from offset: Int) -> Int {
        var at = offset
        while at < bytes.count - 1 {
            if bytes[at] == 0xFF, bytes[at + 1] != 0x00, !(0xD0...0xD7).contains(bytes[at + 1]), bytes[at + 1] != 0xFF {
                return at
            }
            at += 1
        }
        return bytes.count
    }

    /// All SOS markers from `offset` on, for the message (a cheap byte scan, no decoding).
    private static func countScans(_ bytes: ByteCursor, from offset: Int, counted: Int) -> Int {
        var count = counted, at = offset
        while at < bytes.count - 1 {
            if bytes[at] == 0xFF, bytes[at + 1] == 0xDA { count += 1 }
            at += 1
        }
        return count
    }
}
