/// A date that can exist: day 1–31 and month 1–12 in day-month or month-day order, or year first,
/// with a four-digit year from 1900 on. Month names (English, German, French, Vietnamese "tháng")
/// count as months.
public struct CalendarDateValidator: MatchValidator {
    public let name = "date"

    public init() {}

    public func isValid(_ text: String) -> Bool {
        let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        let hasMonthName = text.contains(where: \.isLetter)
        guard let year = numbers.first(where: { $0 >= 1000 }), (1900...2100).contains(year) else { return false }
        let others = numbers.filter { $0 != year }
        if hasMonthName && others.count == 1 { return (1...31).contains(others[0]) }
        guard others.count == 2 else { return false }
        let (first, second) = (others[0], others[1])
        return ((1...31).contains(first) && (1...12).contains(second))
            || ((1...12).contains(first) && (1...31).contains(second))
    }
}
