import Foundation

extension ScreenName {
    private static let uuidSuffix = try! NSRegularExpression(
        pattern: "-([0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})$")

    /// The name of a snapshot iOS wrote in an app container, from its folders:
    /// `…/Library/SplashBoard/Snapshots/sceneID:<bundle>-<scene>/[downscaled/]FILE` → "<bundle>/<scene>/[downscaled/]FILE",
    /// `…/Library/Caches/Snapshots/<bundle>/[downscaled/]FILE` → "<bundle>/[downscaled/]FILE"; nil for other paths.
    static func snapshotName(folders: [String], stem: String) -> String? {
        var folders = folders
        var downscaled = ""
        if folders.last == "downscaled" {
            folders.removeLast()
            downscaled = "downscaled/"
        }
        guard let folder = folders.last else { return nil }
        let parents = folders.dropLast()
        if folder.hasPrefix("sceneID:"), parents.last == "Snapshots" {
            let (bundle, scene) = splitScene(String(folder.dropFirst("sceneID:".count)))
            return "\(bundle)/\(scene)/\(downscaled)\(stem)"
        }
        if Array(parents.suffix(3)) == ["Library", "Caches", "Snapshots"] {
            return "\(folder)/\(downscaled)\(stem)"
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
