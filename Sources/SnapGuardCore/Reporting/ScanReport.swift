/// The result of one scan: every screen, and what they add up to.
public struct ScanReport: Sendable {
    /// The OWASP controls this check verifies. ("MASVS-PLATFORM-4", cited by some
    /// checklists, exists in no MASVS version.)
    public static let controls = ["MASVS-PLATFORM-3", "MASWE-0055", "MASTG-TEST-0059", "MASTG-TEST-0290"]

    public var toolName: String
    public var toolVersion: String
    public var screens: [ScreenResult]
    /// The patterns the scan looked for; reports may describe them (SARIF rules).
    public var rules: [RuleDescription]
    /// Set when the scan stopped early (Ctrl-C, SIGTERM): the screens are those that finished.
    public var interruption: ScanInterruption?
    /// The share of the images this scan covered (`--shard K/N`), nil for all of them: a report of
    /// an empty shard says which shard it is, so a merge can tell it from a report of nothing.
    public var shard: Shard?
    /// Things the reader of the report must know about how the gate was set, one line each: e.g.
    /// a configuration file that switches categories off (see `GateWeakening`). Every format shows them.
    public var warnings: [String]

    public init(screens: [ScreenResult], rules: [RuleDescription] = [], toolName: String = "snapguard",
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
    public var completeRules: [RuleDescription] {
        var rules = self.rules
        var known = Set(rules.map(\.id))
        for finding in screens.flatMap(\.findings) where known.insert(finding.patternId).inserted {
            rules.append(RuleDescription(finding))
        }
        return rules
    }

    public var summary: Summary { Summary(screens) }

    /// Counts of screens by verdict.
    public struct Summary: Hashable, Sendable {
        public var screens: Int
        public var passed: Int
        public var failed: Int
        public var errors: Int

        public init(_ results: [ScreenResult]) {
            screens = results.count
            passed = results.count { $0.verdict == .pass }
            failed = results.count { $0.verdict == .fail }
            errors = results.count { $0.verdict == .error }
        }
    }
}

/// Facts about the SnapGuard build.
public enum SnapGuard {
    public static let version = "0.1.0"
}
