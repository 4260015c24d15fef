import Foundation

/// A project's `.snapguard.json`: what to scan, what to look for, and how to judge each screen.
/// Command-line options add to it (`--min-severity` replaces its minimum).
package struct GateConfiguration: Hashable, Sendable {
    /// The file it was read from; nil for the empty configuration.
    package var file: String?
    /// Extra pattern pack folders, resolved against the configuration file's folder.
    package var patternFolders: [URL] = []
    package var disabledCategories: Set<Category> = []
    package var allowedTerms: [String] = []
    /// Images whose path matches are not scanned.
    package var ignore: [Glob] = []
    package var minimumSeverity: Severity?
    /// Per-screen policies, first match wins.
    package var screenRules: [ScreenRule] = []
    /// Active screens and their snapshots for `snapguard compare` ("pairs").
    package var pairs: [ScreenPair] = []
    /// Paired screens that need no cover, by name or path ("noCover"): they fail only on findings.
    package var noCover: [Glob] = []
    /// How the file weakens the gate, one line each (`weakenings(shownAs:builtInCategories:)`), set
    /// by the command line when it reads the file; reports show these lines.
    package var weakenings: [String] = []

    package init() {}

    /// What the matcher is told: categories off and allowed terms (severity is judged later).
    package var matchOptions: MatchOptions {
        MatchOptions(disabledCategories: disabledCategories, allowedTerms: allowedTerms, minimumSeverity: .low)
    }

    /// How screens are judged.
    package var policy: VerdictPolicy {
        VerdictPolicy(minimumSeverity: minimumSeverity ?? .low, screenRules: screenRules, baseline: nil)
    }

    /// The name looked for in the working directory and its parents.
    package static let fileName = ".snapguard.json"

    /// The nearest `.snapguard.json` in `directory` or a folder above it, like `.swiftlint.yml`.
    package static func find(from directory: String) -> String? {
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
    package static func load(file: String) throws(ConfigurationError) -> GateConfiguration {
        let text: String
        do {
            text = try FileAccess.utf8Text(file)
        } catch {
            throw ConfigurationError(file: file, message: error.reason)
        }
        var decoder = ConfigurationDecoder(file: file)
        return try decoder.decode(text)
    }

    /// A category named in the file ("disable", a screen rule's "allow"), kept to check it once
    /// the pattern packs, and so the known categories, are loaded.
    package struct CategoryMention: Hashable, Sendable {
        package var category: Category
        package var key: String
        package var line: Int?
        package var column: Int?
    }

    /// Category names in the file that no loaded pattern has.
    package var categoryMentions: [CategoryMention] = []

    /// Fails on the first category named in the file that is not one of `known`.
    package func checkCategories(known: Set<Category>) throws(ConfigurationError) {
        guard let file, let unknown = categoryMentions.first(where: { !known.contains($0.category) }) else { return }
        throw ConfigurationError(file: file, line: unknown.line, column: unknown.column,
                                 message: "'\(unknown.key)': " + Self.unknownCategoryMessage(unknown.category.rawValue, known: known))
    }

    /// "unknown category 'phnoe' (known categories: card, currency, ...)".
    package static func unknownCategoryMessage(_ name: String, known: Set<Category>) -> String {
        "unknown category '\(name)' (known categories: \(known.sorted().map(\.rawValue).joined(separator: ", ")))"
    }
}
