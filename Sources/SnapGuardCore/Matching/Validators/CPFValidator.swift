/// A Brazilian CPF (Cadastro de Pessoas Físicas): eleven digits, `NNN.NNN.NNN-NN` or bare, whose
/// last two are mod-11 check digits of the ones before. Eleven equal digits (`111.111.111-11`), which
/// pass the arithmetic, are not issued.
package struct CPFValidator: MatchValidator {
    package let name = "cpf"

    package init() {}

    package func isValid(_ text: String) -> Bool {
        let d = text.asciiDigits
        guard d.count == 11, Set(d).count > 1 else { return false }
        return d[9] == Self.checkDigit(d[0..<9]) && d[10] == Self.checkDigit(d[0..<10])
    }

    /// Weights count down to 2 from the last digit; the check is (10 × sum) mod 11, with 10 read as 0.
    private static func checkDigit(_ digits: ArraySlice<Int>) -> Int {
        let weightOfFirst = digits.count + 1
        let sum = digits.enumerated().reduce(0) { $0 + $1.element * (weightOfFirst - $1.offset) }
        let remainder = sum * 10 % 11
        return remainder == 10 ? 0 : remainder
    }
}
