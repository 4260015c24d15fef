/// A per-screen policy from the configuration: screens whose path matches the glob are treated
/// as the rule says. Rules are ordered; the first that matches a screen decides.
package struct ScreenRule: Hashable, Sendable {
    package enum Treatment: Hashable, Sendable {
        /// Every finding fails the screen, whatever its severity.
        case sensitive
        /// Findings are reported but never fail the screen.
        case notSensitive
        /// Findings of these categories are reported but do not fail (a pricing screen showing prices).
        case allow(Set<Category>)
    }

    package var glob: Glob
    package var treatment: Treatment

    package init(glob: Glob, treatment: Treatment) {
        self.glob = glob
        self.treatment = treatment
    }

    /// The waiver this rule gives a finding, or nil when the finding counts.
    func waiver(for finding: Finding) -> Waiver? {
        switch treatment {
        case .sensitive:
            return nil
        case .notSensitive:
            return Waiver(.screenRule, reason: "screen rule '\(glob)' marks the screen not sensitive")
        case .allow(let categories):
            guard categories.contains(finding.category) else { return nil }
            return Waiver(.screenRule, reason: "screen rule '\(glob)' allows \(finding.category)")
        }
    }
}
