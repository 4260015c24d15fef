/// A pattern that came close on a screen without making a finding, and why it did not.
///
/// Recorded only while a screen is explained (`ScanSession.explain`): a user whose leaky screen
/// passed sees, for instance, that a card number was read but failed its Luhn check (a digit
/// misread), or that a date matched but no label such as "Date of birth" stood near it.
package struct NearMiss: Hashable, Sendable {
    /// Why a match was not kept.
    package enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// The text matched the pattern's expression, but this validator rejected it: a checksum
        /// (Luhn, IBAN mod-97, Verhoeff), an impossible date, a reserved or role address, a
        /// freephone number.
        case rejectedBy(validator: String)
        /// The pattern needs one of its context words near the value, and none was.
        case contextMissing
        /// The pattern needs its screen-wide context (a currency sign anywhere on the screen, or a
        /// list of lone codes), and none was there.
        case screenContextMissing
        /// The pattern needs the value alone on its line (a code in an authenticator's row), and
        /// other words or numbers stood beside it.
        case notAlone
        /// The screen is a shop or a market with nothing of the user's own money on it, where the
        /// pack's figures (prices, quotes) are public (a pack's `publicScreen`), and no finding
        /// of another category makes them the user's own.
        case publicScreen
        /// One of the pattern's excluded words stood near the value.
        case excludedWordNearby
        /// The value continues a mask the app drew (`••••4821`, `***-**-6789`).
        case alreadyMasked
        /// The text is, or lies inside, a term the configuration allows.
        case allowedTerm
        /// A more specific pattern matched overlapping text; its id.
        case outranked(by: String)
        /// The pattern's category is switched off.
        case categoryDisabled
        /// The pattern's severity is below the minimum the matcher reports.
        case belowMinimumSeverity(Severity)
        /// Only a label whose end a blur left unreadable stood near the value, and no other
        /// finding on the screen has one of the categories such a match needs beside it.
        case blurredLabelAlone
        /// No label stood near the value, which its pattern lets count only beside other personal
        /// data (`PatternContext.unlabelledAlongside`), and no other finding on the screen is such data.
        case unlabelledAlone
        /// The pattern's matches count only beside another finding of some categories
        /// (`PatternContext.onlyAlongside`: a card's expiry beside its number), and none was on the screen.
        case companyMissing

        package var description: String {
            switch self {
            case .rejectedBy(let validator): "rejected by validator \(validator)"
            case .contextMissing: "required context word missing"
            case .screenContextMissing: "screen context missing"
            case .notAlone: "other text beside it on its line"
            case .publicScreen: "a public figure on a shop or market screen, and no other personal data on it"
            case .excludedWordNearby: "excluded word nearby"
            case .alreadyMasked: "value already masked by the app"
            case .allowedTerm: "inside an allowed term"
            case .outranked(let winner): "outranked by \(winner)"
            case .categoryDisabled: "category disabled"
            case .belowMinimumSeverity(let minimum): "below the minimum severity \(minimum)"
            case .blurredLabelAlone: "only a blurred label near it, and no other personal data on the screen"
            case .unlabelledAlone: "no label near it, and no other personal data on the screen"
            case .companyMissing: "counts only beside other data it belongs to, and none was on the screen"
            }
        }
    }

    /// The id of the pattern that came close, e.g. "card.number".
    package var patternId: String
    /// The pattern's category.
    package var category: Category
    /// The pattern's severity: how bad a leak it would have been.
    package var severity: Severity
    /// Why the match made no finding.
    package var reason: Reason
    /// The text the pattern matched (masked when printed; `revealed` for the raw OCR text).
    package var value: SensitiveValue
    /// Where the text is, in the pixels of the image that was read.
    package var box: BoundingBox
    /// Which read of the screen it came from: "upright", or a turn tried on a screen that looked covered.
    package var attempt: String

    /// A near miss; `attempt` is set by the recorder that receives it.
    package init(patternId: String, category: Category, severity: Severity, reason: Reason, value: SensitiveValue,
                box: BoundingBox, attempt: String = ScanExplanation.upright) {
        self.patternId = patternId
        self.category = category
        self.severity = severity
        self.reason = reason
        self.value = value
        self.box = box
        self.attempt = attempt
    }
}
