import Testing
@testable import SnapGuardCore

/// Check digits worked by hand from the Receita Federal's rule (weights 5,4,3,2,9,…,2 and 6,5,…,2).
@Suite struct CNPJValidatorTests {
    private let validator = CNPJValidator()

    @Test(arguments: ["66.818.021/0001-27", "11.222.333/0001-81", "11222333000181"])
    func acceptsValidCheckDigits(_ text: String) {
        #expect(validator.isValid(text))
    }

    @Test(arguments: ["66.818.021/0001-28", "11.222.333/0001-18", "00.000.000/0000-00", "11.111.111/1111-11", "66.818.021/0001"])
    func rejectsWrongOrMissingCheckDigits(_ text: String) {
        #expect(!validator.isValid(text))
    }
}
