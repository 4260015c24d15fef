import Foundation

/// A file that cannot be read or written, in one line naming it: "x.json: no such file".
/// Foundation's own texts ("The operation could not be completed", "NSCocoaErrorDomain error 512")
/// never reach the user.
public struct FileAccessError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var reason: String

    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { "\(file): \(reason)" }
}

/// Reading and checking files with clear one-line reasons.
public enum FileAccess {
    /// The file's bytes, or why they cannot be read: "no such file", "is a folder", "permission denied".
    public static func data(_ file: String) throws(FileAccessError) -> Data {
        if let problem = readProblem(file) { throw FileAccessError(file: file, reason: problem) }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw FileAccessError(file: file, reason: readProblem(file) ?? "cannot be read")
        }
    }

    /// The file as UTF-8 text; "not UTF-8 text" otherwise (e.g. saved as UTF-16).
    public static func utf8Text(_ file: String) throws(FileAccessError) -> String {
        let bytes = try data(file)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FileAccessError(file: file, reason: "not UTF-8 text; save it as UTF-8")
        }
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }

    /// Why `file` cannot be read, or nil when it looks readable.
    public static func readProblem(_ file: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else { return "no such file" }
        if isFolder.boolValue { return "is a folder, not a file" }
        guard FileManager.default.isReadableFile(atPath: file) else { return "permission denied" }
        return nil
    }

    /// Why a file could not be written at `file` (checked before doing the work), or nil.
    public static func writeProblem(_ file: String) -> String? {
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
    public static func folderWriteProblem(_ folder: String) -> String? {
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

    /// Why a write failed, after the fact, without Foundation's wording.
    public static func writeFailure(_ file: String, _ error: any Error) -> String {
        if let problem = writeProblem(file) { return problem }
        let code = (error as NSError).code
        if code == NSFileWriteNoPermissionError || code == Int(EACCES) || code == Int(EPERM) { return "permission denied" }
        if code == NSFileWriteOutOfSpaceError || code == Int(ENOSPC) { return "no space left on the device" }
        return "cannot be written"
    }
}
