import Testing
@testable import SnapGuardCore

@Suite struct AmountValidatorTests {
    private let amount = AmountValidator()

    @Test(arguments: [
        "$12,345.67", "-$6.75", "€1.234,56", "1 234,56 €", "12.345.678 ₫", "500.000đ", "₹1,23,456.00", "CHF 1'250.50",
        "¥120,000", "$5", "12.5", "1,024.00",
    ])
    func acceptsConsistentGroupings(_ text: String) {
        #expect(amount.isValid(text))
    }

    @Test(arguments: ["$26,43418", "€12.34567", "$1,234,56789"])
    func readsFiveDigitsAfterAThousandsSeparatorAsADecimalPointLost(_ text: String) {
        #expect(amount.isValid(text))
    }

    @Test(arguments: ["2.3.1", "1.2.3", "12,34,5", "1,2345.00", "1234,567", "12.345,678.90", "1.234.56",
                      "26,4341", "26,434189", "26 43418", "26'43418", "1,234.56789",
                      "$1.08456", "€0.12345", "₿0.00123"])
    func rejectsInconsistentGroupings(_ text: String) {
        #expect(!amount.isValid(text))
    }
}
