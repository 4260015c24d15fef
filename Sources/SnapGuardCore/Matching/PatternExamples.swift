/// A pattern's own test texts, run by `snapguard patterns check`.
package struct PatternExamples: Sendable, Hashable {
    /// Texts in which the pattern must find something.
    package var mustMatch: [String]
    /// Texts in which the pattern must find nothing.
    package var mustNotMatch: [String]

    package init(mustMatch: [String] = [], mustNotMatch: [String] = []) {
        self.mustMatch = mustMatch
        self.mustNotMatch = mustNotMatch
    }
}
