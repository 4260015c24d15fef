import Testing
@testable import SnapGuardCore

@Suite struct CalendarDateValidatorTests {
    private let date = CalendarDateValidator()

    @Test(arguments: ["03/15/1985", "15/03/1985", "1985-03-15", "15.03.1985", "03/15/85", "15 March 1985", "March 15, 1985", "1985年3月15日", "1985년 3월 15일", "16 de julio de 2002"])
    func acceptsRealDates(_ text: String) {
        #expect(date.isValid(text))
    }

    @Test(arguments: ["13/13/1985", "32/01/1985", "1985-13-01", "15/03/1850", "15/03/2185", "00/10/1990", "15/03", "March 1985", "1985年13月15日", "1850年3月15日"])
    func rejectsImpossibleDates(_ text: String) {
        #expect(!date.isValid(text))
    }

    /// A blur ran day and month together (the first separator lost): still a date when they are one.
    @Test(arguments: ["0903/1992", "1007/1963", "1220/1956"])
    func acceptsDayAndMonthRunTogether(_ text: String) {
        #expect(date.isValid(text))
    }

    @Test(arguments: ["1985/1992", "1399/1992", "0903/1850", "0903/92", "2024-2025"])
    func rejectsRunTogetherNonDates(_ text: String) {
        #expect(!date.isValid(text))
    }
}
