import Foundation

/// Reads `.snapguard.json` with the pattern packs' located JSON reader: unknown keys and wrong
/// types are errors naming the file, line, column and key.
struct ConfigurationDecoder {
    let file: String

    init(file: String) { self.file = file }

    private static let keys: Set<String> = ["$schema", "patterns", "disable", "allow", "ignore", "minSeverity", "screens", "pairs", "noCover"]
    private static let ruleKeys: Set<String> = ["match", "mark", "allow"]
    private static let pairKeys: Set<String> = ["name", "active", "snapshot", "cover"]

    /// How a screen rule's "mark" is spelt.
    enum Mark: String, CaseIterable {
        case sensitive, notSensitive
    }

    mutating func decode(_ text: String) throws(ConfigurationError) -> GateConfiguration {
        do {
            return try decodeLocated(text)
        } catch {
            throw ConfigurationError(file: file, line: error.line, column: error.column, message: error.message)
        }
    }

    private mutating func decodeLocated(_ text: String) throws(PatternPackError) -> GateConfiguration {
        let root: JSONValue
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw PatternPackError(file: file, location: error.location, message: "invalid JSON: \(error.message)")
        }
        let reader = try JSONObjectReader(root, file: file, patternId: nil, what: "the configuration")
        try reader.rejectUnknownKeys(Self.keys)
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        var configuration = GateConfiguration()
        configuration.file = file
        configuration.patternFolders = (try reader.strings("patterns") ?? []).map {
            $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : folder.appendingPathComponent($0).standardizedFileURL
        }
        let disabled = try reader.strings("disable") ?? []
        configuration.disabledCategories = Set(disabled.map { Category($0) })
        configuration.categoryMentions += mentions(disabled, key: "disable", in: reader)
        configuration.allowedTerms = try reader.strings("allow") ?? []
        configuration.ignore = try (try reader.strings("ignore") ?? []).map { (pattern) throws(PatternPackError) in
            try glob(pattern, key: "ignore", in: reader)
        }
        configuration.minimumSeverity = try reader.enumeration("minSeverity", as: Severity.self)
        configuration.screenRules = try screenRules(reader)
        configuration.pairs = try pairs(reader, folder: folder)
        configuration.noCover = try (try reader.strings("noCover") ?? []).map { (pattern) throws(PatternPackError) in
            try glob(pattern, key: "noCover", in: reader)
        }
        configuration.categoryMentions += categoryMentions
        return configuration
    }

    /// Category names met while decoding screen rules, checked once the patterns are loaded.
    private var categoryMentions: [GateConfiguration.CategoryMention] = []

    private func mentions(_ names: [String], key: String, in reader: JSONObjectReader, member: String? = nil)
        -> [GateConfiguration.CategoryMention]
    {
        let location = reader.value(member ?? key)?.location
        return names.map { GateConfiguration.CategoryMention(category: Category($0), key: key,
                                                             line: location?.line, column: location?.column) }
    }

    /// A glob, or an error at its key when it is malformed (e.g. an unclosed "[").
    private func glob(_ pattern: String, key: String, in reader: JSONObjectReader, member: String? = nil)
        throws(PatternPackError) -> Glob
    {
        if let problem = Glob.problem(in: pattern) {
            throw reader.error("'\(key)': invalid glob '\(pattern)': \(problem)", at: reader.value(member ?? key)?.location)
        }
        return Glob(pattern)
    }

    private mutating func screenRules(_ reader: JSONObjectReader) throws(PatternPackError) -> [ScreenRule] {
        guard let value = reader.value("screens") else { return [] }
        guard case .array(let elements) = value.kind else {
            throw reader.error("'screens' must be an array of rules, not \(value.typeName)", at: value.location)
        }
        var rules: [ScreenRule] = []
        for (index, element) in elements.enumerated() {
            let rule = try JSONObjectReader(element, file: file, patternId: nil, what: "a screen rule")
            try rule.rejectUnknownKeys(Self.ruleKeys)
            let glob = try glob(try rule.requiredString("match"), key: "screens[\(index)].match", in: rule, member: "match")
            let mark = try rule.enumeration("mark", as: Mark.self)
            let allowed = try rule.strings("allow")
            if let allowed { categoryMentions += mentions(allowed, key: "screens[\(index)].allow", in: rule, member: "allow") }
            switch (mark, allowed) {
            case (.sensitive?, nil): rules.append(ScreenRule(glob: glob, treatment: .sensitive))
            case (.notSensitive?, nil): rules.append(ScreenRule(glob: glob, treatment: .notSensitive))
            case (nil, let allowed?): rules.append(ScreenRule(glob: glob, treatment: .allow(Set(allowed.map { Category($0) }))))
            case (nil, nil): throw rule.error("screen rule '\(glob)' needs \"mark\" (sensitive or notSensitive) or \"allow\"")
            case (.some, .some): throw rule.error("screen rule '\(glob)' has both \"mark\" and \"allow\"; use one",
                                                  at: rule.value("allow")?.location)
            }
        }
        return rules
    }

    /// "pairs": [{"name": "Balance", "active": "shots/Balance.png", "snapshot": "snaps/Balance.ktx", "cover": true}].
    private func pairs(_ reader: JSONObjectReader, folder: URL) throws(PatternPackError) -> [ScreenPair] {
        guard let value = reader.value("pairs") else { return [] }
        guard case .array(let elements) = value.kind else {
            throw reader.error("'pairs' must be an array of {\"active\", \"snapshot\"} objects, not \(value.typeName)", at: value.location)
        }
        var pairs: [ScreenPair] = []
        for element in elements {
            let entry = try JSONObjectReader(element, file: file, patternId: nil, what: "a pair")
            try entry.rejectUnknownKeys(Self.pairKeys)
            let active = resolve(try entry.requiredString("active"), in: folder)
            let snapshot = resolve(try entry.requiredString("snapshot"), in: folder)
            let name = try entry.string("name") ?? ScreenPair.name(ofActive: active)
            pairs.append(ScreenPair(name: name, active: active, snapshot: snapshot, coverRequired: try entry.bool("cover") ?? true))
        }
        return pairs
    }

    private func resolve(_ path: String, in folder: URL) -> String {
        path.hasPrefix("/") ? path : folder.appendingPathComponent(path).standardizedFileURL.path
    }
}
