/// A Brazilian CNPJ (Cadastro Nacional da Pessoa Jurídica): fourteen digits,
/// `NN.NNN.NNN/NNNN-NN`, whose last two are mod-11 check digits of the ones before, weighted
/// 2 to 9 from the right and starting again. Fourteen equal digits are not issued.
package struct CNPJValidator: MatchValidator {
    package let name = "cnpj"

    package init() {}

    package func isValid(_ text: String) -> Bool {
        let d = text.asciiDigits
        guard d.count == 14, Set(d).count > 1 else { return false }
        return d[12] == Self.checkDigit(d[0..<12]) && d[13] == Self.checkDigit(d[0..<13])
    }

    /// Weights 2, 3, … 9, 2, 3, … from the last digit leftwards; 11 minus the sum mod 11, 10 and 11 read as 0.
    private static func checkDigit(_ digits: ArraySlice<Int>) -> Int {
        let sum = digits.reversed().enumerated().reduce(0) { $0 + $1.element * (2 + $1.offset % 8) }
        let digit = 11 - sum % 11
        return digit >= 10 ? 0 : digit
    }
}
