/// A UK National Insurance number (see `NationalInsuranceValidator`) as a blur or a JPEG leaves
/// it, for a number read beside its label: a digit read as the capital that looks like it (`O`
/// for 0, `I` or `l` for 1, `Z` 2, `S` 5, `G` 6, `B` 8), a prefix letter read as a digit (`5` S,
/// `8` B, `2` Z, `6` G, `0` O), and the suffix read as a digit (`8` B, `4` A, `0` or `O` D).
/// At most `maximumStandIns` such characters in all, and at least four of the six digits read as
/// digits; what is put back must be a number HMRC allocates.
package struct MisreadNationalInsuranceValidator: MatchValidator {
    package let name = "ninoMisread"

    package init() {}

    /// Most characters read as something else.
    static let maximumStandIns = 2
    private static let digitFor: [Character: Character] = ["O": "0", "I": "1", "l": "1", "Z": "2", "S": "5", "G": "6", "B": "8"]
    private static let letterFor: [Character: Character] = ["0": "O", "2": "Z", "5": "S", "6": "G", "8": "B"]
    private static let suffixFor: [Character: Character] = ["8": "B", "4": "A", "0": "D", "O": "D"]

    package func isValid(_ text: String) -> Bool {
        let read = Array(text.filter { $0 != " " })
        guard read.count == 9 else { return false }
        var characters = read
        var standIns = 0
        func putBack(_ index: Int, from table: [Character: Character], unless keep: (Character) -> Bool) -> Bool {
            guard !keep(characters[index]) else { return true }
            guard let replacement = table[characters[index]] else { return false }
            characters[index] = replacement
            standIns += 1
            return true
        }
        let isCapital = { (c: Character) in c.isASCII && c.isUppercase }
        let isDigit = { (c: Character) in c.isASCII && c.isNumber }
        guard (0...1).allSatisfy({ putBack($0, from: Self.letterFor, unless: isCapital) }),
              (2...7).allSatisfy({ putBack($0, from: Self.digitFor, unless: isDigit) }),
              putBack(8, from: Self.suffixFor, unless: { "ABCD".contains($0) })
        else { return false }
        return standIns <= Self.maximumStandIns && read[2...7].count(where: isDigit) >= 4
            && NationalInsuranceValidator().isValid(String(characters))
    }
}
