import Testing
@testable import SnapGuardCore

@Suite struct CardNumberValidatorTests {
    private let card = CardNumberValidator()

    /// The brands' published test numbers.
    @Test(arguments: [
        "4111111111111111", "4012888888881881", "4222222222222",  // Visa (16 and 13 digits)
        "5555555555554444", "5105105105105100", "2223003122003222", "2720992720992729",  // Mastercard 5- and 2-series
        "378282246310005", "371449635398431", "3782 822463 10005",  // Amex, grouped 4-6-5
        "6011111111111117", "6011000990139424",  // Discover
        "3530111333300000", "3566002020360505",  // JCB
        "6200000000000005", "6205500000000000004",  // UnionPay, 16 and 19 digits
        "30569309025904", "38520000023237",  // Diners Club
    ])
    func acceptsPublishedTestNumbers(_ number: String) {
        #expect(card.isValid(number))
    }

    @Test(arguments: [
        "4111111111111112",  // Luhn fails
        "1234567812345670",  // Luhn passes, no issuer starts with 1
        "2220990000000005",  // just below Mastercard's 2-series
        "2721000000000004",  // just above it
        "37828224631000",  // Amex prefix with 14 digits
        "41111111111111111111",  // 20 digits
        "79927398713",  // Luhn passes, too short for any brand
    ])
    func rejectsWrongPrefixesLengthsAndCheckDigits(_ number: String) {
        #expect(!card.isValid(number))
    }
}
