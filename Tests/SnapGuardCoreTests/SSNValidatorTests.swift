import Testing
@testable import SnapGuardCore

@Suite struct SSNValidatorTests {
    private let ssn = SSNValidator()

    @Test(arguments: ["123-45-6789", "536 22 1234", "001010001", "665-99-9999", "899-01-0001"])
    func acceptsIssuableNumbers(_ number: String) {
        #expect(ssn.isValid(number))
    }

    @Test(arguments: ["000-12-3456", "666-12-3456", "900-12-3456", "999-99-9999", "123-00-4567", "123-45-0000", "12-345-678"])
    func rejectsNumbersTheSSANeverIssues(_ number: String) {
        #expect(!ssn.isValid(number))
    }
}
