/// A telephone number that can be a person's: not a freephone number, which belongs to a company.
/// Rejects NANP toll-free codes (800, 833, 844, 855, 866, 877, 888, with or without the leading 1
/// or +1) and freephone ranges of the UK (0800, 0808), Germany (0800), France (0800 to 0805) and
/// India (1800); the same numbers dialled with their country code are rejected too.
package struct PersonalPhoneValidator: MatchValidator {
    package let name = "personalPhone"

    package init() {}

    private static let nanpTollFree: Set<Int> = [800, 833, 844, 855, 866, 877, 888]

    package func isValid(_ text: String) -> Bool {
        var digits = text.asciiDigits
        let trimmed = text.drop { $0 == " " || $0 == "(" }
        let international = trimmed.hasPrefix("+") || trimmed.hasPrefix("00")
        if trimmed.hasPrefix("00") { digits.removeFirst(min(2, digits.count)) }
        let national: [Int]
        if international {
            if digits.starts(with: [1]) {
                national = Array(digits.dropFirst())
            } else if digits.starts(with: [9, 1]) {
                national = Array(digits.dropFirst(2))
            } else if let code = [[4, 4], [4, 9], [3, 3]].first(where: { digits.starts(with: $0) }) {
                national = [0] + digits.dropFirst(code.count).drop { $0 == 0 }
            } else {
                return true
            }
        } else {
            let nanpWithTrunk = digits.count == 11 && digits.first == 1 && !digits.starts(with: [1, 8, 0, 0])
            national = nanpWithTrunk ? Array(digits.dropFirst()) : digits
        }
        if national.count == 10, Self.nanpTollFree.contains(national[0] * 100 + national[1] * 10 + national[2]) {
            return false
        }
        let prefix = national.prefix(4).reduce(0) { $0 * 10 + $1 }
        return ![800, 808, 801, 802, 803, 804, 805].contains(prefix) && prefix != 1800
    }
}
