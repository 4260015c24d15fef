/// A date that can exist: year-month-day, or day and month in either order followed by the year;
/// or a month name with a day and a year, or a year, month and day with their signs (2002年7月16日). Four-digit years must lie in 1900...2100; a two-digit
/// year is accepted only last ("03/15/85"). Day and month run together before a four-digit year
/// ("0903/1992", a separator OCR lost under a blur) are taken as two two-digit numbers.
package struct CalendarDateValidator: MatchValidator {
    package let name = "date"

    package init() {}

    package func isValid(_ text: String) -> Bool {
        var parts = text.split(whereSeparator: { !$0.isNumber })
        if parts.count == 2, parts[0].count == 4, parts[1].count == 4, !text.contains(where: \.isLetter) {
            let dayAndMonth = parts[0]
            parts = [dayAndMonth.prefix(2), dayAndMonth.suffix(2), parts[1]]
        }
        let numbers = parts.compactMap { Int($0) }
        let isFourDigitYear = { (index: Int) in parts[index].count == 4 && (1900...2100).contains(numbers[index]) }
        if text.contains(where: \.isLetter) {
            // Year, month and day with their signs, as Chinese, Japanese and Korean write them: 2002年7月16日.
            if numbers.count == 3, isFourDigitYear(0) { return (1...12).contains(numbers[1]) && (1...31).contains(numbers[2]) }
            guard numbers.count == 2 else { return false }
            return (isFourDigitYear(1) && (1...31).contains(numbers[0]))
                || (isFourDigitYear(0) && (1...31).contains(numbers[1]))
        }
        guard numbers.count == 3 else { return false }
        if isFourDigitYear(0) { return (1...12).contains(numbers[1]) && (1...31).contains(numbers[2]) }
        guard isFourDigitYear(2) || parts[2].count == 2 else { return false }
        let (first, second) = (numbers[0], numbers[1])
        return ((1...31).contains(first) && (1...12).contains(second))
            || ((1...12).contains(first) && (1...31).contains(second))
    }
}
