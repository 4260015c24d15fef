/// A German tax identification number (Steuer-IdNr): eleven digits, the first not 0, and an
/// ISO 7064 MOD 11,10 check digit. Spaces are ignored.
package struct GermanTaxIDValidator: MatchValidator {
    package let name = "steuerId"

    package init() {}

    package func isValid(_ text: String) -> Bool {
        let digits = text.asciiDigits
        guard digits.count == 11, digits[0] != 0 else { return false }
        var product = 10
        for digit in digits[0..<10] {
            var sum = (digit + product) % 10
            if sum == 0 { sum = 10 }
            product = sum * 2 % 11
        }
        let check = 11 - product
        return digits[10] == (check == 10 ? 0 : check)
    }
}
