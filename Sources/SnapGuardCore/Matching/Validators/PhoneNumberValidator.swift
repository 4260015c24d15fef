/// A telephone number plausible for NANP, UK, DE, FR, VN, BR, ES or IN (dialled nationally or with '+' / '00'),
/// or, for other countries, a plausible E.164 number: '+' or '00', 8 to 15 digits, no leading zero,
/// and, when the first group holds the country code (`+81 3…`, `0081 3…`), no 0 right after it:
/// a national number loses its trunk 0 abroad (Italy's, which keeps it, aside). A run of digit
/// groups such as a zero-padded account number (`0071 0004 56789`) is no number dialled abroad.
package struct PhoneNumberValidator: MatchValidator {
    package let name = "phone"

    package init() {}

    package func isValid(_ text: String) -> Bool {
        var digits = text.asciiDigits
        let trimmed = text.drop { $0 == " " || $0 == "(" }
        let international = trimmed.hasPrefix("+") || (trimmed.hasPrefix("00") && digits.starts(with: [0, 0]))
        guard international else { return PhoneNumberPlan.all.contains { $0.isPlausibleNational(digits) } }
        if !trimmed.hasPrefix("+") { digits.removeFirst(2) }
        for plan in PhoneNumberPlan.all {
            if let plausible = plan.isPlausibleInternational(digits) { return plausible }
        }
        guard (8...15).contains(digits.count), digits.first != 0 else { return false }
        let groups = trimmed.drop { $0 == "+" }.split { !$0.isNumber }
        guard let first = groups.first, groups.count > 1 else { return true }
        let countryCode = first.dropFirst(trimmed.hasPrefix("+") ? 0 : 2)
        return countryCode.isEmpty || countryCode == "39" || groups[1].first != "0"
    }
}
