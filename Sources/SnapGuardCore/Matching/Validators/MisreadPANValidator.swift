/// An Indian PAN (see `PANValidator`) as a blur or a JPEG leaves it, for a PAN read beside its
/// label: besides the look-alike capitals `PANValidator` takes for digits, a letter read as a
/// digit or bracket that looks like it (`0` O, `1` I, `5` S, `8` B in the letters; also `)`, `]`
/// J and `|` I in the last one: "RYLPG2593)"), and one digit read as `%` ("HAUPP110%C"). At most
/// `maximumStandIns` such characters in all; at least two of the four digits read as digits; the
/// fourth letter, as read or put back, a holder category.
package struct MisreadPANValidator: MatchValidator {
    package let name = "panMisread"

    package init() {}

    /// Most characters read as something else (a look-alike in a letter's place, a `%` for a digit).
    static let maximumStandIns = 2
    private static let letterFor: [Character: Character] = ["0": "O", "1": "I", "5": "S", "8": "B"]
    private static let lastLetterFor: [Character: Character] = ["0": "O", "1": "I", "5": "S", "8": "B", ")": "J",
                                                                "]": "J", "|": "I"]
    private static let digitLookalikes = Set("OISB")

    package func isValid(_ text: String) -> Bool {
        var characters = Array(text)
        guard characters.count == 10 else { return false }
        let isCapital = { (c: Character) in c.isASCII && c.isUppercase }
        let isDigit = { (c: Character) in c.isASCII && c.isNumber }
        var standIns = 0
        for index in 0..<5 where !isCapital(characters[index]) {
            guard let letter = Self.letterFor[characters[index]] else { return false }
            characters[index] = letter
            standIns += 1
        }
        if !isCapital(characters[9]) {
            guard let letter = Self.lastLetterFor[characters[9]] else { return false }
            characters[9] = letter
            standIns += 1
        }
        let digits = characters[5..<9]
        standIns += digits.count { $0 == "%" }
        return standIns <= Self.maximumStandIns
            && digits.allSatisfy { isDigit($0) || $0 == "%" || Self.digitLookalikes.contains($0) }
            && digits.count(where: isDigit) >= 2
            && PANValidator().isValid(String(characters.prefix(5)) + "1234" + String(characters[9]))
    }
}
