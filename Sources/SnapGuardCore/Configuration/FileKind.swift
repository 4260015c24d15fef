import Foundation

/// What a path names, read with `stat` (links followed) or `lstat` (the link itself), without
/// opening it: opening a FIFO blocks until a writer comes, and a device can be endless.
package enum FileKind: Sendable, Hashable {
    case regularFile(bytes: Int)
    case folder
    case symbolicLink
    case fifo
    case socket
    case characterDevice
    case blockDevice
    case other
    /// `stat` failed; `errno` says why (a dangling link gives ENOENT, a loop ELOOP).
    case missing(errno: Int32)

    /// The kind of `path`, following links unless `followingLinks` is false.
    package static func of(_ path: String, followingLinks: Bool = true) -> FileKind {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return .missing(errno: errno) }
        return of(info)
    }

    /// The kind of the entry `name` (NUL-terminated bytes) of the open folder `folder`: works where
    /// the whole path would be too long, or where the name is not UTF-8.
    static func of(_ name: [CChar], relativeTo folder: Int32, followingLinks: Bool) -> FileKind {
        var info = stat()
        guard fstatat(folder, name, &info, followingLinks ? 0 : AT_SYMLINK_NOFOLLOW) == 0 else { return .missing(errno: errno) }
        return of(info)
    }

    private static func of(_ info: stat) -> FileKind {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile(bytes: Int(info.st_size))
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        case S_IFIFO: return .fifo
        case S_IFSOCK: return .socket
        case S_IFCHR: return .characterDevice
        case S_IFBLK: return .blockDevice
        default: return .other
        }
    }

    /// "a FIFO", "a socket", "a folder", ...: what the path is, for "is X, not a file" messages.
    package var noun: String {
        switch self {
        case .regularFile: "a file"
        case .folder: "a folder"
        case .symbolicLink: "a symbolic link"
        case .fifo: "a FIFO (named pipe)"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .other: "not a regular file"
        case .missing: "missing"
        }
    }

    /// Why a path that should be a readable regular file is not one, or nil when it is:
    /// "is a FIFO (named pipe), not an image file", "dangling link", "link loop", ...
    /// `what` names the expected thing ("an image file", "a file").
    package static func problem(readingFileAt path: String, as what: String = "a file") -> String? {
        let kind = of(path)
        switch kind {
        case .regularFile: return nil
        case .missing(let code):
            if case .symbolicLink = of(path, followingLinks: false) {
                return code == ELOOP ? "symbolic link loop" : "dangling symbolic link (its target does not exist)"
            }
            if code == ENOENT { return "no such file" }
            if code == EACCES { return "permission denied" }
            return String(cString: strerror(code))
        case .folder:
            guard let directory = opendir(path) else {
                let reason = errno == EACCES ? "permission denied" : String(cString: strerror(errno))
                return "folder cannot be read (\(reason)); the images in it were not scanned"
            }
            closedir(directory)
            return "is a folder, not \(what)"
        case .other: return "is not a regular file, not \(what)"
        default: return "is \(kind.noun), not \(what)"
        }
    }
}
