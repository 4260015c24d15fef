import Foundation

/// Why the set of images to scan could not be built. Each case reads as one line.
public enum DiscoveryError: Error, Hashable, Sendable, CustomStringConvertible {
    case notFound(String)
    case noImages([String])

    public var description: String {
        switch self {
        case .notFound(let path): "\(path): no such file or folder"
        case .noImages(let paths): "no image files found in \(paths.joined(separator: ", "))"
        }
    }
}

/// Expands the paths a user gave into the image files to scan: files as given, folders
/// searched recursively for image extensions (hidden entries skipped; links to files followed,
/// links to folders not), sorted and de-duplicated.
public struct ImageDiscovery: Sendable {
    public var extensions: Set<String>
    /// Finds snapshot trees in app containers and simulator folders (and limits them to one app).
    public var snapshots: SnapshotDiscovery

    public init(extensions: Set<String> = ImageFormat.scannedExtensions, snapshots: SnapshotDiscovery = SnapshotDiscovery()) {
        self.extensions = extensions
        self.snapshots = snapshots
    }

    public func imagePaths(in paths: [String]) throws(DiscoveryError) -> [String] {
        var found: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .notFound(path) }
            if isFolder.boolValue {
                found += snapshots.snapshotPaths(in: path) ?? SnapshotDiscovery.withoutDownscaledDuplicates(imagesBelow(path))
            } else {
                found.append(path)
            }
        }
        var seen = Set<String>()
        let unique = found.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
        guard !unique.isEmpty else { throw .noImages(paths) }
        return unique
    }

    private func imagesBelow(_ folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var images: [String] = []
        for case let url as URL in walker where extensions.contains(url.pathExtension.lowercased()) {
            // A link to an image file counts as the image (links to folders are not followed).
            guard (try? url.resolvingSymlinksInPath().resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { continue }
            images.append(Self.join(folder, relative: Self.relativePath(of: url, below: root)))
        }
        return images.sorted()
    }

    /// The path of `url` below `root`, keeping the spelling the user gave for the folder.
    private static func relativePath(of url: URL, below root: URL) -> String {
        let rootComponents = root.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        // Resolve the folder, not the file: a link keeps its own name.
        let components = url.deletingLastPathComponent().standardizedFileURL.resolvingSymlinksInPath().pathComponents
            + [url.lastPathComponent]
        if components.starts(with: rootComponents) {
            return components.dropFirst(rootComponents.count).joined(separator: "/")
        }
        return url.lastPathComponent
    }

    private static func join(_ folder: String, relative: String) -> String {
        folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}
