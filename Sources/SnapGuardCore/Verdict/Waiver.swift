/// Why a finding is reported but does not fail its screen.
public struct Waiver: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Below the minimum severity.
        case severity
        /// A screen rule of the configuration: the screen is not sensitive, or allows the category.
        case screenRule
        /// Already recorded in the baseline.
        case baseline
    }

    public var kind: Kind
    /// One line for reports, e.g. "screen rule '*Pricing*' allows currency".
    public var reason: String

    public init(_ kind: Kind, reason: String) {
        self.kind = kind
        self.reason = reason
    }
}
