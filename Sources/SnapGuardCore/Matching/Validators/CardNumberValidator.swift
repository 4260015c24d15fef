/// A payment card number: a known issuer's prefix and length, and a valid Luhn check digit.
/// Separators between digit groups are ignored, however OCR split or merged the groups.
public struct CardNumberValidator: MatchValidator {
    public let name = "card"

    public init() {}

    public func isValid(_ text: String) -> Bool {
        let digits = text.asciiDigits
        return LuhnValidator.isValid(digits: digits) && CardIssuer.known.contains { $0.issues(digits) }
    }
}
