import Foundation

/// Turns a pack's JSON text into a validated, compiled `PatternPack` (schema: `Patterns/README.md`).
struct PatternPackDecoder {
    let file: String
    let validators: ValidatorRegistry

    private static let packKeys: Set<String> = ["pack", "description", "publicScreen", "patterns"]
    private static let publicScreenKeys: Set<String> = ["screen", "unless"]
    private static let patternKeys: Set<String> = [
        "id", "category", "severity", "description", "regex", "caseSensitive", "terms", "followedBy",
        "fuzzy", "run", "validators", "context", "mask", "priority", "examples",
    ]
    private static let runKeys: Set<String> = ["numbered", "plain"]
    private static let contextKeys: Set<String> = ["words", "required", "exclude", "lineBelow", "screen", "blurredLabels", "unlabelledAlongside",
                                                    "onlyAlongside", "alone", "repeated"]
    private static let blurredLabelKeys: Set<String> = ["phrases", "alongside"]
    private static let exampleKeys: Set<String> = ["match", "noMatch"]
    private static let idShape = try! NSRegularExpression(pattern: "^[a-z0-9]+(?:[._-][a-z0-9]+)*$")

    func decode(_ text: String) throws(PatternPackError) -> PatternPack {
        let root: JSONValue
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw PatternPackError(file: file, location: error.location, message: "invalid JSON: \(error.message)")
        }
        let pack = try JSONObjectReader(root, file: file, patternId: nil, what: "a pack")
        try pack.rejectUnknownKeys(Self.packKeys)
        let name = try pack.requiredString("pack")
        guard let patternsValue = pack.value("patterns"), case .array(let elements) = patternsValue.kind,
              !elements.isEmpty
        else { throw pack.error("'patterns' must be a non-empty array of patterns") }
        let publicScreen = try decodePublicScreen(pack)
        var patterns: [Pattern] = []
        var ids = Set<String>()
        for element in elements {
            let pattern = try decodePattern(element, publicScreen: publicScreen)
            guard ids.insert(pattern.id).inserted else {
                throw PatternPackError(file: file, location: element.location, patternId: pattern.id,
                                       message: "duplicate pattern id")
            }
            patterns.append(pattern)
        }
        return PatternPack(name: name, file: file, description: try pack.string("description") ?? "",
                           patterns: patterns)
    }

    private func decodePattern(_ value: JSONValue, publicScreen: PublicScreenRule?) throws(PatternPackError) -> Pattern {
        let id = try JSONObjectReader(value, file: file, patternId: nil, what: "a pattern").requiredString("id")
        let reader = try JSONObjectReader(value, file: file, patternId: id, what: "a pattern")
        guard Self.idShape.firstMatch(in: id, range: NSRange(location: 0, length: (id as NSString).length)) != nil
        else { throw reader.error("id must be lower-case words joined by '.', '-' or '_'", at: reader.value("id")?.location) }
        try reader.rejectUnknownKeys(Self.patternKeys)

        let source = try decodeSource(reader)
        let validatorNames = try reader.strings("validators") ?? []
        var validators: [any MatchValidator] = []
        for name in validatorNames {
            guard let validator = self.validators.validator(named: name) else {
                throw reader.error("unknown validator '\(name)' (known: \(self.validators.names.joined(separator: ", ")))",
                                   at: reader.value("validators")?.location)
            }
            validators.append(validator)
        }
        let context = try decodeContext(reader)
        let examples = try decodeExamples(reader)
        let run = try decodeRun(reader)
        let category = Category(try reader.requiredString("category"))
        return Pattern(
            id: id,
            category: category,
            severity: try reader.enumeration("severity", as: Severity.self) ?? .high,
            description: try reader.requiredString("description"),
            source: source,
            validatorNames: validatorNames,
            context: context,
            mask: try decodeMask(reader),
            priority: try reader.integer("priority") ?? 0,
            examples: examples,
            run: run,
            compiled: CompiledPattern(
                engine: try compileEngine(source, run: run, reader),
                validators: validators,
                contextWords: context.flatMap { $0.words.isEmpty ? nil : TermList($0.words, fuzzy: true, tolerantPhrases: true) },
                excludedWords: context.flatMap { $0.excludedWords.isEmpty ? nil : TermList($0.excludedWords, fuzzy: false) },
                contextIsRequired: context?.isRequired ?? false,
                contextIncludesLineBelow: context?.includesLineBelow ?? false,
                screenContext: try context?.screen.map { (pattern) throws(PatternPackError) in
                    try compileScreenContext(pattern, reader)
                },
                blurredLabels: context?.blurredLabels.map(BlurredLabelRule.init),
                unlabelledAlongside: Set(context?.unlabelledAlongside ?? []),
                onlyAlongside: Set(context?.onlyAlongside ?? []),
                standsAlone: context?.standsAlone ?? false,
                repeated: context?.repeated,
                publicScreen: publicScreen?.forFigures(of: category)
            )
        )
    }

    /// The mask style; `redacted` when the pattern names none. Legacy names (`initials`) still load.
    private func decodeMask(_ reader: JSONObjectReader) throws(PatternPackError) -> MaskStyle {
        if let name = try reader.string("mask"), let legacy = MaskStyle.legacyNames[name] { return legacy }
        return try reader.enumeration("mask", as: MaskStyle.self) ?? .redacted
    }

    private func decodeSource(_ reader: JSONObjectReader) throws(PatternPackError) -> PatternSource {
        let regex = try reader.string("regex"), terms = try reader.strings("terms")
        switch (regex, terms) {
        case (let regex?, nil):
            for key in ["followedBy", "fuzzy", "run"] where reader.value(key) != nil {
                throw reader.error("'\(key)' applies only to term lists", at: reader.value(key)?.location)
            }
            return .regex(regex, caseSensitive: try reader.bool("caseSensitive") ?? false)
        case (nil, let terms?):
            guard !terms.isEmpty, terms.allSatisfy({ !TermToken.tokens(in: $0).isEmpty }) else {
                throw reader.error("'terms' must list words, none of them empty", at: reader.value("terms")?.location)
            }
            if reader.value("caseSensitive") != nil {
                throw reader.error("'caseSensitive' applies only to regular expressions",
                                   at: reader.value("caseSensitive")?.location)
            }
            return .terms(terms, followedBy: try reader.string("followedBy"), fuzzy: try reader.bool("fuzzy") ?? true)
        case (nil, nil): throw reader.error("needs either 'regex' or 'terms'")
        case (.some, .some): throw reader.error("has both 'regex' and 'terms'; use one", at: reader.value("terms")?.location)
        }
    }

    private func compileEngine(_ source: PatternSource, run: TermRun?, _ reader: JSONObjectReader)
        throws(PatternPackError) -> CompiledPattern.Engine
    {
        if case .terms(let terms, _, let fuzzy) = source, let run {
            return .termRun(TermRunFinder(terms: TermList(terms, fuzzy: fuzzy), run: run))
        }
        switch source {
        case .regex(let pattern, let caseSensitive):
            return .regex(try compileRegex(pattern, caseSensitive: caseSensitive, key: "regex", reader))
        case .terms(let terms, let followedBy, let fuzzy):
            let suffix = try followedBy.map { (pattern) throws(PatternPackError) in
                try compileRegex(pattern, caseSensitive: false, key: "followedBy", reader)
            }
            return .terms(TermList(terms, fuzzy: fuzzy), followedBy: suffix)
        }
    }

    private func compileRegex(_ pattern: String, caseSensitive: Bool, key: String, _ reader: JSONObjectReader)
        throws(PatternPackError) -> NSRegularExpression
    {
        do {
            return try NSRegularExpression(pattern: pattern, options: caseSensitive ? [] : [.caseInsensitive])
        } catch {
            throw reader.error("invalid regular expression: \(Self.explanation(of: pattern, icuError: error))",
                               at: reader.value(key)?.location)
        }
    }

    /// Why `pattern` does not compile. ICU's error on Linux says only "the value is invalid", so
    /// Swift's own regex parser, whose syntax is close, is asked for a precise reason first.
    private static func explanation(of pattern: String, icuError: any Error) -> String {
        do {
            _ = try Regex(pattern)
            return icuError.localizedDescription
        } catch {
            return "\(error)"
        }
    }

    /// The pack's `publicScreen`: two expressions, `screen` and `unless`, both required.
    private func decodePublicScreen(_ pack: JSONObjectReader) throws(PatternPackError) -> PublicScreenRule? {
        guard let rule = try pack.object("publicScreen", what: "'publicScreen'") else { return nil }
        try rule.rejectUnknownKeys(Self.publicScreenKeys)
        guard let screen = try rule.string("screen"), let unless = try rule.string("unless") else {
            throw rule.error("'publicScreen' needs 'screen' (a shop or market screen) and 'unless' (the user's own money), two regular expressions")
        }
        let compile = { (key: String, pattern: String) throws(PatternPackError) -> NSRegularExpression in
            do {
                return try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
            } catch {
                throw rule.error("invalid regular expression in 'publicScreen.\(key)': \(Self.explanation(of: pattern, icuError: error))",
                                 at: rule.value(key)?.location)
            }
        }
        return PublicScreenRule(screen: try compile("screen", screen), unless: try compile("unless", unless))
    }

    /// A context's `screen` expression, case-insensitive like a pattern's.
    private func compileScreenContext(_ pattern: String, _ reader: JSONObjectReader) throws(PatternPackError) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        } catch {
            throw reader.error("invalid regular expression in 'context.screen': \(Self.explanation(of: pattern, icuError: error))",
                               at: reader.value("context")?.location)
        }
    }

    /// `run`: terms that count only together (see `TermRun`); not with `followedBy`.
    private func decodeRun(_ reader: JSONObjectReader) throws(PatternPackError) -> TermRun? {
        guard let run = try reader.object("run", what: "'run'") else { return nil }
        try run.rejectUnknownKeys(Self.runKeys)
        if reader.value("followedBy") != nil {
            throw reader.error("'run' and 'followedBy' cannot be combined", at: reader.value("run")?.location)
        }
        guard let numbered = try run.integer("numbered"), let plain = try run.integer("plain"),
              numbered >= 2, plain >= 2
        else { throw run.error("'run' needs 'numbered' and 'plain', each a whole number of at least 2") }
        return TermRun(numbered: numbered, plain: plain)
    }

    private func decodeContext(_ reader: JSONObjectReader) throws(PatternPackError) -> PatternContext? {
        guard let context = try reader.object("context", what: "'context'") else { return nil }
        try context.rejectUnknownKeys(Self.contextKeys)
        let words = try context.strings("words") ?? [], excluded = try context.strings("exclude") ?? []
        let screen = try context.string("screen")
        let standsAlone = try context.bool("alone") ?? false
        let repeated = try context.integer("repeated")
        guard !words.isEmpty || !excluded.isEmpty || screen != nil || repeated != nil else {
            throw context.error("'context' needs a non-empty 'words' or 'exclude' list, a 'screen' expression or 'repeated'")
        }
        if let repeated {
            let location = context.value("repeated")?.location
            guard standsAlone else { throw context.error("'repeated' counts values standing alone: it needs \"alone\": true", at: location) }
            guard repeated >= 2 else { throw context.error("'repeated' needs a whole number of at least 2", at: location) }
        }
        let isRequired = try context.bool("required") ?? false
        if isRequired && words.isEmpty { throw context.error("'required' context needs a non-empty 'words' list") }
        let blurredLabels = try decodeBlurredLabels(context)
        if blurredLabels != nil && !isRequired {
            throw context.error("'blurredLabels' needs a 'required' context", at: context.value("blurredLabels")?.location)
        }
        let unlabelledAlongside = try context.strings("unlabelledAlongside")
        if let unlabelledAlongside {
            let location = context.value("unlabelledAlongside")?.location
            guard isRequired else { throw context.error("'unlabelledAlongside' needs a 'required' context", at: location) }
            guard !unlabelledAlongside.isEmpty, !unlabelledAlongside.contains(where: \.isEmpty) else {
                throw context.error("'unlabelledAlongside' needs a non-empty list of categories", at: location)
            }
        }
        let onlyAlongside = try context.strings("onlyAlongside")
        if let onlyAlongside, onlyAlongside.isEmpty || onlyAlongside.contains(where: \.isEmpty) {
            throw context.error("'onlyAlongside' needs a non-empty list of categories", at: context.value("onlyAlongside")?.location)
        }
        return PatternContext(words: words, isRequired: isRequired,
                              excludedWords: excluded,
                              includesLineBelow: try context.bool("lineBelow") ?? false, screen: screen,
                              blurredLabels: blurredLabels, unlabelledAlongside: (unlabelledAlongside ?? []).map { Category($0) },
                              onlyAlongside: (onlyAlongside ?? []).map { Category($0) },
                              standsAlone: standsAlone, repeated: repeated)
    }

    /// `context.blurredLabels`: readable beginnings of labels (each with a letter) and the
    /// categories one of which must be found elsewhere on the screen, both non-empty.
    private func decodeBlurredLabels(_ context: JSONObjectReader) throws(PatternPackError) -> PatternContext.BlurredLabels? {
        guard let labels = try context.object("blurredLabels", what: "'blurredLabels'") else { return nil }
        try labels.rejectUnknownKeys(Self.blurredLabelKeys)
        guard let phrases = try labels.strings("phrases"), !phrases.isEmpty,
              phrases.allSatisfy({ !TermToken.tokens(in: $0).isEmpty })
        else { throw labels.error("'blurredLabels' needs 'phrases', a list of label beginnings with a letter or digit each") }
        guard let alongside = try labels.strings("alongside"), !alongside.isEmpty, !alongside.contains(where: \.isEmpty) else {
            throw labels.error("'blurredLabels' needs 'alongside', a non-empty list of categories")
        }
        return PatternContext.BlurredLabels(phrases: phrases, alongside: alongside.map { Category($0) })
    }

    private func decodeExamples(_ reader: JSONObjectReader) throws(PatternPackError) -> PatternExamples {
        guard let examples = try reader.object("examples", what: "'examples'") else {
            throw reader.error("missing 'examples': give at least one text it must match")
        }
        try examples.rejectUnknownKeys(Self.exampleKeys)
        guard let mustMatch = try examples.strings("match"), !mustMatch.isEmpty else {
            throw examples.error("'examples' needs at least one text under 'match'")
        }
        return PatternExamples(mustMatch: mustMatch, mustNotMatch: try examples.strings("noMatch") ?? [])
    }
}
