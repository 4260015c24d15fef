/// An Indian Aadhaar number: twelve digits, the first 2–9, with a valid Verhoeff check digit.
/// Spaces and hyphens between groups are ignored.
public struct AadhaarValidator: MatchValidator {
    public let name = "aadhaar"

    public init() {}

    public func isValid(_ text: String) -> Bool {
        let digits = text.asciiDigits
        guard digits.count == 12, let first = digits.first, first >= 2 else { return false }
        return VerhoeffValidator.isValid(digits: digits)
    }
}
