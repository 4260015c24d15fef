import Foundation

/// A file that cannot be read or written, in one line naming it: "x.json: no such file".
/// Foundation's own texts ("The operation could not be completed", "NSCocoaErrorDomain error 512")
/// never reach the user.
package struct FileAccessError: Error, Hashable, Sendable, CustomStringConvertible {
    package var file: String
    package var reason: String

    package init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    package var description: String { "\(file): \(reason)" }
}

/// Reading and checking files with clear one-line reasons.
package enum FileAccess {
    /// The file's bytes, or why they cannot be read: "no such file", "is a folder", "permission denied".
    package static func data(_ file: String) throws(FileAccessError) -> Data {
        if let problem = readProblem(file) { throw FileAccessError(file: file, reason: problem) }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw FileAccessError(file: file, reason: readProblem(file) ?? "cannot be read")
        }
    }

    /// The largest configuration file or pattern pack read: 4 MiB. The real ones are a few kB;
    /// the size is checked before reading, so a huge file costs nothing.
    package static let maximumTextBytes = 4 * 1024 * 1024

    /// The bytes of a regular file of at most `maximumBytes`, checked before reading: a larger file,
    /// a FIFO, a device or a socket is refused without blocking ("is a FIFO (named pipe), not a file").
    /// `kind` names such files in the message about the limit.
    package static func data(_ file: String, maximumBytes: Int,
                             kind: String = "configuration files and pattern packs") throws(FileAccessError) -> Data {
        if let problem = FileKind.problem(readingFileAt: file) { throw FileAccessError(file: file, reason: problem) }
        let descriptor = open(file, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw FileAccessError(file: file, reason: readProblem(file) ?? "cannot be read") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw FileAccessError(file: file, reason: "is not a regular file")
        }
        guard info.st_size <= maximumBytes else {
            throw FileAccessError(file: file, reason: tooLarge(bytes: Int(info.st_size), limit: maximumBytes, kind: kind))
        }
        // Read at most one byte over the limit, in case the file grew since fstat.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        let count = try readAll(descriptor, into: &bytes, file: file)
        guard count <= maximumBytes else {
            throw FileAccessError(file: file, reason: tooLarge(bytes: count, limit: maximumBytes, kind: kind))
        }
        return Data(bytes[..<count])
    }

    /// Opens `file` for reading only when it is a regular file itself: a symbolic link, a FIFO, a
    /// device or a socket is refused without blocking (`O_NOFOLLOW | O_NONBLOCK`, then `fstat`).
    private static func openRegularFile(_ file: String) throws(FileAccessError) -> Int32 {
        if case .symbolicLink = FileKind.of(file, followingLinks: false) {
            throw FileAccessError(file: file, reason: "is a symbolic link, not a file")
        }
        if let problem = FileKind.problem(readingFileAt: file) { throw FileAccessError(file: file, reason: problem) }
        let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else { throw FileAccessError(file: file, reason: readProblem(file) ?? "cannot be read") }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw FileAccessError(file: file, reason: "is not a regular file")
        }
        return descriptor
    }

    /// Reads into `buffer` until it is full or the file ends; the count read.
    private static func readAll(_ descriptor: Int32, into buffer: inout [UInt8], file: String) throws(FileAccessError) -> Int {
        var count = 0
        while count < buffer.count {
            let got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw FileAccessError(file: file, reason: String(cString: strerror(errno))) }
            if got == 0 { break }
            count += got
        }
        return count
    }

    /// The first `count` bytes (fewer when the file is shorter) of a regular file, opened as
    /// `openRegularFile` does: enough to tell its format without reading the rest.
    package static func leadingBytes(_ file: String, count: Int) throws(FileAccessError) -> Data {
        let descriptor = try openRegularFile(file)
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        let got = try readAll(descriptor, into: &bytes, file: file)
        return Data(bytes[..<got])
    }

    /// Copies the bytes of the regular file `source` to `target`, a megabyte at a time, through a
    /// temporary file beside `target` renamed over it: never a link (a link at `source` is
    /// refused, one at `target` is replaced, not followed), never a FIFO or device (refused without
    /// blocking), never a half-written file.
    package static func copyRegularFile(_ source: String, to target: String) throws(FileAccessError) {
        let input = try openRegularFile(source)
        defer { close(input) }
        let folder = (target as NSString).deletingLastPathComponent
        let temporary = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(".snapguard-copy-\(UUID().uuidString)")
        let output = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
        guard output >= 0 else { throw FileAccessError(file: target, reason: writeProblem(target) ?? "cannot be written") }
        var done = false
        defer {
            close(output)
            if !done { unlink(temporary) }
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let got = try readAll(input, into: &buffer, file: source)
            if got == 0 { break }
            var written = 0
            while written < got {
                let put = buffer.withUnsafeBytes { writeBytes(output, $0.baseAddress! + written, got - written) }
                if put < 0, errno == EINTR { continue }
                guard put > 0 else { throw FileAccessError(file: target, reason: String(cString: strerror(errno))) }
                written += put
            }
            if got < buffer.count { break }
        }
        guard rename(temporary, target) == 0 else { throw FileAccessError(file: target, reason: String(cString: strerror(errno))) }
        done = true
    }

    private static func tooLarge(bytes: Int, limit: Int, kind: String) -> String {
        "file is \(bytes) bytes, over the \(limit)-byte limit for \(kind)"
    }

    /// The file as UTF-8 text; "not UTF-8 text" otherwise (e.g. saved as UTF-16). At most
    /// `maximumBytes` (default `maximumTextBytes`), checked before reading.
    package static func utf8Text(_ file: String, maximumBytes: Int = maximumTextBytes) throws(FileAccessError) -> String {
        let bytes = try data(file, maximumBytes: maximumBytes)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FileAccessError(file: file, reason: "not UTF-8 text; save it as UTF-8")
        }
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }

    /// Why `file` cannot be read, or nil when it looks readable.
    package static func readProblem(_ file: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else { return "no such file" }
        if isFolder.boolValue { return "is a folder, not a file" }
        if let problem = FileKind.problem(readingFileAt: file) { return problem }
        guard FileManager.default.isReadableFile(atPath: file) else { return "permission denied" }
        return nil
    }

    /// Why a file could not be written at `file` (checked before doing the work), or nil.
    package static func writeProblem(_ file: String) -> String? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) {
            if isFolder.boolValue { return "is a folder, not a file" }
            if !FileManager.default.isWritableFile(atPath: file) { return "permission denied" }
            return nil
        }
        let folder = (file as NSString).deletingLastPathComponent
        let target = folder.isEmpty ? "." : folder
        guard FileManager.default.fileExists(atPath: target, isDirectory: &isFolder), isFolder.boolValue else {
            return "folder '\(target)' does not exist"
        }
        guard FileManager.default.isWritableFile(atPath: target) else { return "folder '\(target)' is not writable" }
        return nil
    }

    /// Why files could not be written below `folder` (created when missing), or nil.
    package static func folderWriteProblem(_ folder: String) -> String? {
        var isFolder: ObjCBool = false
        var current = (folder as NSString).standardizingPath
        if current.isEmpty { current = "." }
        // The nearest existing folder on the way up must be a writable folder.
        while !FileManager.default.fileExists(atPath: current, isDirectory: &isFolder) {
            let parent = (current as NSString).deletingLastPathComponent
            current = parent.isEmpty ? "." : parent
        }
        guard isFolder.boolValue else {
            return current == (folder as NSString).standardizingPath ? "is a file, not a folder" : "'\(current)' is a file, not a folder"
        }
        guard FileManager.default.isWritableFile(atPath: current) else {
            return current == (folder as NSString).standardizingPath ? "permission denied" : "folder '\(current)' is not writable"
        }
        return nil
    }

    /// Writes `data` to `file`. A regular file (or a new one) is replaced atomically, so nothing
    /// ever reads half a report; a device or pipe that is already there (`/dev/null`,
    /// `/dev/stdout`, a FIFO) is written in place. Replacing it would put a regular file where the
    /// device was, which as root turns `/dev/null` into a file for every process on the machine.
    package static func write(_ data: Data, to file: String) throws {
        var info = stat()
        if stat(file, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
            guard let handle = FileHandle(forWritingAtPath: file) else { throw CocoaError(.fileWriteNoPermission) }
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            return
        }
        try data.write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    /// Why a write failed, after the fact, without Foundation's wording.
    package static func writeFailure(_ file: String, _ error: any Error) -> String {
        if let problem = writeProblem(file) { return problem }
        let code = (error as NSError).code
        if code == NSFileWriteNoPermissionError || code == Int(EACCES) || code == Int(EPERM) { return "permission denied" }
        if code == NSFileWriteOutOfSpaceError || code == Int(ENOSPC) { return "no space left on the device" }
        return "cannot be written"
    }
}

/// POSIX `write`, which `FileAccess.write(_:to:)` hides inside the enum.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
