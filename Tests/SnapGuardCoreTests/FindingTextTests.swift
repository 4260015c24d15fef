import Foundation
import Testing
@testable import SnapGuardCore

@Suite struct FindingTextTests {
    private func finding(_ category: Category, _ patternId: String, raw: String, masked: String) -> Finding {
        Finding(category: category, patternId: patternId, severity: .high, value: SensitiveValue(raw: raw, masked: masked),
                box: BoundingBox(x: 0, y: 0, width: 10, height: 10), confidence: 0.9)
    }

    @Test func aPartlyMaskedValueIsShownWithItsCategory() throws {
        #expect(FindingText.short(finding(.card, "card.number", raw: "4111 1111 1111 1111", masked: "•••• 1111"), ReportOptions()) == "card •••• 1111")
    }

    @Test func aFullyRedactedValueNamesItsPattern() throws {
        let medication = finding(.health, "health.medication", raw: "Sertraline 50 mg", masked: "••••••")
        #expect(FindingText.short(medication, ReportOptions()) == "health (medication) ••••••")
        #expect(FindingText.short(medication, ReportOptions(reveal: true)) == "health Sertraline 50 mg")
    }
}
