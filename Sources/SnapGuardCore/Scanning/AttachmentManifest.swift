import Foundation

/// The `manifest.json` that `xcrun xcresulttool export attachments` writes beside the files it
/// exports: an array of tests, each with `attachments: [{exportedFileName, suggestedHumanReadableName, …}]`.
/// The exported files have UUID names; the suggested name carries the name the test gave its
/// `XCTAttachment` (plus `_<index>_<UUID>.<ext>`, which `ScreenName` drops).
public struct AttachmentManifest: Sendable {
    /// One exported attachment.
    public struct Attachment: Hashable, Sendable {
        /// The file's name in the export folder.
        public var exportedFileName: String
        /// The name Xcode suggests, e.g. "Balance_0_7C9E6679-7425-40DE-944B-E07FC1F90AE7.png".
        public var suggestedName: String
    }

    public var attachments: [Attachment]

    /// Reads `folder/manifest.json`; nil when there is none. Throws when it is there but is not a manifest.
    public static func load(folder: String) throws(ManifestError) -> AttachmentManifest? {
        let path = (folder as NSString).appendingPathComponent("manifest.json")
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else { throw ManifestError(path: path, reason: "cannot read it") }
        return try parse(data, path: path)
    }

    static func parse(_ data: Data, path: String) throws(ManifestError) -> AttachmentManifest {
        guard let tests = (try? JSONSerialization.jsonObject(with: data)) as? [Any] else {
            throw ManifestError(path: path, reason: "not a JSON array of tests")
        }
        var attachments: [Attachment] = []
        for (index, test) in tests.enumerated() {
            guard let entries = (test as? [String: Any])?["attachments"] as? [Any] else {
                throw ManifestError(path: path, reason: "test \(index) has no \"attachments\" array")
            }
            for entry in entries {
                guard let fields = entry as? [String: Any], let file = fields["exportedFileName"] as? String else {
                    throw ManifestError(path: path, reason: "an attachment of test \(index) has no \"exportedFileName\"")
                }
                // A name that would leave the export folder is not a file name.
                guard !file.contains("/"), file != "..", !file.isEmpty else {
                    throw ManifestError(path: path, reason: "exportedFileName '\(file)' is not a plain file name")
                }
                let suggested = (fields["suggestedHumanReadableName"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? file
                attachments.append(Attachment(exportedFileName: file, suggestedName: suggested))
            }
        }
        return AttachmentManifest(attachments: attachments)
    }
}

/// A manifest.json that could not be read, as one line naming the file.
public struct ManifestError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}
