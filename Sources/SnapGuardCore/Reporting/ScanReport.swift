/// The result of one scan: every screen, and what they add up to.
public struct ScanReport: Sendable {
    /// The OWASP controls this check verifies. ("MASVS-PLATFORM-4", cited by some
    /// checklists, exists in no MASVS version.)
    package static let controls = ["MASVS-PLATFORM-3", "MASWE-0055", "MASTG-TEST-0059", "MASTG-TEST-0290"]

    package var toolName: String
    package var toolVersion: String
    /// Every screen, in the order of the scan's paths (folders listed in name order).
    public var screens: [ScreenResult]
    /// The patterns the scan looked for; reports may describe them (SARIF rules).
    package var rules: [RuleDescription]
    /// Set when the scan stopped early (Ctrl-C, SIGTERM): the screens are those that finished.
    package var interruption: ScanInterruption?
    /// The share of the images this scan covered (`--shard K/N`), nil for all of them: a report of
    /// an empty shard says which shard it is, so a merge can tell it from a report of nothing.
    package var shard: Shard?
    /// Things the reader of the report must know about how the gate was set, one line each: e.g.
    /// a configuration file that switches categories off (see `GateWeakening`). Every format shows them.
    package var warnings: [String]

    package init(screens: [ScreenResult], rules: [RuleDescription] = [], toolName: String = "snapguard",
                toolVersion: String = SnapGuard.version, interruption: ScanInterruption? = nil,
                shard: Shard? = nil, warnings: [String] = []) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.screens = screens
        self.rules = rules
        self.interruption = interruption
        self.shard = shard
        self.warnings = warnings
    }

    /// Every rule the findings need: the described ones first, then one made up for each other
    /// pattern id that has a finding.
    package var completeRules: [RuleDescription] {
        var rules = self.rules
        var known = Set(rules.map(\.id))
        for finding in screens.flatMap(\.findings) where known.insert(finding.patternId).inserted {
            rules.append(RuleDescription(finding))
        }
        return rules
    }

    /// How many screens passed, failed and could not be read.
    package var summary: Summary { Summary(screens) }

    /// How many screens have `verdict`: `report.count(of: .fail)`. Screens that could not be
    /// read count as `.error`, never as `.pass`.
    public func count(of verdict: Verdict) -> Int { screens.count { $0.verdict == verdict } }

    /// Whether the scan stopped before every screen was read (cancelled or interrupted): the
    /// screens are the ones that finished.
    public var isPartial: Bool { interruption != nil }

    /// Counts of screens by verdict.
    package struct Summary: Hashable, Sendable {
        /// Screens in the report.
        package var screens: Int
        /// Screens that passed.
        package var passed: Int
        /// Screens that failed.
        package var failed: Int
        /// Screens that could not be read: never passing.
        package var errors: Int

        package init(_ results: [ScreenResult]) {
            screens = results.count
            passed = results.count { $0.verdict == .pass }
            failed = results.count { $0.verdict == .fail }
            errors = results.count { $0.verdict == .error }
        }
    }
}

/// Facts about the SnapGuard build.
package enum SnapGuard {
    package static let version = "0.1.0"
}
