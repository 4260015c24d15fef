/// A payment card number: a known issuer's prefix and length, and a valid Luhn check digit.
/// Separators between digit groups are ignored, however OCR split or merged the groups.
package struct CardNumberValidator: MatchValidator {
    package let name = "card"
    package let checksDigits = true

    package init() {}

    package func isValid(_ text: String) -> Bool {
        let digits = text.asciiDigits
        return LuhnValidator.isValid(digits: digits) && CardIssuer.known.contains { $0.issues(digits) }
    }
}
