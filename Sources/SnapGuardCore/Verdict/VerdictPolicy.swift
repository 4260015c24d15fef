/// Decides a screen's verdict, once, from its findings: the per-screen rule that matches its
/// path, the minimum severity, then the baseline of findings already accepted.
///
/// `ScreenAnalyzer` applies it to every screen it reads, so a library caller and the command
/// line get the same verdict; nothing downstream changes it.
public struct VerdictPolicy: Hashable, Sendable {
    /// Findings below this severity are reported but do not fail a screen.
    public var minimumSeverity: Severity
    /// Per-screen policies; the first rule whose glob matches a screen's path applies.
    public var screenRules: [ScreenRule]
    /// Findings accepted as they are: they are reported but do not fail a screen.
    public var baseline: Baseline?

    public init(minimumSeverity: Severity = .low, screenRules: [ScreenRule] = [], baseline: Baseline? = nil) {
        self.minimumSeverity = minimumSeverity
        self.screenRules = screenRules
        self.baseline = baseline
    }

    /// Whether a finding's severity reaches the minimum.
    public func counts(_ finding: Finding) -> Bool {
        finding.severity >= minimumSeverity
    }

    /// The first screen rule matching `path`.
    public func rule(for path: String) -> ScreenRule? {
        screenRules.first { $0.glob.matches(path) }
    }

    /// The screen with every finding judged (waivers for those that do not count) and its verdict
    /// settled: `.fail` when any finding still counts, `.pass` otherwise; `.error` stays.
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
        if let baseline { baseline.waive(in: &judged) }
        judged.settleVerdict()
        return judged
    }
}
