/// Words that must stand near a match, or that make it more certain, and words that rule it out.
///
/// "Near" means on the match's own line or on the line above it (where a label usually stands), and
/// also on the line below when `includesLineBelow` (a wrapped message: "498577 is your" / "sign-in code").
/// A `screen` expression looks at every line of the screen instead.
/// Words compare like term lists: ignoring case and diacritics, tolerant of OCR look-alikes.
public struct PatternContext: Sendable, Hashable {
    /// Words or phrases such as "balance", "Số dư", "verification code".
    public var words: [String]
    /// When true a match counts only with one of `words` nearby; otherwise they raise confidence.
    /// Empty when the context only lists `excludedWords`: then matches keep their full confidence.
    public var isRequired: Bool
    /// Words or phrases that, nearby, drop the match (e.g. "zip code" for one-time codes).
    public var excludedWords: [String]
    /// Whether `words` and `excludedWords` also count on the line below a match that more words follow
    /// on its own line (a sentence that wraps).
    public var includesLineBelow: Bool
    /// A regular expression that must match somewhere on the screen (any line of the text) for a
    /// match to count, such as the currency sign whose misreading a pattern looks for; nil for none.
    public var screen: String?

    public init(words: [String], isRequired: Bool, excludedWords: [String] = [], includesLineBelow: Bool = false,
                screen: String? = nil) {
        self.words = words
        self.isRequired = isRequired
        self.excludedWords = excludedWords
        self.includesLineBelow = includesLineBelow
        self.screen = screen
    }
}
