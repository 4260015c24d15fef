/// A French social security number (NIR, numéro de sécurité sociale): thirteen digits (sex 1 or 2,
/// year, month, place, order) and a two-digit key equal to 97 minus the number mod 97. Spaces are
/// ignored. Corsican numbers (département 2A/2B) are not handled.
package struct FrenchNIRValidator: MatchValidator {
    package let name = "nir"

    package init() {}

    package func isValid(_ text: String) -> Bool {
        let digits = text.asciiDigits
        guard digits.count == 15, text.allSatisfy({ $0.isNumber || $0 == " " }), [1, 2].contains(digits[0])
        else { return false }
        let month = digits[3] * 10 + digits[4]
        guard (1...12).contains(month) || (20...42).contains(month) || (50...99).contains(month) else { return false }
        let number = digits[0..<13].reduce(0) { $0 * 10 + $1 }
        let key = digits[13] * 10 + digits[14]
        return key == 97 - number % 97
    }
}
