import Testing
@testable import SnapGuardCore

@Suite struct IBANValidatorTests {
    private let iban = IBANValidator()

    /// The example IBAN of every country in the SWIFT IBAN registry.
    static let registryExamples = FixtureFile.lines("iban-registry-examples.txt")

    @Test func everyRegistryCountryHasAnExample() {
        let countries = Set(Self.registryExamples.map { String($0.prefix(2)) })
        #expect(countries == Set(IBANRegistry.lengths.keys))
    }

    @Test(arguments: registryExamples)
    func acceptsTheRegistryExample(_ example: String) {
        #expect(iban.isValid(example))
    }

    @Test(arguments: registryExamples)
    func rejectsTheExampleWithOneDigitChangedOrOneCharacterMissing(_ example: String) {
        var changed = Array(example)
        changed[5] = changed[5] == "1" ? "2" : "1"
        #expect(!iban.isValid(String(changed)))
        #expect(!iban.isValid(String(example.dropLast())))
    }

    @Test func acceptsSpacesBetweenGroups() {
        #expect(iban.isValid("DE89 3704 0044 0532 0130 00"))
    }

    @Test func rejectsUnknownCountries() {
        #expect(!iban.isValid("XX89370400440532013000"))
    }

    @Test func ignoresCaseAndHyphensBetweenGroups() {
        #expect(iban.isValid("de89370400440532013000"))
        #expect(iban.isValid("DE89-3704-0044-0532-0130-00"))
        #expect(!iban.isValid("de89-3704-0044-0532-0130-01"))
    }
}
