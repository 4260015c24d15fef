import Foundation

/// How a folder walk sees the file system: the names in a folder and what a path is. The live
/// one reads the disk; tests inject others (a folder that cannot be listed, even as root).
struct FolderListing: Sendable {
    /// The names in a folder ("." and ".." left out), or the `errno` of why it cannot be listed.
    var names: @Sendable (_ folder: String) -> Result<[String], FolderListingError>
    /// What a path is, following links or not.
    var kind: @Sendable (_ path: String, _ followingLinks: Bool) -> FileKind

    static let live = FolderListing(names: { folder in
        guard let directory = opendir(folder) else { return .failure(FolderListingError(code: errno)) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names)
    }, kind: { path, followingLinks in FileKind.of(path, followingLinks: followingLinks) })
}

/// Why a folder could not be listed.
struct FolderListingError: Error, Sendable {
    var code: Int32

    var reason: String { code == EACCES ? "permission denied" : String(cString: strerror(code)) }
}
