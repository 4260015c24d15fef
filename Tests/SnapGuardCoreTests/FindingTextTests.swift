import XCTest
@testable import SnapGuardCore

final class FindingTextTests: XCTestCase {
    private func finding(_ category: Category, _ patternId: String, raw: String, masked: String) -> Finding {
        Finding(category: category, patternId: patternId, severity: .high, value: SensitiveValue(raw: raw, masked: masked),
                box: BoundingBox(x: 0, y: 0, width: 10, height: 10), confidence: 0.9)
    }

    func testAPartlyMaskedValueIsShownWithItsCategory() {
        XCTAssertEqual(FindingText.short(finding(.card, "card.number", raw: "4111 1111 1111 1111", masked: "•••• 1111"), ReportOptions()),
                       "card •••• 1111")
    }

    func testAFullyRedactedValueNamesItsPattern() {
        let medication = finding(.health, "health.medication", raw: "Sertraline 50 mg", masked: "••••••")
        XCTAssertEqual(FindingText.short(medication, ReportOptions()), "health (medication) ••••••")
        XCTAssertEqual(FindingText.short(medication, ReportOptions(reveal: true)), "health Sertraline 50 mg")
    }
}
