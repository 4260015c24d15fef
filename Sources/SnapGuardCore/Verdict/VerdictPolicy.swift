/// Decides a screen's verdict from its findings.
public struct VerdictPolicy: Hashable, Sendable {
    /// Findings below this severity are reported but do not fail a screen.
    public var minimumSeverity: Severity

    public init(minimumSeverity: Severity = .low) {
        self.minimumSeverity = minimumSeverity
    }

    /// Whether a finding counts against the screen.
    public func counts(_ finding: Finding) -> Bool {
        finding.severity >= minimumSeverity
    }

    /// `.fail` when any finding counts, otherwise `.pass`.
    public func verdict(for findings: [Finding]) -> Verdict {
        findings.contains(where: counts) ? .fail : .pass
    }
}
