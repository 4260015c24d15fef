/// A telephone number plausible for NANP, UK, DE, FR, VN, BR, ES or IN (dialled nationally or with '+' / '00'),
/// or, for other countries, a plausible E.164 number: '+', 8 to 15 digits, no leading zero.
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
        return (8...15).contains(digits.count) && digits.first != 0
    }
}
