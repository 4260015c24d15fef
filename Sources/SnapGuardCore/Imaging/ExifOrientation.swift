import Foundation

/// The EXIF orientation of a JPEG: how its stored pixels must be turned to show it as a viewer
/// does. Read from the APP1 "Exif" segment's first IFD (tag 0x0112), with every offset checked,
/// since the bytes may be hostile.
package enum ExifOrientation: Int, Sendable, CaseIterable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// The orientation tag of a JPEG, or `.up` when there is none or it cannot be read.
    package static func of(jpeg data: Data) -> ExifOrientation {
        let bytes = [UInt8](data.prefix(256 * 1024))
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return .up }
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, marker != 0xDA else { return .up }  // start of scan: no more metadata
            let segment = offset + 4
            if marker == 0xE1, segment + 6 <= bytes.count, Array(bytes[segment..<segment + 6]) == Array("Exif\0\0".utf8) {
                return orientation(inTIFF: Array(bytes[min(bytes.count, segment + 6)..<min(bytes.count, offset + 2 + length)]))
            }
            offset += 2 + length
        }
        return .up
    }

    private static func orientation(inTIFF tiff: [UInt8]) -> ExifOrientation {
        guard tiff.count >= 8 else { return .up }
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return .up
        }
        func read(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, at + size <= tiff.count else { return nil }
            let slice = tiff[at..<at + size]
            return (littleEndian ? slice.reversed() : Array(slice)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard read(2, 2) == 42, let ifd = read(4, 4), let count = read(ifd, 2) else { return .up }
        for entry in 0..<min(count, 512) {
            let at = ifd + 2 + entry * 12
            guard let tag = read(at, 2) else { return .up }
            if tag == 0x0112, let value = read(at + 8, 2) {
                return ExifOrientation(rawValue: value) ?? .up
            }
        }
        return .up
    }

    /// Leptonica's clockwise quarter turns, then whether to mirror left-right, that show the image upright.
    var quarterTurnsThenMirror: (turns: Int32, mirror: Bool) {
        switch self {
        case .up: (0, false)
        case .upMirrored: (0, true)
        case .down: (2, false)
        case .downMirrored: (2, true)
        case .leftMirrored: (1, true)
        case .right: (1, false)
        case .rightMirrored: (3, true)
        case .left: (3, false)
        }
    }
}
