/// The Luhn (mod 10) check digit used by payment cards. Non-digits are ignored.
package struct LuhnValidator: MatchValidator {
    package let name = "luhn"
    package let checksDigits = true

    package init() {}

    package func isValid(_ text: String) -> Bool { Self.isValid(digits: text.asciiDigits) }

    static func isValid(digits: [Int]) -> Bool {
        guard digits.count >= 2 else { return false }
        let sum = digits.reversed().enumerated().reduce(0) { total, element in
            let (position, digit) = element
            guard position % 2 == 1 else { return total + digit }
            let doubled = digit * 2
            return total + (doubled > 9 ? doubled - 9 : doubled)
        }
        return sum % 10 == 0
    }
}
