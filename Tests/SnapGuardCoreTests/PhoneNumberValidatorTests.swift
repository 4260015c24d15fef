import Testing
@testable import SnapGuardCore

@Suite struct PhoneNumberValidatorTests {
    private let phone = PhoneNumberValidator()

    @Test(arguments: [
        "(415) 555-2671", "415.555.2671", "1 415 555 2671", "+1 212 555 0123",  // NANP
        "+44 20 7946 0958", "+44 (0)20 7946 0958", "020 7946 0958", "07700 900123",  // UK
        "+49 30 1234567", "030 12345678", "0151 23456789",  // DE
        "+33 1 23 45 67 89", "01 23 45 67 89", "06 12 34 56 78",  // FR
        "+84 912 345 678", "0912 345 678", "028 3822 1234",  // VN
        "+81 3-1234-5678", "0081 3 1234 5678",  // E.164 elsewhere
    ])
    func acceptsPlausibleNumbers(_ number: String) {
        #expect(phone.isValid(number))
    }

    @Test(arguments: [
        "(115) 555-2671",  // NANP area code cannot start with 1
        "415 155 2671",  // nor the exchange
        "415 555 267",  // nine digits
        "0044 0 12",  // too short after the country code
        "+1 415 555 26710",  // NANP with 11 digits
        "+33 0 12 34 56 7",  // FR too short
        "+84 123 456 78",  // VN mobile must start 3, 5, 7, 8 or 9
        "12345678",  // no trunk 0, no '+'
        "+0 123 4567 890",  // no country code starts with 0
    ])
    func rejectsImplausibleNumbers(_ number: String) {
        #expect(!phone.isValid(number))
    }
}
