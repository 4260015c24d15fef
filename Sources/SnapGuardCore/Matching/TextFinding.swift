/// What a pattern found in a plain string, for `snapguard patterns test`.
public struct TextFinding: Sendable, Hashable {
    public var category: Category
    public var patternId: String
    public var severity: Severity
    /// The matched substring exactly as it stands in the input.
    public var text: String
    /// Where `text` stands in the input.
    public var range: Range<String.Index>

    public init(category: Category, patternId: String, severity: Severity, text: String, range: Range<String.Index>) {
        self.category = category
        self.patternId = patternId
        self.severity = severity
        self.text = text
        self.range = range
    }
}
