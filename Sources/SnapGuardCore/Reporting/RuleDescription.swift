/// What a report says about a pattern: SARIF turns each into a rule.
package struct RuleDescription: Hashable, Sendable {
    package var id: String
    package var category: Category
    package var severity: Severity
    package var description: String

    package init(id: String, category: Category, severity: Severity, description: String) {
        self.id = id
        self.category = category
        self.severity = severity
        self.description = description
    }

    /// The description of a pattern of the library.
    package init(_ pattern: Pattern) {
        self.init(id: pattern.id, category: pattern.category, severity: pattern.severity, description: pattern.description)
    }

    /// A description made from a finding alone, for patterns the report does not describe.
    init(_ finding: Finding) {
        self.init(id: finding.patternId, category: finding.category, severity: finding.severity,
                  description: "Visible \(finding.category) data (pattern \(finding.patternId))")
    }
}
