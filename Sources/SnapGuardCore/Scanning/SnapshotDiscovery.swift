import Foundation

/// Finds the App Switcher snapshots iOS keeps in app data containers, given a container, a
/// simulator device folder (`…/CoreSimulator/Devices/<UDID>`) or a whole `Devices` folder.
///
/// Snapshots live in `Library/SplashBoard/Snapshots/` (iOS 14 and later, one `sceneID:<bundle>-<scene>`
/// folder per scene, smaller copies in `downscaled/`) and, on older systems, in
/// `Library/Caches/Snapshots/<bundle>/`. The container's `.com.apple.mobile_container_manager.metadata.plist`
/// names its app (`MCMMetadataIdentifier`).
public struct SnapshotDiscovery: Sendable {
    /// Only the snapshots of this app, when set.
    public var bundleID: String?
    public var extensions: Set<String>

    static let metadataFile = ".com.apple.mobile_container_manager.metadata.plist"
    static let snapshotFolders = ["Library/SplashBoard/Snapshots", "Library/Caches/Snapshots"]

    public init(bundleID: String? = nil, extensions: Set<String> = ImageFormat.scannedExtensions) {
        self.bundleID = bundleID
        self.extensions = extensions
    }

    /// The snapshot files below `folder`, or nil when `folder` is none of the three kinds of folder
    /// that hold app containers (then it is searched as an ordinary folder of images).
    public func snapshotPaths(in folder: String) -> [String]? {
        let containers = Self.containers(in: folder)
        guard !containers.isEmpty else { return nil }
        var found: [String] = []
        for container in containers {
            if let bundleID, Self.bundleID(ofContainer: container) != bundleID { continue }
            for snapshots in Self.snapshotFolders {
                let root = Self.join(container, snapshots)
                found += Self.files(below: root, extensions: extensions)
            }
        }
        return Self.withoutDownscaledDuplicates(found.sorted())
    }

    /// The app containers `folder` is or holds.
    static func containers(in folder: String) -> [String] {
        if isContainer(folder) { return [folder] }
        let manager = FileManager.default
        let applications = join(folder, "data/Containers/Data/Application")
        if isFolder(applications) {
            return ((try? manager.contentsOfDirectory(atPath: applications)) ?? []).sorted()
                .map { join(applications, $0) }.filter(isContainer)
        }
        // A Devices folder: one device folder per simulator.
        let devices = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            .map { join(folder, $0) }.filter { isFolder(join($0, "data/Containers/Data/Application")) }
        return devices.flatMap(containers(in:))
    }

    static func isContainer(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: join(folder, metadataFile))
            || snapshotFolders.contains { isFolder(join(folder, $0)) }
    }

    /// The bundle id a container's metadata names, or nil when it has none or it cannot be read.
    public static func bundleID(ofContainer folder: String) -> String? {
        guard let data = FileManager.default.contents(atPath: join(folder, metadataFile)),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        return plist["MCMMetadataIdentifier"] as? String
    }

    /// Drops `…/downscaled/NAME` when `…/NAME` is in the list too: the full-size snapshot is scanned
    /// and its smaller copy skipped. A downscaled copy alone is kept.
    public static func withoutDownscaledDuplicates(_ paths: [String]) -> [String] {
        let present = Set(paths)
        return paths.filter { path in
            let url = URL(fileURLWithPath: path)
            let folder = url.deletingLastPathComponent()
            guard folder.lastPathComponent == "downscaled" else { return true }
            let fullSize = (path as NSString).deletingLastPathComponent as NSString
            let sibling = (fullSize.deletingLastPathComponent as NSString).appendingPathComponent(url.lastPathComponent)
            return !present.contains(sibling)
        }
    }

    private static func files(below root: String, extensions: Set<String>) -> [String] {
        guard isFolder(root), let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            let path = join(root, relative)
            // Hidden entries are skipped, as in any folder scan.
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                  extensions.contains((relative as NSString).pathExtension.lowercased()),
                  (try? URL(fileURLWithPath: path).resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { continue }
            files.append(path)
        }
        return files
    }

    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    static func join(_ folder: String, _ relative: String) -> String {
        folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}
