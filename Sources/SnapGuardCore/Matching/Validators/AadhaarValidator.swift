/// An Indian Aadhaar number: twelve digits, the first 2–9, with a valid Verhoeff check digit.
/// Spaces and hyphens between groups are ignored.
package struct AadhaarValidator: MatchValidator {
    package let name = "aadhaar"

    package init() {}

    package func isValid(_ text: String) -> Bool {
        let digits = text.asciiDigits
        guard digits.count == 12, let first = digits.first, first >= 2 else { return false }
        return VerhoeffValidator.isValid(digits: digits)
    }
}
