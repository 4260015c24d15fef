import Foundation

/// A readable name for a screen, derived from its image path.
///
/// - fastlane snapshot: `en-US/iPhone 15 Pro-01_Balance.png` → screen "Balance", device
///   "iPhone 15 Pro", locale "en-US".
/// - Exported XCUITest attachments: `Login Screen_0_7C9E6679-7425-40DE-944B-E07FC1F90AE7.png`
///   → "Login Screen" (the attachment index and UUID dropped).
/// - Anything else: the file name without its extension. A parent folder named like a device
///   or a locale still fills those fields.
public struct ScreenName: Hashable, Sendable {
    /// The screen, e.g. "Balance".
    public var name: String
    /// The simulator or device, when the path says, e.g. "iPhone 15 Pro".
    public var device: String?
    /// The locale folder, when the path has one, e.g. "en-US".
    public var locale: String?
    /// The folder holding the image, "." when none; reports group screens by it.
    public var folder: String
    /// The path in a stable spelling: standardised, without a leading "./". Sharding and ignore
    /// globs work on it.
    public var key: String

    public init(path: String) {
        key = Self.normalisedKey(path)
        let components = key.split(separator: "/").map(String.init)
        let stem = ((components.last ?? key) as NSString).deletingPathExtension
        let parents = components.dropLast()
        folder = parents.isEmpty ? "." : parents.joined(separator: "/")
        locale = parents.last(where: Self.looksLikeLocale)
        device = parents.last(where: Self.looksLikeDevice)
        if let (device, screen) = Self.splitFastlane(stem) {
            self.device = device
            name = screen
        } else {
            name = Self.stripAttachmentSuffix(stem)
        }
        if name.isEmpty { name = stem }
    }

    /// "Balance (iPhone 15 Pro, en-US)", or just the name when neither is known.
    public var displayName: String {
        let details = [device, locale].compactMap { $0 }
        return details.isEmpty ? name : "\(name) (\(details.joined(separator: ", ")))"
    }

    /// What identifies the screen across runs, independent of fastlane's numbering:
    /// locale/device/name when the path says, otherwise the path.
    public var identity: String {
        guard device != nil || locale != nil else { return key }
        return [locale ?? "-", device ?? "-", name].joined(separator: "/")
    }

    private static let devicePrefixes = ["iPhone", "iPad", "iPod", "Apple TV", "Apple Watch", "Apple Vision", "Mac"]
    private static let localeShape = try! NSRegularExpression(pattern: "^[a-z]{2,3}([-_][A-Za-z0-9]{2,8})*$")
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

    private static func looksLikeLocale(_ text: String) -> Bool {
        localeShape.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
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
