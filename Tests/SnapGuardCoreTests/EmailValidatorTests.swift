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

    /// A generic name at a domain RFC 2606 / RFC 6761 reserve, or at a generic domain: a hint, nobody's address.
    @Test(arguments: [
        "you@example.com", "name@example.net", "your.name@example.org", "user@mail.example.com", "me@corp.example",
        "email@app.test", "someone@nowhere.invalid", "user@host.localhost", "YOU@EXAMPLE.COM", "you@company.com",
        "john.doe@yourdomain.com", "john.appleseed@apple.com", "jappleseed@icloud.com", "JohnAppleseed@me.com",
    ])
    func rejectsPlaceholders(_ address: String) {
        #expect(!email.isValid(address))
    }

    /// A UI test's fake account on a screen: in production that screen shows a real address.
    @Test(arguments: ["jordan.miller@example.com", "ava83@inbox.example.com", "qa.lead@app.test", "you@gmail.com",
                      "john.appleseed@gmail.com", "tim.smith@apple.com"])
    func acceptsPeoplesNamesAtReservedDomainsAndGenericNamesAtRealOnes(_ address: String) {
        #expect(email.isValid(address))
    }

    /// A dot of the domain read as a space under a light blur is put back, and the address checked as such.
    @Test(arguments: ["lucas3@mail example net", "ava.dubois@inbox example.com", "mia@inbox.example com"])
    func acceptsADomainWhoseDotWasReadAsASpace(_ address: String) {
        #expect(email.isValid(address))
    }

    @Test(arguments: ["you@example com", "your.name@inbox example.com", "icon@2x png", "john@example  com", "john@  mail.com"])
    func checksADomainWithSpacesAsIfTheyWereDots(_ address: String) {
        #expect(!email.isValid(address))
    }

    /// One space OCR set beside the @ (a face's wide side bearings) is not part of the address.
    @Test(arguments: ["mia.schmidt @example.org", "liam.garcia @ inbox.example.com", "john@ mail.com", "ava83 @gmail com"])
    func acceptsASpaceBesideTheAt(_ address: String) {
        #expect(email.isValid(address))
    }

    /// ... but the address is checked as if the space were not there, and two spaces are no address.
    @Test(arguments: ["your.name @example.com", "icon_1 @2x.png", "john  @mail.com", " @mail.com", "john. @mail.com"])
    func checksAnAddressSplitAtTheAtAsOne(_ address: String) {
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
