import Foundation

/// A project's `.snapguard.json`: what to scan, what to look for, and how to judge each screen.
/// Command-line options add to it (`--min-severity` replaces its minimum).
public struct GateConfiguration: Hashable, Sendable {
    /// The file it was read from; nil for the empty configuration.
    public var file: String?
    /// Extra pattern pack folders, resolved against the configuration file's folder.
    public var patternFolders: [URL] = []
    public var disabledCategories: Set<Category> = []
    public var allowedTerms: [String] = []
    /// Images whose path matches are not scanned.
    public var ignore: [Glob] = []
    public var minimumSeverity: Severity?
    /// Per-screen policies, first match wins.
    public var screenRules: [ScreenRule] = []

    public init() {}

    /// What the matcher is told: categories off and allowed terms (severity is judged later).
    public var matchOptions: MatchOptions {
        MatchOptions(disabledCategories: disabledCategories, allowedTerms: allowedTerms, minimumSeverity: .low)
    }

    /// How screens are judged.
    public var policy: VerdictPolicy {
        VerdictPolicy(minimumSeverity: minimumSeverity ?? .low, screenRules: screenRules)
    }

    /// The name looked for in the working directory and its parents.
    public static let fileName = ".snapguard.json"

    /// The nearest `.snapguard.json` in `directory` or a folder above it, like `.swiftlint.yml`.
    public static func find(from directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return nil }
            folder = parent
        }
    }

    /// Reads and checks a configuration file.
    public static func load(file: String) throws(ConfigurationError) -> GateConfiguration {
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw ConfigurationError(file: file, message: "cannot read: \((error as NSError).localizedDescription)")
        }
        return try ConfigurationDecoder(file: file).decode(text)
    }
}
