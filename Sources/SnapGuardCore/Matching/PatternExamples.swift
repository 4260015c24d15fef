/// A pattern's own test texts, run by `snapguard patterns check`.
public struct PatternExamples: Sendable, Hashable {
    /// Texts in which the pattern must find something.
    public var mustMatch: [String]
    /// Texts in which the pattern must find nothing.
    public var mustNotMatch: [String]

    public init(mustMatch: [String] = [], mustNotMatch: [String] = []) {
        self.mustMatch = mustMatch
        self.mustNotMatch = mustNotMatch
    }
}
