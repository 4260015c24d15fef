import Testing
@testable import SnapGuardCore

@Suite struct PersonalPhoneValidatorTests {
    @Test(arguments: [
        "1-800-555-0199", "(888) 555-0100", "877 555 0100", "+1 866 555 0100", "855-555-0100", "1 (844) 555-0100",
        "833.555.0100", "0800 123 4567", "0808 157 0192", "+44 800 123 4567", "+44 (0)808 157 0192",
        "0800 1234567", "+49 800 1234567", "0805 12 34 56", "1800 123 4567", "+91 1800 123 4567",
    ])
    func rejectsFreephoneNumbers(_ number: String) {
        #expect(!PersonalPhoneValidator().isValid(number))
    }

    @Test(arguments: [
        "(415) 555-0132", "+1 212 555 0123", "07700 900123", "+44 20 7946 0958", "030 12345678", "+33 6 12 34 56 78",
        "(11) 98765-4321", "+91 98765 43210", "0912 345 678", "+84 912 345 678",
    ])
    func acceptsOtherNumbers(_ number: String) {
        #expect(PersonalPhoneValidator().isValid(number))
    }
}
