/// An Indian Permanent Account Number: five letters, four digits, one letter (`AAAAA9999A`), whose
/// fourth letter is a holder category the Income Tax Department assigns: P person, C company,
/// H Hindu undivided family, F firm, A association of persons, T trust, B body of individuals,
/// L local authority, J artificial juridical person, G government. OCR reads a digit of the number
/// as a look-alike capital at times (`S` for 5, `O` for 0, `I` for 1, `B` for 8): those count as
/// digits when at least one real digit is among the four.
package struct PANValidator: MatchValidator {
    package let name = "pan"

    package init() {}

    private static let holderCategories = Set("PCHFATBLJG")
    private static let digitLookalikes = Set("OISB")

    package func isValid(_ text: String) -> Bool {
        let characters = Array(text)
        guard characters.count == 10 else { return false }
        let isCapital = { (c: Character) in c.isASCII && c.isUppercase }
        return characters[0..<5].allSatisfy(isCapital)
            && characters[5..<9].allSatisfy { ($0.isASCII && $0.isNumber) || Self.digitLookalikes.contains($0) }
            && characters[5..<9].contains { $0.isASCII && $0.isNumber }
            && isCapital(characters[9])
            && Self.holderCategories.contains(characters[3])
    }
}
