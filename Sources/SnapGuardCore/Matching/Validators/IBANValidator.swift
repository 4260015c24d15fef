/// An International Bank Account Number: a country from the SWIFT IBAN registry, that country's
/// length, and the ISO 7064 mod-97 check. Spaces and hyphens between groups are ignored, and so is
/// case (`de89 3704 …` as some apps print it).
package struct IBANValidator: MatchValidator {
    package let name = "iban"

    package init() {}

    package func isValid(_ text: String) -> Bool {
        let characters = Array(text.uppercased().unicodeScalars.filter { $0 != " " && $0 != "-" })
        guard characters.count >= 4,
              let length = IBANRegistry.lengths[String(String.UnicodeScalarView(characters.prefix(2)))],
              characters.count == length,
              characters[2...3].allSatisfy({ ("0"..."9").contains($0) })
        else { return false }
        var remainder = 0
        for scalar in characters[4...] + characters[..<4] {
            switch scalar {
            case "0"..."9": remainder = (remainder * 10 + Int(scalar.value - 48)) % 97
            case "A"..."Z": remainder = (remainder * 100 + Int(scalar.value - 55)) % 97
            default: return false
            }
        }
        return remainder == 1
    }
}
