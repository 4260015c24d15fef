import Foundation

/// Finds the App Switcher snapshots iOS keeps, given an app container, a simulator device folder
/// (`…/CoreSimulator/Devices/<UDID>`) or a whole `Devices` folder, or a device's file-system
/// extraction: its root (holding `private/var/mobile`, `var/mobile` or `mobile`) or its `mobile`
/// folder itself.
///
/// - Third-party apps keep theirs in their data container,
///   `Containers/Data/Application/<UUID>/Library/SplashBoard/Snapshots/` (iOS 13 and later) or
///   `Library/Caches/Snapshots/<bundle>/` (older); the container's
///   `.com.apple.mobile_container_manager.metadata.plist` names the app (`MCMMetadataIdentifier`).
/// - System apps keep theirs in the user's own `mobile/Library/SplashBoard/Snapshots/<bundle id>/`
///   (and `mobile/Library/Caches/Snapshots/<bundle id>/`); the folder names the app.
///
/// Snapshots are `.ktx`, `.jpeg`/`.jpg` (opaque snapshots on some devices) or `.png` (devices
/// without ASTC). Each scene folder may hold smaller copies in `downscaled/`, each under its own
/// UUID: they show the same screens, so they are left out when their scene folder has a full-size
/// snapshot (unless `includeDownscaled`), and scanned when it has none.
package struct SnapshotDiscovery: Sendable {
    /// Only the snapshots of this app, when set.
    package var bundleID: String?
    package var extensions: Set<String>
    /// Scan `downscaled/` copies as screens of their own even when their scene has a full-size snapshot.
    package var includeDownscaled: Bool

    static let metadataFile = ".com.apple.mobile_container_manager.metadata.plist"
    static let snapshotFolders = ["Library/SplashBoard/Snapshots", "Library/Caches/Snapshots"]
    static let applicationsFolder = "Containers/Data/Application"
    /// Where a file-system extraction keeps the user's data folder, below its root.
    static let userFolders = ["private/var/mobile", "var/mobile", "mobile", "data"]

    package init(bundleID: String? = nil, extensions: Set<String> = ImageFormat.scannedExtensions, includeDownscaled: Bool = false) {
        self.bundleID = bundleID
        self.extensions = extensions
        self.includeDownscaled = includeDownscaled
    }

    /// The snapshots found below a folder, and the downscaled copies left out because their scene
    /// has a full-size snapshot.
    package struct Found: Hashable, Sendable {
        package var paths: [String]
        package var skippedDownscaled: [String]
    }

    /// The snapshot files below `folder`, or nil when `folder` is none of the kinds of folder that
    /// hold app containers or snapshot folders (then it is searched as an ordinary folder of images).
    package func snapshotPaths(in folder: String) -> [String]? {
        snapshots(in: folder)?.paths
    }

    /// The snapshots below `folder` and the downscaled copies left out, or nil when `folder` holds
    /// no app containers or snapshot folders.
    package func snapshots(in folder: String) -> Found? {
        let roots = Self.roots(in: folder)
        guard !roots.isEmpty else { return nil }
        var found: [String] = []
        for root in roots {
            let named = root.kind == .container ? Self.bundleID(ofContainer: root.path) : nil
            for snapshots in Self.snapshotFolders {
                for path in Self.files(below: Self.join(root.path, snapshots), extensions: extensions) where matchesBundle(path, container: named) {
                    found.append(path)
                }
            }
        }
        let split = Self.splitDownscaled(found.sorted(), include: includeDownscaled)
        return Found(paths: split.kept, skippedDownscaled: split.skipped)
    }

    private func matchesBundle(_ path: String, container: String?) -> Bool {
        guard let bundleID else { return true }
        return (container ?? ScreenName.snapshotBundle(path: path)) == bundleID
    }

    /// A folder whose `Library` holds snapshot folders: an app container, or a user data folder
    /// (a device's `mobile`, a simulator's `data`) whose own are the system apps'.
    struct Root: Hashable {
        enum Kind { case container, user }
        let path: String
        let kind: Kind
    }

    /// The app containers and user data folders `folder` is or holds.
    static func roots(in folder: String) -> [Root] {
        if isUserFolder(folder) { return userRoots(folder) }
        if isContainer(folder) { return [Root(path: folder, kind: .container)] }
        // An extraction's root: its user folder below it (`var` is often a link to `private/var`: once).
        var seen = Set<String>()
        let below = userFolders.map { join(folder, $0) }
            .filter { candidate in isUserFolder(candidate) || snapshotFolders.contains { isFolder(join(candidate, $0)) } }
            .filter { seen.insert(URL(fileURLWithPath: $0).resolvingSymlinksInPath().path).inserted }
        if !below.isEmpty { return below.flatMap(userRoots) }
        // A Devices folder: one device folder per simulator.
        let devices = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            .map { join(join(folder, $0), "data") }.filter { isFolder(join($0, applicationsFolder)) }
        return devices.flatMap(userRoots)
    }

    /// A user data folder's own snapshot folders (the system apps') and its app containers.
    private static func userRoots(_ folder: String) -> [Root] {
        let applications = join(folder, applicationsFolder)
        let containers = ((try? FileManager.default.contentsOfDirectory(atPath: applications)) ?? []).sorted()
            .map { join(applications, $0) }.filter(isContainer)
        return [Root(path: folder, kind: .user)] + containers.map { Root(path: $0, kind: .container) }
    }

    /// A device's `mobile` or a simulator's `data` folder: it holds app containers.
    static func isUserFolder(_ folder: String) -> Bool {
        isFolder(join(folder, applicationsFolder))
    }

    static func isContainer(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: join(folder, metadataFile))
            || snapshotFolders.contains { isFolder(join(folder, $0)) }
    }

    /// The bundle id a container's metadata names, or nil when it has none or it cannot be read.
    package static func bundleID(ofContainer folder: String) -> String? {
        guard let data = FileManager.default.contents(atPath: join(folder, metadataFile)),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        return plist["MCMMetadataIdentifier"] as? String
    }

    /// Splits `paths` into those to scan and the `…/downscaled/FILE` copies left out: a copy is left
    /// out when its scene folder (the folder above `downscaled/`) holds a full-size file in `paths`,
    /// unless `include`. iOS names each copy by its own UUID, so the scene, not the name, ties it to
    /// its full-size snapshot.
    package static func splitDownscaled(_ paths: [String], include: Bool) -> (kept: [String], skipped: [String]) {
        guard !include else { return (paths, []) }
        func parent(_ path: String) -> String { (path as NSString).deletingLastPathComponent }
        func isDownscaled(_ path: String) -> Bool { (parent(path) as NSString).lastPathComponent == "downscaled" }
        let scenesWithFullSize = Set(paths.filter { !isDownscaled($0) }.map(parent))
        var kept: [String] = []
        var skipped: [String] = []
        for path in paths {
            if isDownscaled(path), scenesWithFullSize.contains(parent(parent(path))) {
                skipped.append(path)
            } else {
                kept.append(path)
            }
        }
        return (kept, skipped)
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
