/// Letters OCR reads in place of digits, and when it is safe to read them back as digits.
///
/// A token (text between spaces) is numeric when, after an optional currency or sign prefix and
/// before an optional '%' or '°' suffix, it starts with a digit, holds at least two digits, and
/// otherwise contains only look-alike letters and number punctuation. Only inside such tokens do
/// O/o become 0, I/l/| become 1, S become 5 and B become 8. Tokens that start with a look-alike
/// ("B12", "S3", "O2") or contain any other letter ("HbA1c", "iOS") are left alone, so the
/// correction cannot turn a word into a number.
enum DigitLookalikes {
    static let digitFor: [UTF16.CodeUnit: UTF16.CodeUnit] = Dictionary(uniqueKeysWithValues: zip(
        "OoIl|SB".utf16, "0011158".utf16
    ))
    private static let numberPunctuation = Set(".,'-/:".utf16)
    private static let prefixes = Set("$€£¥₹₩₫+-(".utf16)
    private static let suffixes = Set("%°)".utf16)

    /// Replaces look-alikes in the numeric token `units[range]`, in place.
    static func correct(_ units: inout [UTF16.CodeUnit], in range: Range<Int>) {
        var start = range.lowerBound, end = range.upperBound
        while start < end, prefixes.contains(units[start]) { start += 1 }
        while end > start, suffixes.contains(units[end - 1]) { end -= 1 }
        guard start < end, isDigit(units[start]) else { return }
        var digits = 0, lookalikes = 0
        for unit in units[start..<end] {
            if isDigit(unit) { digits += 1 }
            else if digitFor[unit] != nil { lookalikes += 1 }
            else if !numberPunctuation.contains(unit) { return }
        }
        guard lookalikes > 0, digits >= 2 else { return }
        for index in start..<end {
            if let digit = digitFor[units[index]] { units[index] = digit }
        }
    }

    static func isDigit(_ unit: UTF16.CodeUnit) -> Bool { (0x30...0x39).contains(unit) }
}
