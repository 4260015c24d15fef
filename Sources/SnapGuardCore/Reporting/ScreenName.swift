import Foundation

/// A readable name for a screen, derived from its image path.
///
/// - fastlane snapshot: `en-US/iPhone 15 Pro-01_Balance.png` → screen "Balance", device
///   "iPhone 15 Pro", locale "en-US".
/// - Exported XCUITest attachments: `Login Screen_0_7C9E6679-7425-40DE-944B-E07FC1F90AE7.png`
///   → "Login Screen" (the attachment index and UUID dropped).
/// - App Switcher snapshots in an app container: `…/SplashBoard/Snapshots/sceneID:com.example.bank-default/A1B2.ktx`
///   → "com.example.bank/default/A1B2" (see `snapshotName`).
/// - Anything else: the file name without its extension. A parent folder named like a device
///   or a locale still fills those fields.
package struct ScreenName: Hashable, Sendable {
    /// The screen, e.g. "Balance".
    package var name: String
    /// The simulator or device, when the path says, e.g. "iPhone 15 Pro".
    package var device: String?
    /// The locale folder, when the path has one, e.g. "en-US".
    package var locale: String?
    /// The folder holding the image, "." when none; reports group screens by it.
    package var folder: String
    /// The path in a stable spelling: standardised, without a leading "./". Sharding and ignore
    /// globs work on it.
    package var key: String
    /// The parent folders that are neither the locale nor the device; they keep `identity`
    /// unique per path (`out/phone/Balance` and `out/tablet/Balance` are two screens).
    var otherFolders: [String] = []

    package init(path: String) {
        key = Self.normalisedKey(path)
        let components = key.split(separator: "/").map(String.init)
        let stem = ((components.last ?? key) as NSString).deletingPathExtension
        let parents = components.dropLast()
        folder = parents.isEmpty ? "." : parents.joined(separator: "/")
        let localeIndex = parents.lastIndex(where: Self.isLocaleTag)
        let deviceIndex = parents.lastIndex(where: Self.looksLikeDevice)
        locale = localeIndex.map { parents[$0] }
        device = deviceIndex.map { parents[$0] }
        otherFolders = parents.indices.filter { $0 != localeIndex && $0 != deviceIndex }.map { parents[$0] }
        if let (device, screen) = Self.splitFastlane(stem) {
            self.device = device
            name = screen
        } else {
            name = Self.stripAttachmentSuffix(stem)
        }
        if name.isEmpty { name = stem }
        if let snapshot = Self.snapshotName(folders: Array(parents), stem: stem) { name = snapshot }
    }

    /// "Balance (iPhone 15 Pro, en-US)", or just the name when neither is known.
    package var displayName: String {
        let details = [device, locale].compactMap { $0 }
        return details.isEmpty ? name : "\(name) (\(details.joined(separator: ", ")))"
    }

    /// What identifies the screen across runs, independent of fastlane's numbering:
    /// [other folders/]locale/device/name when the path names a locale or device, otherwise the
    /// path. Two paths that differ in a folder that is neither a locale nor a device never share it.
    package var identity: String {
        guard device != nil || locale != nil else { return key }
        return (otherFolders + [locale ?? "-", device ?? "-", name]).joined(separator: "/")
    }

    private static let devicePrefixes = ["iPhone", "iPad", "iPod", "Apple TV", "Apple Watch", "Apple Vision", "Mac"]
    /// A language (ISO 639-1), then optionally a script ("Hans") and a region ("US", "419"),
    /// joined by "-" or "_": en, en-US, pt_BR, zh-Hans, zh-Hant-TW, es-419.
    private static let localeShape = try! NSRegularExpression(
        pattern: "^([a-z]{2})([-_][A-Z][a-z]{3})?([-_]([A-Z]{2}|[0-9]{3}))?$")
    /// ISO 639-1 language codes.
    static let languageCodes: Set<String> = Set("""
        aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz
        ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik
        io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml
        mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd
        se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi
        vo wa wo xh yi yo za zh zu
        """.split(whereSeparator: \.isWhitespace).map(String.init))
    private static let attachmentSuffix = try! NSRegularExpression(
        pattern: "(_[0-9]+)?_[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$")

    static func normalisedKey(_ path: String) -> String {
        var key = (path as NSString).standardizingPath
        while key.hasPrefix("./") { key.removeFirst(2) }
        return key.isEmpty ? path : key
    }

    private static func looksLikeDevice(_ text: String) -> Bool {
        devicePrefixes.contains { text.hasPrefix($0) }
    }

    /// A real locale tag; "out", "hd" or "qa" are folders like any other.
    static func isLocaleTag(_ text: String) -> Bool {
        guard let match = localeShape.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let language = Range(match.range(at: 1), in: text) else { return false }
        return languageCodes.contains(String(text[language]))
    }

    /// "iPhone 15 Pro-01_Balance" → ("iPhone 15 Pro", "Balance"). Device names may hold hyphens
    /// ("iPad Pro (12.9-inch)"), so the split is at the last hyphen followed by the screen's number,
    /// or failing that the last hyphen.
    private static func splitFastlane(_ stem: String) -> (String, String)? {
        guard looksLikeDevice(stem) else { return nil }
        let hyphens = stem.indices.filter { stem[$0] == "-" }
        let numbered = hyphens.last { stem[stem.index(after: $0)...].first?.isNumber == true }
        guard let split = numbered ?? hyphens.last else { return nil }
        let device = String(stem[..<split])
        var screen = Substring(stem[stem.index(after: split)...])
        screen = screen.drop { $0.isNumber }.drop { $0 == "_" || $0 == " " || $0 == "-" }
        let name = screen.replacingOccurrences(of: "_", with: " ").trimmingCharacters(in: .whitespaces)
        return (device, name.isEmpty ? String(stem[stem.index(after: split)...]) : name)
    }

    private static func stripAttachmentSuffix(_ stem: String) -> String {
        let range = NSRange(stem.startIndex..., in: stem)
        return attachmentSuffix.stringByReplacingMatches(in: stem, range: range, withTemplate: "")
    }
}
