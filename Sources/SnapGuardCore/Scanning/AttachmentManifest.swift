import Foundation

/// The `manifest.json` that `xcrun xcresulttool export attachments` writes beside the files it
/// exports: an array of tests, each with `attachments: [{exportedFileName, suggestedHumanReadableName, …}]`.
/// The exported files have UUID names; the suggested name carries the name the test gave its
/// `XCTAttachment` (plus `_<index>_<UUID>.<ext>`, which `ScreenName` drops).
package struct AttachmentManifest: Sendable {
    /// One exported attachment.
    package struct Attachment: Hashable, Sendable {
        /// The file's name in the export folder.
        package var exportedFileName: String
        /// The name Xcode suggests, e.g. "Balance_0_7C9E6679-7425-40DE-944B-E07FC1F90AE7.png".
        package var suggestedName: String
    }

    package var attachments: [Attachment]

    /// The largest manifest read: 16 MiB, some 50,000 attachments. Checked before reading, so a
    /// huge or endless file (a FIFO, a device) costs nothing.
    package static let maximumBytes = 16 * 1024 * 1024

    /// Reads `folder/manifest.json`; nil when there is none. Throws when it is there but is not a
    /// manifest, is not a regular file, or is larger than `maximumBytes`.
    package static func load(folder: String) throws(ManifestError) -> AttachmentManifest? {
        let path = (folder as NSString).appendingPathComponent("manifest.json")
        if case .missing(let code) = FileKind.of(path, followingLinks: false), code == ENOENT { return nil }
        let data: Data
        do {
            data = try FileAccess.data(path, maximumBytes: maximumBytes, kind: "attachment manifests")
        } catch {
            throw ManifestError(path: path, reason: error.reason)
        }
        return try parse(data, path: path)
    }

    /// The name an attachment of `format` is copied under: its suggested name as a plain file name
    /// (the last path component, control characters such as NUL as "_", no leading "." that would
    /// hide it), ending in an extension of its real format, so a folder scan picks it up whatever
    /// the manifest called it: "Balance.txt" → "Balance.txt.png", "Transfer" → "Transfer.png".
    package static func fileName(for attachment: Attachment, format: ImageFormat) -> String {
        let cleaned = String(String.UnicodeScalarView(attachment.suggestedName.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control ? "_" : scalar
        }))
        var name = cleaned.split(separator: "/").last.map(String.init) ?? ""
        if name.isEmpty || name == "." || name == ".." { name = (attachment.exportedFileName as NSString).deletingPathExtension }
        if name.hasPrefix(".") || name.isEmpty { name = "_" + name.drop { $0 == "." } }
        return format.isNamed(byExtension: name) ? name : name + "." + format.fileExtension
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
package struct ManifestError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    package var reason: String
    package var description: String { "\(path): \(reason)" }
}
