import Testing
@testable import SnapGuardCore

@Suite struct MaskStyleTests {
    @Test func lastFourShowsOnlyTheLastFourCharacters() {
        #expect(MaskStyle.lastFour.mask("4111 1111 1111 1111") == "•••• 1111")
        #expect(MaskStyle.lastFour.mask("DE89 3704 0044 0532 0130 00") == "•••• 3000")
    }

    @Test func amountKeepsSymbolsSeparatorsAndTheDecimalPart() {
        #expect(MaskStyle.amount.mask("$12,345.67") == "$••,•••.67")
        #expect(MaskStyle.amount.mask("1.234,56 €") == "•.•••,56 €")
        #expect(MaskStyle.amount.mask("12.345.678 ₫") == "••.•••.••• ₫")
        #expect(MaskStyle.amount.mask("$5") == "$•")
    }

    @Test func emailKeepsFirstLettersAndTheTopLevelDomain() {
        #expect(MaskStyle.email.mask("john@example.com") == "j•••@e••••••.com")
        #expect(MaskStyle.email.mask("an@mail.co.uk") == "a•@m•••.c•.uk")
    }

    /// A domain whose dot OCR read as a space (`email.dot-misread`) is masked label by label too:
    /// a personal domain never shows in clear.
    @Test func emailWithASpaceForADotMasksEveryLabelButTheLast() {
        #expect(MaskStyle.email.mask("lucas@smithfamily example net") == "l••••@s•••••••••• e•••••• net")
        #expect(MaskStyle.email.mask("mia.r@inbox.privatehost com") == "m••••@i••••.p•••••••••• com")
    }

    @Test func redactedRevealsNeitherLettersNorWordLengths() {
        #expect(MaskStyle.redacted.mask("HIV positive") == "••••••")
        #expect(MaskStyle.redacted.mask("Sertraline 50 mg") == "••••••")
        #expect(MaskStyle.redacted.mask("221B Baker Street") == MaskStyle.redacted.mask("1 Rd"))
    }

    @Test func legacyInitialsNameLoadsAsRedacted() throws {
        let pack = """
        {"pack": "legacy", "description": "Old mask name.", "patterns": [{"id": "legacy.term", "category": "health",
         "description": "A term.", "terms": ["gout"], "mask": "initials", "examples": {"match": ["gout"]}}]}
        """
        #expect(try PatternLibrary.parse(pack, file: "legacy.json").patterns.first?.mask == .redacted)
    }

    @Test func lastFourKeepsTheIndustryPracticeForSSNs() {
        #expect(MaskStyle.lastFour.mask("123-45-6789") == "•••• 6789")
    }

    @Test func allHidesEveryLetterAndDigit() {
        #expect(MaskStyle.all.mask("DOB 03/15/1985") == "••• ••/••/••••")
    }

    @Test func noStyleRepeatsTheRawDigits() {
        let raw = "4111111111111111"
        for style in MaskStyle.allCases {
            #expect(!style.mask(raw).contains("41111111"))
        }
    }
}
