import Testing
@testable import SnapGuardCore

@Suite struct BloodPressureValidatorTests {
    private let validator = BloodPressureValidator()

    @Test(arguments: ["138/88", "Blood pressure 120/80 mmHg", "Huyết áp 145 / 90", "90/60", "210/120", "116 | 67 | 65", "131] 75|73"])
    func acceptsReadingsAPersonCanHave(_ text: String) {
        #expect(validator.isValid(text))
    }

    @Test(arguments: ["12/26", "80/120", "300/90", "140/20", "4/120", "2024/03", "BP", "3 | 2 | 1", "67 | 116"])
    func rejectsDatesAndImpossibleReadings(_ text: String) {
        #expect(!validator.isValid(text))
    }
}
