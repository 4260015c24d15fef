/// How reports word findings: the same short phrases in every format.
enum FindingText {
    /// "card •••• 1111", masked unless revealing was asked for. A fully redacted value (health
    /// terms, addresses) names its pattern instead, so a reviewer still sees what was found:
    /// "health (medication) ••••••".
    static func short(_ finding: Finding, _ options: ReportOptions) -> String {
        let shown = finding.shown(options)
        let kind = finding.patternId.split(separator: ".", maxSplits: 1).last.map(String.init) ?? finding.patternId
        guard !shown.contains(where: { $0.isLetter || $0.isNumber }), kind != finding.patternId else {
            return "\(finding.category) \(shown)"
        }
        return "\(finding.category) (\(kind)) \(shown)"
    }

    /// "2 findings: card •••• 1111, currency $••.67".
    static func list(_ findings: [Finding], _ options: ReportOptions) -> String {
        let count = "\(findings.count) finding\(findings.count == 1 ? "" : "s")"
        return count + ": " + findings.map { short($0, options) }.joined(separator: ", ")
    }

    /// One line with everything about a finding, for detailed listings.
    static func detailed(_ finding: Finding, waiver: Waiver?, _ options: ReportOptions) -> String {
        var line = "\(finding.severity) \(finding.category) \(finding.shown(options)) (pattern \(finding.patternId), "
            + "box \(finding.box), confidence \(Int((finding.confidence * 100).rounded()))%)"
        if let waiver { line += " — not failing: \(waiver.reason)" }
        return line
    }
}
