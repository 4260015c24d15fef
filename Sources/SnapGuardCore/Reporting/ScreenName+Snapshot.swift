import Foundation

extension ScreenName {
    private static let uuidSuffix = try! NSRegularExpression(
        pattern: "-([0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})$")
    /// How a scene folder's name starts: `sceneID:` as iOS writes it, `sceneID_` after a copy to
    /// Windows or into a zip (which cannot hold a colon), `sceneID%3A` after URL-encoding.
    private static let scenePrefixes = ["sceneID:", "sceneID_", "sceneID%3A", "sceneID%3a"]
    /// SplashBoard's group folder for an app's launch snapshots: "<bundle id> - {DEFAULT GROUP}".
    private static let defaultGroupSuffix = " - {DEFAULT GROUP}"
    static let defaultGroupScene = "DEFAULT GROUP"

    /// The name of a snapshot iOS wrote, from the folders below `…/Snapshots/`:
    ///
    /// - `sceneID:<bundle>-<scene>/[downscaled/]FILE` (also `sceneID_…`) → "<bundle>/<scene>/[downscaled/]FILE";
    /// - `<bundle> - {DEFAULT GROUP}/FILE` → "<bundle>/DEFAULT GROUP/FILE";
    /// - a system app's `<bundle>/<scene folder>/FILE` (the device's own `mobile/Library/SplashBoard/Snapshots`)
    ///   → as its scene folder, and `<bundle>/<other folder>/FILE` → "<bundle>/<other folder>/FILE";
    /// - `…/Library/Caches/Snapshots/<bundle>/FILE` and `…/SplashBoard/Snapshots/<bundle>/FILE` → "<bundle>/FILE";
    ///
    /// nil for other paths.
    static func snapshotName(folders: [String], stem: String) -> String? {
        guard let root = folders.lastIndex(of: "Snapshots") else { return nil }
        var below = Array(folders[(root + 1)...])
        var downscaled = ""
        if below.last == "downscaled" {
            below.removeLast()
            downscaled = "downscaled/"
        }
        guard let first = below.first else { return nil }
        if let (bundle, scene) = sceneFolder(first) {
            return ([bundle, scene] + below.dropFirst() + ["\(downscaled)\(stem)"]).joined(separator: "/")
        }
        // The other forms need a real Snapshots folder: in Library/Caches or SplashBoard.
        let parents = folders[..<root]
        guard parents.last == "SplashBoard" || Array(parents.suffix(2)) == ["Library", "Caches"] else { return nil }
        if below.count >= 2, let (bundle, scene) = sceneFolder(below[1]) {
            return ([bundle, scene] + below.dropFirst(2) + ["\(downscaled)\(stem)"]).joined(separator: "/")
        }
        return (below + ["\(downscaled)\(stem)"]).joined(separator: "/")
    }

    /// The app a snapshot at `path` belongs to, by its folder names; nil when they do not say.
    static func snapshotBundle(path: String) -> String? {
        let components = normalisedKey(path).split(separator: "/").map(String.init)
        guard components.count > 1,
              let name = snapshotName(folders: Array(components.dropLast()), stem: "_") else { return nil }
        return name.split(separator: "/").first.map(String.init)
    }

    /// The bundle id and scene a scene folder's name gives, or nil for any other folder.
    private static func sceneFolder(_ name: String) -> (bundle: String, scene: String)? {
        if let prefix = scenePrefixes.first(where: name.hasPrefix), name.count > prefix.count {
            return splitScene(String(name.dropFirst(prefix.count)))
        }
        if name.hasSuffix(defaultGroupSuffix), name.count > defaultGroupSuffix.count {
            return (String(name.dropLast(defaultGroupSuffix.count)), defaultGroupScene)
        }
        return nil
    }

    /// "com.example.bank-default" → ("com.example.bank", "default"). Bundle ids may hold hyphens, so
    /// the scene is a trailing UUID when there is one, else what follows the last hyphen.
    static func splitScene(_ text: String) -> (bundle: String, scene: String) {
        let range = NSRange(text.startIndex..., in: text)
        if let match = uuidSuffix.firstMatch(in: text, range: range), let whole = Range(match.range, in: text),
           let uuid = Range(match.range(at: 1), in: text) {
            return (String(text[..<whole.lowerBound]), String(text[uuid]))
        }
        guard let hyphen = text.lastIndex(of: "-") else { return (text, "default") }
        return (String(text[..<hyphen]), String(text[text.index(after: hyphen)...]))
    }
}
