/// What a pattern looks for: a regular expression or a list of terms.
package enum PatternSource: Sendable, Hashable {
    /// An ICU regular expression (NSRegularExpression syntax).
    case regex(String, caseSensitive: Bool)
    /// Words or phrases compared ignoring case and diacritics, with OCR tolerance when `fuzzy`;
    /// `followedBy`, a regular expression, must match right after the term (e.g. a dose or a lab value).
    case terms([String], followedBy: String?, fuzzy: Bool)
}
