/// What a project tells the matcher about its own screens.
package struct MatchOptions: Sendable, Hashable {
    /// Categories never reported.
    package var disabledCategories: Set<Category>
    /// Text the app shows that is not sensitive, such as its own name: a match whose text equals
    /// or lies inside one of these (ignoring case) is dropped.
    package var allowedTerms: [String]
    /// Findings of lower severity are not reported.
    package var minimumSeverity: Severity

    package init(disabledCategories: Set<Category> = [], allowedTerms: [String] = [], minimumSeverity: Severity = .low) {
        self.disabledCategories = disabledCategories
        self.allowedTerms = allowedTerms
        self.minimumSeverity = minimumSeverity
    }
}
