import Testing
@testable import SnapGuardCore

@Suite struct EmailValidatorTests {
    private let email = EmailValidator()

    @Test(arguments: ["john@mailbox.org", "j.doe+bank@mail.co.uk", "nguyen.van.a@gmail.com.vn", "a@b.io"])
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

    /// RFC 2606 and RFC 6761 reserve these for documentation and tests: nobody's address.
    @Test(arguments: [
        "you@example.com", "john@example.net", "a.b@example.org", "jane@mail.example.com", "me@corp.example",
        "user@app.test", "x@nowhere.invalid", "root@host.localhost", "YOU@EXAMPLE.COM",
    ])
    func rejectsReservedDocumentationDomains(_ address: String) {
        #expect(!email.isValid(address))
    }

    @Test(arguments: ["icon@2x.png", "avatar@3x.jpg", "logo@1.5x.webp", "banner@2x.PNG", "chart@large.pdf"])
    func rejectsFileNamesThatLookLikeAddresses(_ name: String) {
        #expect(!email.isValid(name))
    }

    @Test(arguments: ["anna@examples.com", "x@2xbank.com", "me@test-lab.io", "bob@exampleco.org"])
    func acceptsDomainsThatOnlyResembleReservedOnes(_ address: String) {
        #expect(email.isValid(address))
    }
}
