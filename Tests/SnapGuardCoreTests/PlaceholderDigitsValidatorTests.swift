import Testing
@testable import SnapGuardCore

@Suite struct PlaceholderDigitsValidatorTests {
    private let validator = PlaceholderDigitsValidator()

    @Test(arguments: ["+1 2025550146", "+351 912 345 678", "(415) 555-2671", "0151 4464 6792", "12345"])
    func acceptsNumbersAPersonHas(_ text: String) {
        #expect(validator.isValid(text))
    }

    @Test(arguments: ["+1 123-456-789", "0123456789", "1234 5678 9012", "+44 000 000 0000", "789 012 345", "000-0 066"])
    func rejectsPlaceholders(_ text: String) {
        #expect(!validator.isValid(text))
    }
}
