import Testing
@testable import SnapGuardCore

@Suite struct EmailValidatorTests {
    private let email = EmailValidator()

    @Test(arguments: ["john@example.com", "j.doe+bank@mail.co.uk", "nguyen.van.a@gmail.com.vn", "a@b.io"])
    func acceptsAddresses(_ address: String) {
        #expect(email.isValid(address))
    }

    @Test(arguments: [
        "john@localhost", ".john@example.com", "john.@example.com", "jo..hn@example.com", "john@-example.com",
        "john@example.c", "john@example.123", "john@@example.com", "john@exa_mple.com",
        String(repeating: "a", count: 65) + "@example.com",
    ])
    func rejectsMalformedAddresses(_ address: String) {
        #expect(!email.isValid(address))
    }
}
