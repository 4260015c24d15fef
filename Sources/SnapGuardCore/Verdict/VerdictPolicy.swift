/// Decides a screen's verdict from its findings: the minimum severity, then per-screen rules.
public struct VerdictPolicy: Hashable, Sendable {
    /// Findings below this severity are reported but do not fail a screen.
    public var minimumSeverity: Severity
    /// Per-screen policies; the first rule whose glob matches a screen's path applies.
    public var screenRules: [ScreenRule]

    public init(minimumSeverity: Severity = .low, screenRules: [ScreenRule] = []) {
        self.minimumSeverity = minimumSeverity
        self.screenRules = screenRules
    }

    /// Whether a finding counts against a screen no rule applies to.
    public func counts(_ finding: Finding) -> Bool {
        finding.severity >= minimumSeverity
    }

    /// `.fail` when any finding counts, otherwise `.pass` (without screen rules).
    public func verdict(for findings: [Finding]) -> Verdict {
        findings.contains(where: counts) ? .fail : .pass
    }

    /// The first screen rule matching `path`.
    public func rule(for path: String) -> ScreenRule? {
        screenRules.first { $0.glob.matches(path) }
    }

    /// The screen with every finding judged: waivers for those that do not count, and the verdict.
    public func judge(_ screen: ScreenResult) -> ScreenResult {
        var judged = screen
        judged.waivers = [:]
        let rule = rule(for: screen.path)
        for finding in screen.findings {
            if let rule {
                if let waiver = rule.waiver(for: finding) { judged.waivers[finding] = waiver }
                if rule.treatment == .sensitive { continue }
            }
            if judged.waivers[finding] == nil, !counts(finding) {
                judged.waivers[finding] = Waiver(.severity, reason: "below the minimum severity \(minimumSeverity)")
            }
        }
        judged.settleVerdict()
        return judged
    }
}
