import Testing
@testable import SnapGuardCore

@Suite struct NonZeroAmountValidatorTests {
    private let validator = NonZeroAmountValidator()

    @Test(arguments: ["$0.01", "-$0.50", "R$ 10,00", "Balance 1,000.00", "0.00421 BTC", "100 sats", "₹ 1,57,342.05"])
    func acceptsAmountsWithValue(_ text: String) {
        #expect(validator.isValid(text))
    }

    @Test(arguments: ["$0.00", "R$ 0.00", "0,00 €", "Balance 0.00", "0 sats", "0.00000000 BTC", "-₹0", "$0"])
    func rejectsZeroAmounts(_ text: String) {
        #expect(!validator.isValid(text))
    }
}
