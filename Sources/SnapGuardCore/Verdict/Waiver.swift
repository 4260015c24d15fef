/// Why a finding is reported but does not fail its screen.
package struct Waiver: Hashable, Sendable, Codable {
    package enum Kind: String, Hashable, Sendable, Codable {
        /// Below the minimum severity.
        case severity
        /// A screen rule of the configuration: the screen is not sensitive, or allows the category.
        case screenRule
        /// Already recorded in the baseline.
        case baseline
    }

    package var kind: Kind
    /// One line for reports, e.g. "screen rule '*Pricing*' allows currency".
    package var reason: String

    package init(_ kind: Kind, reason: String) {
        self.kind = kind
        self.reason = reason
    }
}
