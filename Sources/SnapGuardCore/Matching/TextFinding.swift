/// What a pattern found in a plain string, for `snapguard patterns test`.
package struct TextFinding: Sendable, Hashable {
    package var category: Category
    package var patternId: String
    package var severity: Severity
    /// The matched substring exactly as it stands in the input.
    package var text: String
    /// Where `text` stands in the input.
    package var range: Range<String.Index>

    package init(category: Category, patternId: String, severity: Severity, text: String, range: Range<String.Index>) {
        self.category = category
        self.patternId = patternId
        self.severity = severity
        self.text = text
        self.range = range
    }
}
