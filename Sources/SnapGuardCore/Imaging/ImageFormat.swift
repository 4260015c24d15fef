import Foundation

/// Image container formats SnapGuard recognises by their leading bytes.
package enum ImageFormat: String, Sendable, CaseIterable {
    case png, jpeg, tiff, bmp, webp, gif, pnm, jpeg2000
    /// Khronos KTX 1.1 and KTX 2.
    case ktx, ktx2
    /// Apple's own snapshot container (`AAPL\r\n\u{1A}\n` and chunks), which iOS writes for App Switcher snapshots.
    case aapl

    /// File name extensions that are scanned when a folder is searched.
    package static let scannedExtensions: Set<String> = [
        "png", "jpg", "jpeg", "tif", "tiff", "bmp", "webp", "gif", "pnm", "ppm", "pgm", "jp2", "ktx", "ktx2",
    ]

    /// The extension a file of this format is given, one that a folder scan picks up.
    package var fileExtension: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpg"
        case .tiff: "tiff"
        case .bmp: "bmp"
        case .webp: "webp"
        case .gif: "gif"
        case .pnm: "pnm"
        case .jpeg2000: "jp2"
        case .ktx, .aapl: "ktx"
        case .ktx2: "ktx2"
        }
    }

    /// Whether a file name's extension names this format (`jpeg` and `jpg`, `ppm` and `pnm`, …).
    package func isNamed(byExtension name: String) -> Bool {
        let given = (name as NSString).pathExtension.lowercased()
        switch self {
        case .jpeg: return given == "jpg" || given == "jpeg"
        case .tiff: return given == "tif" || given == "tiff"
        case .pnm: return ["pnm", "ppm", "pgm"].contains(given)
        default: return given == fileExtension
        }
    }

    /// The format the data starts like, or nil when it is none of the known ones.
    package static func detect(_ data: Data) -> ImageFormat? {
        let head = [UInt8](data.prefix(12))
        func starts(_ magic: [UInt8]) -> Bool { head.count >= magic.count && Array(head[0..<magic.count]) == magic }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if starts([0x42, 0x4D]) { return .bmp }
        if starts(Array("RIFF".utf8)), head.count >= 12, Array(head[8..<12]) == Array("WEBP".utf8) { return .webp }
        if starts(Array("GIF8".utf8)) { return .gif }
        if starts([0xAB, 0x4B, 0x54, 0x58, 0x20, 0x31, 0x31, 0xBB]) { return .ktx }
        if starts([0xAB, 0x4B, 0x54, 0x58, 0x20, 0x32, 0x30, 0xBB]) { return .ktx2 }
        if starts(Array("AAPL\r\n".utf8) + [0x1A, 0x0A]) { return .aapl }
        if starts([0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20]) || starts([0xFF, 0x4F, 0xFF, 0x51]) { return .jpeg2000 }
        if head.count >= 2, head[0] == UInt8(ascii: "P"), (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(head[1]) { return .pnm }
        return nil
    }
}
