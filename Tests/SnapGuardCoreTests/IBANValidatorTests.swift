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

    /// Small grey type loses a digit of the account part to a colon or full stop: each digit is
    /// tried in its place, and mod 97 accepts at most one (inside the number: see below).
    @Test(arguments: registryExamples)
    func acceptsOneDigitOfTheAccountPartReadAsAColon(_ example: String) {
        var read = Array(example.filter { $0 != " " })
        guard let last = read.indices.last(where: { read[$0].isNumber }), last >= 4 else { return }
        read[last] = ":"
        #expect(iban.isValid(String(read)), "\(String(read))")
        read[last] = "."
        #expect(iban.isValid(String(read)) == (last < read.count - 1), "\(String(read)): a full stop at the end is a sentence's")
    }

    @Test(arguments: ["AT37 4539 2590 435: 1149", "AT37 4539 2590 43:: 1148", "AT3: 4539 2590 4356 1148",
                      "DE89 3704 0044 0532 01:0 01", "AT37 4539 2590 4356 1148 :1",
                      // A number a digit short that ends a sentence: its full stop is never tried as
                      // a digit (about one in ten such numbers would pass with some digit).
                      "DE89 3704 0044 0532 0130 0.", "Reference DE29 1417 7763 1706 6907 4."])
    func rejectsAStandInThatNoDigitRepairs(_ text: String) {
        #expect(!iban.isValid(text))
    }

    @Test func acceptsSpacesBetweenGroups() {
        #expect(iban.isValid("DE89 3704 0044 0532 0130 00"))
    }

    @Test func rejectsUnknownCountries() {
        #expect(!iban.isValid("XX89370400440532013000"))
    }

    /// Small grey type: `IE` read as `TE` or `1E`, a check digit `0` read as `O`. The look-alikes
    /// are put back only where the text as read cannot be an IBAN (no registry country, a letter
    /// for a check digit), and the repaired reading still has to pass length and mod-97.
    @Test(arguments: registryExamples)
    func repairsACountryCodeOrCheckDigitReadAsALookAlike(_ example: String) {
        let chars = Array(example)
        if chars[0] == "I", IBANRegistry.lengths["T" + String(chars[1])] == nil {
            #expect(iban.isValid("T" + String(chars[1...])), "\(example)")
        }
        if chars[2] == "0" {
            #expect(iban.isValid(String(chars[0..<2]) + "O" + String(chars[3...])), "\(example)")
        }
        var wrong = chars
        wrong[5] = wrong[5] == "1" ? "2" : "1"
        #expect(!iban.isValid("T" + String(wrong[1...])), "a repaired reading still needs its check")
    }

    @Test func repairsTheIrishIBANsOfAStatement() {
        #expect(iban.isValid("TE04 BOFI 8592 8652 1410 66"))
        #expect(iban.isValid("IEO6 BOFI 1210 4263 4892 34"))
        #expect(iban.isValid("1E56 AIBK 7986 9933 2599 52"))
        #expect(!iban.isValid("TE04 BOFI 8592 8652 1410 67"))
        #expect(!iban.isValid("IEO6 BOFI 1210 4263 4892 35"))
    }

    /// Read with the Vietnamese model beside English, dark-mode JPEG statements come back with a
    /// check digit 6 as `ó` and the I of `IE` or of the bank code `BOFI` as a bracket or `!`.
    @Test(arguments: ["IE4ó AIBK 0199 4849 7335 67", "IEó5 AIBK 6733 5529 5466 98", "[E78 BOFI 5912 1623 4100 09",
                      "IE90 BOF! 6568 6938 8054 74", "IE78 BOF] 5912 1623 4100 09", "IE90 BOF| 6568 6938 8054 74",
                      "[E90 BOF! 6568 6938 8054 74"])
    func repairsTheLookAlikesOfAVietnameseRead(_ read: String) {
        #expect(iban.isValid(read))
    }

    /// The repaired readings still need their check, a stand-in is never the last character (a
    /// sentence's `!`), and at most two are tried.
    @Test(arguments: ["IE4ó AIBK 0199 4849 7335 68", "IE90 BOF! 6568 6938 8054 75", "IE90 BOFI 6568 6938 8054 7!",
                      "IE90 BOF! 6568 6938 8054 7!", "IE90 B!F! 6568 6938 8054 7!", "IE4ó AIB! 0199 4849 7335 6!"])
    func rejectsLookAlikesOfAVietnameseReadThatNoReadingRepairs(_ read: String) {
        #expect(!iban.isValid(read))
    }

    /// Every registry example whose account part holds an I still passes with that I read as `!`.
    @Test(arguments: registryExamples.filter { $0.dropFirst(4).contains("I") })
    func acceptsAnIOfTheAccountPartReadAsAnExclamationMark(_ example: String) {
        let index = example.dropFirst(4).firstIndex(of: "I")!
        var read = example
        read.replaceSubrange(index...index, with: "!")
        #expect(iban.isValid(read), "\(read)")
    }

    /// Read case-insensitively, these lines of prose have a country's length and pass mod 97 once
    /// their `IS`, `SO` or `LO` is taken for check digits (found by brute force over short words);
    /// an IBAN's account part is mostly digits, and a repair needs them.
    @Test(arguments: ["noise and sea that", "noise the this bar", "noise the from our"])
    func neverRepairsProseIntoAnIBAN(_ prose: String) {
        #expect(!iban.isValid(prose))
    }

    @Test func ignoresCaseAndHyphensBetweenGroups() {
        #expect(iban.isValid("de89370400440532013000"))
        #expect(iban.isValid("DE89-3704-0044-0532-0130-00"))
        #expect(!iban.isValid("de89-3704-0044-0532-0130-01"))
    }
}
