import Foundation
import Testing
@testable import SnapGuardCore

@Suite struct ReferenceComparisonTests {
    private let card = CorpusTruth.LabelledString(text: "4111 1111 1111 1111", category: .card,
                                                  box: BoundingBox(x: 10, y: 10, width: 200, height: 20))
    private let balance = CorpusTruth.LabelledString(text: "$12.00", category: .currency,
                                                     box: BoundingBox(x: 10, y: 100, width: 80, height: 20))

    private func screen(_ image: String) -> CorpusTruth.Screen {
        CorpusTruth.Screen(image: image, kind: "leaky", protection: nil, expectedVerdict: .fail, strings: [card, balance])
    }

    /// A result whose findings cover the given labelled strings.
    private func result(_ image: String, covering labels: [CorpusTruth.LabelledString]) -> ScreenResult {
        let findings = labels.map {
            Finding(category: $0.category, patternId: "\($0.category).test", severity: .high,
                    value: SensitiveValue(raw: $0.text, masked: "••••"), box: $0.box, confidence: 0.9)
        }
        return ScreenResult(path: image, verdict: findings.isEmpty ? .pass : .fail, width: 400, height: 400, findings: findings)
    }

    @Test func aStringOnlyTheReferenceLocatedIsAShortfall() {
        let truth = [screen("a.png"), screen("b.png")]
        let standard = Evaluation(truth: truth, results: [result("a.png", covering: [card, balance]), result("b.png", covering: [balance])])
        let reference = Evaluation(truth: truth, results: [result("a.png", covering: [card]), result("b.png", covering: [card])])
        let comparison = ReferenceComparison(evaluated: standard, reference: reference)
        #expect(!comparison.holds)
        #expect(comparison.screenCount == 2)
        #expect(comparison.shortfalls.map(\.image) == ["b.png"])
        #expect(comparison.shortfalls.first?.strings == [card])
    }

    @Test func locatingMoreThanTheReferenceHolds() {
        let truth = [screen("a.png")]
        let standard = Evaluation(truth: truth, results: [result("a.png", covering: [card, balance])])
        let reference = Evaluation(truth: truth, results: [result("a.png", covering: [balance])])
        #expect(ReferenceComparison(evaluated: standard, reference: reference).holds)
    }
}
