import Testing
@testable import SnapGuardCore

@Suite struct LuhnValidatorTests {
    private let luhn = LuhnValidator()

    @Test(arguments: ["79927398713", "4111111111111111", "4111 1111 1111 1111", "0000000000000000", "378282246310005"])
    func acceptsValidCheckDigits(_ number: String) {
        #expect(luhn.isValid(number))
    }

    @Test(arguments: ["79927398710", "4111111111111112", "1234567812345678", "7", ""])
    func rejectsWrongCheckDigitsAndTooShortInput(_ number: String) {
        #expect(!luhn.isValid(number))
    }
}
