/// A Spanish DNI (`12345678Z`) or NIE (`X1234567L`): eight digits, or X, Y or Z and seven digits,
/// then the control letter of the number mod 23. A hyphen or space before the letter is ignored.
package struct SpanishIDValidator: MatchValidator {
    package let name = "dni"

    package init() {}

    private static let controlLetters = Array("TRWAGMYFPDXBNJZSQVHLCKE")
    private static let niePrefixes: [Character: Int] = ["X": 0, "Y": 1, "Z": 2]

    package func isValid(_ text: String) -> Bool {
        var characters = Array(text.uppercased().filter { $0 != "-" && $0 != " " })
        guard characters.count == 9, let letter = characters.last else { return false }
        if let prefix = Self.niePrefixes[characters[0]] { characters[0] = Character(String(prefix)) }
        let body = characters.dropLast()
        guard body.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(String(body)) else { return false }
        return Self.controlLetters[number % 23] == letter
    }
}
