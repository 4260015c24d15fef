/// Words that must stand near a match, or that make it more certain, and words that rule it out.
///
/// "Near" means on the match's own line or on the line above it (where a label usually stands), and
/// also on the line below when `includesLineBelow` (a wrapped message: "498577 is your" / "sign-in code").
/// A `screen` expression looks at every line of the screen instead.
/// Words compare like term lists: ignoring case and diacritics, tolerant of OCR look-alikes.
package struct PatternContext: Sendable, Hashable {
    /// Words or phrases such as "balance", "Số dư", "verification code".
    package var words: [String]
    /// When true a match counts only with one of `words` nearby; otherwise they raise confidence.
    /// Empty when the context only lists `excludedWords`: then matches keep their full confidence.
    package var isRequired: Bool
    /// Words or phrases that, nearby, drop the match (e.g. "zip code" for one-time codes).
    package var excludedWords: [String]
    /// Whether `words` and `excludedWords` also count on the line below a match that more words follow
    /// on its own line (a sentence that wraps), and, with `standsAlone`, below any match (a lone
    /// value's caption under it: an authenticator's code over its issuer's name).
    package var includesLineBelow: Bool
    /// A regular expression that must match somewhere on the screen (any line of the text) for a
    /// match to count, such as the currency sign whose misreading a pattern looks for; nil for none.
    package var screen: String?
    /// Labels whose last word a blur left unreadable, which count as context only on a screen
    /// that shows other personal data; nil for none.
    package var blurredLabels: BlurredLabels?
    /// Categories that let a match of an `isRequired` context count without its words: on a
    /// screen where another finding (not low severity, not itself counted this way) has one of
    /// them. A light blur leaves an email address readable and its small "Email" label not
    /// (`Emat`, `fm`); beside a person's phone number or address, the address is theirs. Empty
    /// for none: a match without its words never counts.
    package var unlabelledAlongside: [Category]
    /// Categories one of which another finding on the screen (not low severity, counting on its
    /// own) must have for any match to count: a card's expiry date is part of a card only beside
    /// its number; alone, under a masked number (`•••• 4821`), it identifies nothing. Empty for none.
    package var onlyAlongside: [Category]
    /// When true a match counts only when it stands alone on its line: nothing beside it but debris
    /// (see `LoneValue`). An authenticator shows a code alone in its row, under the issuer; a
    /// number inside a sentence, after a label or in a table row is something else.
    package var standsAlone: Bool
    /// The number of different values, each standing alone on its line, that also make the
    /// screen-wide context hold (with `screen`) or that the screen must show (without it): a list
    /// of lone six-digit codes is an authenticator's, whatever its title says. Nil for none.
    package var repeated: Int?

    package init(words: [String], isRequired: Bool, excludedWords: [String] = [], includesLineBelow: Bool = false,
                screen: String? = nil, blurredLabels: BlurredLabels? = nil, unlabelledAlongside: [Category] = [],
                onlyAlongside: [Category] = [], standsAlone: Bool = false, repeated: Int? = nil) {
        self.words = words
        self.isRequired = isRequired
        self.excludedWords = excludedWords
        self.includesLineBelow = includesLineBelow
        self.screen = screen
        self.blurredLabels = blurredLabels
        self.unlabelledAlongside = unlabelledAlongside
        self.onlyAlongside = onlyAlongside
        self.standsAlone = standsAlone
        self.repeated = repeated
    }

    /// A label of which OCR read the beginning but not the end: a light blur leaves "Date of" of a
    /// small grey "Date of birth" readable and turns "birth" into "bem", "term" or "bư", which no
    /// edit distance tells from "Date of bill". Such a label, one of `phrases` (a doubted word of
    /// it may be one OCR edit off: "Dete de") followed by exactly one word OCR doubted, standing
    /// where a context word would (the whole line above the match, or everything before it on
    /// its line), counts as context, but the match then counts only on
    /// a screen where another pattern found data of one of the `alongside` categories (a person's
    /// phone, address or ID number: a personal-details screen, where "Date of …" above a date is
    /// most likely a birth date). A clean screen of booking or billing dates is never failed by it.
    package struct BlurredLabels: Sendable, Hashable {
        /// The readable beginnings, such as "date of".
        package var phrases: [String]
        /// Categories one of which another finding on the screen must have.
        package var alongside: [Category]

        package init(phrases: [String], alongside: [Category]) {
            self.phrases = phrases
            self.alongside = alongside
        }
    }
}
