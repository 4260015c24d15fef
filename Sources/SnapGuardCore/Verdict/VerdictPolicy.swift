/// Decides a screen's verdict, once, from its findings: the per-screen rule that matches its
/// path, the minimum severity, then the baseline of findings already accepted.
///
/// `ScreenAnalyser` applies it to every screen it reads, so a library caller and the command
/// line get the same verdict; nothing downstream changes it.
public struct VerdictPolicy: Hashable, Sendable {
    /// Findings below this severity are reported but do not fail a screen.
    public var minimumSeverity: Severity
    /// Per-screen policies; the first rule whose glob matches a screen's path applies.
    package var screenRules: [ScreenRule]
    /// Findings accepted as they are: they are reported but do not fail a screen.
    package var baseline: Baseline?

    /// A policy that fails a screen on any finding of `minimumSeverity` or above.
    public init(minimumSeverity: Severity = .low) {
        self.init(minimumSeverity: minimumSeverity, screenRules: [], baseline: nil)
    }

    /// A policy with per-screen rules and a baseline, as a configuration file sets them;
    /// `baseline` has no default, which keeps this initialiser apart from the public one.
    package init(minimumSeverity: Severity = .low, screenRules: [ScreenRule] = [], baseline: Baseline?) {
        self.minimumSeverity = minimumSeverity
        self.screenRules = screenRules
        self.baseline = baseline
    }

    /// Whether a finding's severity reaches the minimum.
    package func counts(_ finding: Finding) -> Bool {
        finding.severity >= minimumSeverity
    }

    /// The first screen rule matching `path`.
    package func rule(for path: String) -> ScreenRule? {
        screenRules.first { $0.glob.matches(path) }
    }

    /// The judged result of a screen read at `path`: every finding judged (waivers for those that
    /// do not count) and the verdict decided, `.fail` when any finding still counts, `.pass`
    /// otherwise. (A screen that could not be read is `ScreenResult.unreadable`, never judged.)
    package func judge(path: String, width: Int, height: Int, findings: [Finding],
                      overlayDetected: Bool = false) -> ScreenResult {
        var waivers: [Finding: Waiver] = [:]
        let rule = rule(for: path)
        for finding in findings {
            if let rule {
                if let waiver = rule.waiver(for: finding) { waivers[finding] = waiver }
                if rule.treatment == .sensitive { continue }
            }
            if waivers[finding] == nil, !counts(finding) {
                waivers[finding] = Waiver(.severity, reason: "below the minimum severity \(minimumSeverity)")
            }
        }
        if let baseline { baseline.waive(findings, on: ScreenName(path: path), in: &waivers) }
        let fails = findings.contains { waivers[$0] == nil }
        return ScreenResult(path: path, verdict: fails ? .fail : .pass, width: width, height: height, findings: findings,
                            overlayDetected: overlayDetected, waivers: waivers)
    }
}
