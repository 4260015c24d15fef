import XCTest
@testable import SnapGuardCore

final class CoverageAssessmentTests: XCTestCase {
    private let sharp = CoverageProbe.Measurement(edgeShare: 0.02, dominantShare: 0.6, isCovered: false)

    private func text(_ words: [String], confidence: Double = 0.9) -> RecognizedText {
        RecognizedText(lines: [RecognizedLine(words: words.enumerated().map { index, word in
            RecognizedWord(text: word, box: BoundingBox(x: index * 50, y: 0, width: 40, height: 20), confidence: confidence)
        })])
    }

    func testBlankOrBlurredPixelsAreCovered() {
        let blank = CoverageProbe.Measurement(edgeShare: 0, dominantShare: 1, isCovered: true)
        XCTAssertTrue(CoverageAssessment().isCovered(blank, text: text([]), findings: []))
    }

    func testALogoAndANameAreAnOverlay() {
        XCTAssertTrue(CoverageAssessment().isCovered(sharp, text: text(["9:41", "Apex", "Bank", "Locked"]), findings: []))
    }

    func testAScreenFullOfTextIsNotCovered() {
        let settings = text(["9:41", "Settings", "Notifications", "Privacy", "Sounds", "Display", "General", "About"])
        XCTAssertFalse(CoverageAssessment().isCovered(sharp, text: settings, findings: []))
    }

    func testAScreenWithAFindingIsNeverCovered() {
        let finding = Finding(category: .currency, patternId: "currency.test", severity: .medium,
                              value: SensitiveValue(raw: "$12.00", masked: "$••.00"),
                              box: BoundingBox(x: 0, y: 0, width: 10, height: 10), confidence: 0.9)
        XCTAssertFalse(CoverageAssessment().isCovered(sharp, text: text(["$12.00"]), findings: [finding]))
    }

    func testGarbledLowConfidenceWordsDoNotCount() {
        XCTAssertTrue(CoverageAssessment().isCovered(sharp, text: text(Array(repeating: "~~", count: 12), confidence: 0.3), findings: []))
    }
}
