/// A check that a regular expression's match really is what the pattern claims, such as a Luhn sum.
/// Packs name validators in their `validators` list.
package protocol MatchValidator: Sendable {
    /// The name packs use, e.g. "luhn".
    var name: String { get }
    /// Whether the matched text (after OCR normalisation) is valid.
    func isValid(_ text: String) -> Bool
    /// Whether a check digit vouches for every digit of what it accepts (Luhn, mod 97), so a digit
    /// OCR read as punctuation may be put back before it is asked (see `NormalisedLine.digitGroupText`).
    var checksDigits: Bool { get }
}

extension MatchValidator {
    package var checksDigits: Bool { false }
}

extension String {
    /// The ASCII digits of the string, in order.
    var asciiDigits: [Int] {
        unicodeScalars.compactMap { ("0"..."9").contains($0) ? Int($0.value - 48) : nil }
    }
}
