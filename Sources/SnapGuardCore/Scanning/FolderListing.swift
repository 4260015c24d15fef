import Foundation

/// How a folder walk sees the file system: the entries of a folder and what a path is. The live
/// one reads the disk; tests inject others (a folder that cannot be listed, even as root).
struct FolderListing: Sendable {
    /// The entries of a folder ("." and ".." left out), or the `errno` of why it cannot be listed.
    var entries: @Sendable (_ folder: String) -> Result<[FolderEntry], FolderListingError>
    /// What a path is, following links or not.
    var kind: @Sendable (_ path: String, _ followingLinks: Bool) -> FileKind

    /// Reads each entry's kind relative to the open folder (`fstatat`), so an entry whose whole
    /// path is longer than `PATH_MAX`, or whose name is not UTF-8, is still seen for what it is.
    static let live = FolderListing(entries: { folder in
        guard let directory = opendir(folder) else { return .failure(FolderListingError(code: errno)) }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var entries: [FolderEntry] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            let kind = { (following: Bool) in
                bytes.withUnsafeBufferPointer { buffer in
                    buffer.withMemoryRebound(to: CChar.self) { name in
                        FileKind.of(Array(name) + [0], relativeTo: descriptor, followingLinks: following)
                    }
                }
            }
            let own = kind(false)
            entries.append(FolderEntry(bytes: bytes, kind: own, target: own == .symbolicLink ? kind(true) : nil))
        }
        return .success(entries)
    }, kind: { path, followingLinks in FileKind.of(path, followingLinks: followingLinks) })
}

/// One entry of a folder, as the walk sees it.
struct FolderEntry: Sendable, Hashable {
    /// The name, or nil when its bytes are not UTF-8: no path to it can then be spelt (a path is a
    /// Swift string), so it can be reported but not opened.
    var name: String?
    /// The name as a report shows it: bytes that are not UTF-8 as `\xFF`.
    var shownName: String
    /// What the entry is, without following a link.
    var kind: FileKind
    /// What a symbolic link leads to; nil for other entries.
    var target: FileKind?

    init(bytes: [UInt8], kind: FileKind, target: FileKind? = nil) {
        name = String(validating: bytes, as: UTF8.self)
        shownName = name ?? Self.escaped(bytes)
        self.kind = kind
        self.target = target
    }

    /// `name` with its kind, for tests.
    init(_ name: String, kind: FileKind, target: FileKind? = nil) {
        self.init(bytes: Array(name.utf8), kind: kind, target: target)
    }

    var isHidden: Bool { shownName.hasPrefix(".") }

    /// The bytes, with each byte of a sequence that is not UTF-8 written `\xFF`.
    private static func escaped(_ bytes: [UInt8]) -> String {
        var shown = "", start = 0
        while start < bytes.count {
            // The longest valid prefix from here, then one invalid byte.
            var end = bytes.count
            while end > start, String(validating: bytes[start..<end], as: UTF8.self) == nil { end -= 1 }
            shown += String(decoding: bytes[start..<end], as: UTF8.self)
            if end < bytes.count { shown += String(format: "\\x%02X", bytes[end]) }
            start = end + 1
        }
        return shown
    }
}

/// Why a folder could not be listed.
struct FolderListingError: Error, Sendable {
    var code: Int32

    var reason: String {
        switch code {
        case EACCES: "permission denied"
        case ENAMETOOLONG: "its path is longer than the system's limit of \(PATH_MAX) bytes"
        default: String(cString: strerror(code))
        }
    }
}
