/// A number that is not a form's placeholder: its digits, after a leading `+` country code, neither
/// count up one by one ("123-456-789", "0123456789", "1234 5678 9012") nor repeat one digit
/// ("000 000 0000"), over six digits or more, nor begin with four zeros (a mask's bullets read
/// as zeros: "(•••) •••-0066" as "000-0 066"). An empty phone field shows such a number in grey,
/// which OCR reads as black; a person's number is none of these.
package struct PlaceholderDigitsValidator: MatchValidator {
    package let name = "notPlaceholder"

    package init() {}

    package func isValid(_ text: String) -> Bool {
        var body = Substring(text.drop { $0 == " " })
        if body.hasPrefix("+") {
            body = body.drop { $0 != " " && $0 != "-" && $0 != "." && $0 != "(" }
        }
        let digits = String(body).asciiDigits
        guard digits.count >= 6 else { return true }
        let countsUp = zip(digits, digits.dropFirst()).allSatisfy { ($0 + 1) % 10 == $1 }
        let repeats = Set(digits).count == 1
        let bulletsAsZeros = digits.prefix(4) == [0, 0, 0, 0]
        return !(countsUp || repeats || bulletsAsZeros)
    }
}
