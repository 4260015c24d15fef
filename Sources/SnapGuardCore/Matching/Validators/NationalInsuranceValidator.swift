/// A UK National Insurance number as HMRC issues them: two prefix letters, six digits and a suffix
/// A–D (`AB 12 34 56 C`). The first letter is never D, F, I, Q, U or V; the second never D, F, I, O,
/// Q, U or V; and the prefixes BG, GB, KN, NK, NT, TN and ZZ are not allocated. Spaces are ignored.
package struct NationalInsuranceValidator: MatchValidator {
    package let name = "nino"

    package init() {}

    private static let neverFirst = Set("DFIQUV")
    private static let neverSecond = Set("DFIOQUV")
    private static let unallocatedPrefixes: Set<String> = ["BG", "GB", "KN", "NK", "NT", "TN", "ZZ"]
    private static let suffixes = Set("ABCD")

    package func isValid(_ text: String) -> Bool {
        let characters = Array(text.filter { $0 != " " }.uppercased())
        guard characters.count == 9,
              characters[0...1].allSatisfy({ $0.isASCII && $0.isLetter }),
              characters[2...7].allSatisfy({ $0.isASCII && $0.isNumber }),
              Self.suffixes.contains(characters[8]),
              !Self.neverFirst.contains(characters[0]), !Self.neverSecond.contains(characters[1])
        else { return false }
        return !Self.unallocatedPrefixes.contains(String(characters[0...1]))
    }
}
