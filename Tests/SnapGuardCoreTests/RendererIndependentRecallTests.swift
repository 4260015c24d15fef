import Testing
@testable import SnapGuardCore

/// The classes that screens drawn by another renderer (Chromium, `Scripts/render_web_corpus.py`)
/// showed lost or confused, with the built-in packs: clinical scores and short lab names read one
/// letter off, Indian and French address lines, category confusion between readings, a card's
/// expiry alone, zero-padded account numbers read as phone numbers, a word read as `$6`.
@Suite struct RendererIndependentRecallTests {
    static let library = try! PatternLibrary.defaults()
    private let matcher = PatternMatcher(library: Self.library)

    private func categories(_ text: String) -> [Category] {
        matcher.findings(inText: text).map(\.category)
    }

    @Test(arguments: ["PHQ-9 14 Moderate", "GAD-7\n11 Moderate", "PHO-9 17", "PHQ-g: 12", "GAD-7 score 8/21",
                      "BMI 31.2", "SpO2 91%", "Sp02 93 %", "Oxygen saturation\n88%"])
    func clinicalScoresAndBodyMeasuresAreHealthData(_ text: String) {
        #expect(categories(text) == ["health"])
    }

    /// Short lab names compare by their wider look-alike form (1 read as t or l), only where the
    /// term holds a digit: prose keeps its letters.
    @Test(arguments: ["HbAtc 7.2%", "HbA1c\n6.3 %", "HbAlc 6.8 %", "SpOz 91%", "SpOz\n91%", "Sp0z 93 %"])
    func aShortLabNameReadOneLetterOffStillCounts(_ text: String) {
        #expect(categories(text) == ["health"])
    }

    @Test(arguments: ["What the PHQ-9 asks", "PHQ-9 2024", "BMI calculator", "Hot tea 7.2%", "Sprint 93%",
                      "Batch 7.2%", "Top 9 tips", "Oz 91%", "Zoom 93%", "Size 2 91%"])
    func namesInProseOrWithoutAValueAreNoFinding(_ text: String) {
        #expect(categories(text).isEmpty)
    }

    @Test(arguments: ["Flat 12B, Sai Residency", "14th Cross, Indiranagar", "Pune, Maharashtra 411087",
                      "Bengaluru - 560038", "90 rue de la République", "7 place Bellecour, 69002 Lyon"])
    func indianAndFrenchAddressLinesAreAddresses(_ text: String) {
        #expect(categories(text) == ["address"])
    }

    @Test(arguments: ["Order 560038", "14th floor", "Flat rate 50%", "3 places left", "Karnataka Bank"])
    func lookAlikesOfAddressLinesAreNot(_ text: String) {
        #expect(!categories(text).contains("address"))
    }

    /// An IBAN under its label whose check fails (a 0 read as O, the last group wrapped onto the
    /// next line) is one IBAN, not two account numbers; without its label a failing check is nothing.
    @Test func anIBANUnderItsLabelWhoseCheckFailsIsStillOneIBAN() {
        #expect(categories("IBAN\nFRO8 8650 2954 5339 1564 4941") == ["iban"])
        #expect(matcher.findings(inText: "IBAN: DE89 3704 0044 0532 0130 00").map(\.patternId) == ["iban.number"],
                "a valid one stays iban.number")
        #expect(categories("FRO8 8650 2954 5339 1564 4941").isEmpty)
    }

    /// A patient's medical record number is health data beside its label.
    @Test func aMedicalRecordNumberBesideItsLabelIsHealthData() {
        #expect(categories("MRN: MRN-2025-1003") == ["health"])
        #expect(categories("Patient ID: 2024-03-15").isEmpty, "a date is no record number")
    }

    /// A card's expiry identifies nothing under a masked number; beside the full number it is part of the card.
    @Test func aCardExpiryCountsOnlyBesideTheCardNumber() {
        #expect(categories("•••• 4821\nExpires 04/28").isEmpty)
        #expect(categories("Valid thru 09/29").isEmpty)
        let full = matcher.findings(inText: "4111 1111 1111 1111\nExpires 04/28").map(\.patternId)
        #expect(full == ["card.number", "card.expiry"])
    }

    /// Near misses say why an expiry alone made no finding.
    @Test func anExpiryAloneIsANearMissForWantOfCompany() {
        let recorder = ExplanationRecorder()
        let words = [RecognisedWord(text: "Expires", box: BoundingBox(x: 0, y: 0, width: 80, height: 20), confidence: 0.9),
                     RecognisedWord(text: "04/28", box: BoundingBox(x: 100, y: 0, width: 60, height: 20), confidence: 0.9)]
        #expect(matcher.findings(in: RecognisedText(lines: [RecognisedLine(words: words)]), recorder: recorder).isEmpty)
        #expect(recorder.explanation.nearMisses.map(\.reason).contains(.companyMissing))
    }

    /// Two readings of one place: the whole line with its `ABA` label, and a close-up of the number
    /// alone. One value in one place is one kind of data: the labelled routing number, not a phone.
    @Test func oneValueInOnePlaceKeepsTheCategoryItsLabelGives() {
        let labelled = RecognisedLine(words: [
            RecognisedWord(text: "ABA", box: BoundingBox(x: 0, y: 0, width: 50, height: 20), confidence: 0.9),
            RecognisedWord(text: "610000005", box: BoundingBox(x: 60, y: 0, width: 120, height: 20), confidence: 0.9),
        ])
        let closeUp = RecognisedLine(words: [
            RecognisedWord(text: "610000005", box: BoundingBox(x: 61, y: 1, width: 119, height: 20), confidence: 0.95),
        ])
        let found = matcher.findings(in: RecognisedText(lines: [labelled, closeUp]))
        #expect(Set(found.map(\.category)) == ["routing"])
        // on its own, the close-up is a plausible Spanish mobile number
        #expect(matcher.findings(in: RecognisedText(lines: [closeUp])).map(\.category) == ["phone"])
    }

    /// An IBAN whose check digits OCR misread is no IBAN, and its digit groups are no account number.
    @Test func theGroupsOfAnIBANAreNoAccountNumber() {
        #expect(!categories("Account IBAN DE12 3456 7890 1234 5678 90").contains("account"))
        #expect(categories("Account number 12345678") == ["account"])
    }

    /// `0071 0004 56789`, a Vietnamese account number, is no number dialled abroad.
    @Test func zeroPaddedDigitGroupsAreNoInternationalPhoneNumber() {
        let phone = PhoneNumberValidator()
        #expect(!phone.isValid("0071 0004 56789"))
        #expect(!phone.isValid("+71 0004 56789"))
        #expect(phone.isValid("0081 3 1234 5678"))
        #expect(phone.isValid("+39 06 1234 5678"))
    }

    /// `Số` read as `$6` before `tài khoản` is a word, not an amount; an amount with cents, or one
    /// that ends its line, still counts.
    @Test func aSignAndOneDigitBeforeAWordIsNoAmount() {
        #expect(categories("$6 tai knoan: 0071 0004 56789").isEmpty)
        #expect(categories("Coffee $6") == ["currency"])
        #expect(categories("$6.50 coffee") == ["currency"])
        #expect(categories("$12 lunch") == ["currency"])
    }

    /// Bullets are round: OCR reads `•••• •••• 4220` as zeros. Groups of zeros before the last
    /// are a mask, not the start of an account number; a number that merely starts with zeros is one.
    @Test func bulletsReadAsZerosAreAMask() {
        #expect(categories("Account\n0000 0000 4220").isEmpty)
        #expect(categories("Account: 000 4220").isEmpty)
        #expect(categories("Account number 0071 0004 56789") == ["account"])
        #expect(categories("Account number 000123456") == ["account"])
    }

    /// A checkout in India whose `₹` OCR read as `X`: the delivery address (a state and its PIN)
    /// or a +91 mobile tells the screen is Indian, as a rupee sign elsewhere would.
    @Test func aRupeeMisreadCountsOnAScreenIndianByItsDetails() {
        #expect(categories("X122.37\nKolkata, West Bengal 700051").contains("currency"))
        #expect(categories("X122.37\nCall +91 82321 29340").contains("currency"))
        #expect(!categories("X122.37\nPortland, OR 97205").contains("currency"))
    }
}
