/// The ways a configuration file switches the gate off, in part or whole. A `.snapguard.json` is
/// found upwards from the working folder, so it can come with a pull request; whatever in it lets
/// a leak through is said on standard error and in every report, and `--strict-config` refuses it.
///
/// What weakens the gate: categories of the built-in patterns switched off (`disable`), a minimum
/// severity above `low` (`minSeverity`), screen rules that mark screens not sensitive or allow
/// built-in categories on them (`screens`), images left out of the scan (`ignore`), and pairs
/// that need no cover (`noCover`). What only adds to it is fine: its own pattern packs (their
/// matches never outrank a built-in one, see `PatternMatch.resolvingOverlaps`), allowed terms
/// such as the app's name, screen rules that mark screens sensitive, and pairs.
extension GateConfiguration {
    /// One line per way this configuration, as read from its file, weakens the gate, each naming
    /// the file (`file` as shown); empty when it weakens nothing. `builtInCategories` are the
    /// categories of SnapGuard's own patterns.
    package func weakenings(shownAs file: String, builtInCategories: Set<Category>) -> [String] {
        var found: [String] = []
        let disabled = disabledCategories.intersection(builtInCategories)
        if !disabled.isEmpty {
            found.append("\"disable\" switches off the built-in categories \(Self.list(disabled)): they are never reported")
        }
        if let minimumSeverity, minimumSeverity > .low {
            found.append("\"minSeverity\" raises the minimum severity to \(minimumSeverity): findings below it never fail a screen")
        }
        for rule in screenRules {
            switch rule.treatment {
            case .notSensitive:
                found.append("\"screens\" marks screens matching '\(rule.glob)' not sensitive: their findings never fail")
            case .allow(let categories) where !categories.isDisjoint(with: builtInCategories):
                found.append("\"screens\" lets screens matching '\(rule.glob)' show \(Self.list(categories.intersection(builtInCategories))) "
                                 + "without failing")
            case .allow, .sensitive:
                continue
            }
        }
        if !ignore.isEmpty {
            found.append("\"ignore\" leaves images matching \(ignore.map { "'\($0)'" }.joined(separator: ", ")) out of the scan")
        }
        if !noCover.isEmpty {
            found.append("\"noCover\" lets pairs matching \(noCover.map { "'\($0)'" }.joined(separator: ", ")) "
                             + "go without a privacy cover")
        }
        return found.map { "\(file): \($0)" }
    }

    private static func list(_ categories: Set<Category>) -> String {
        categories.map(\.rawValue).sorted().joined(separator: ", ")
    }
}
