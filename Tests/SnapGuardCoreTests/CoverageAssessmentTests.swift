import Foundation
import Testing
@testable import SnapGuardCore

@Suite struct CoverageAssessmentTests {
    private let sharp = CoverageProbe.Measurement(edgeShare: 0.02, dominantShare: 0.6, isCovered: false)

    private func text(_ words: [String], confidence: Double = 0.9) -> RecognisedText {
        RecognisedText(lines: [RecognisedLine(words: words.enumerated().map { index, word in
            RecognisedWord(text: word, box: BoundingBox(x: index * 50, y: 0, width: 40, height: 20), confidence: confidence)
        })])
    }

    @Test func blankOrBlurredPixelsAreCovered() throws {
        let blank = CoverageProbe.Measurement(edgeShare: 0, dominantShare: 1, isCovered: true)
        #expect(CoverageAssessment().isCovered(blank, text: text([]), findings: []))
    }

    @Test func aLogoAndANameAreAnOverlay() throws {
        #expect(CoverageAssessment().isCovered(sharp, text: text(["9:41", "Apex", "Bank", "Locked"]), findings: []))
    }

    @Test func aScreenFullOfTextIsNotCovered() throws {
        let settings = text(["9:41", "Settings", "Notifications", "Privacy", "Sounds", "Display", "General", "About"])
        #expect(!(CoverageAssessment().isCovered(sharp, text: settings, findings: [])))
    }

    @Test func aScreenWithAFindingIsNeverCovered() throws {
        let finding = Finding(category: .currency, patternId: "currency.test", severity: .medium,
                              value: SensitiveValue(raw: "$12.00", masked: "$••.00"),
                              box: BoundingBox(x: 0, y: 0, width: 10, height: 10), confidence: 0.9)
        #expect(!(CoverageAssessment().isCovered(sharp, text: text(["$12.00"]), findings: [finding])))
    }

    @Test func garbledLowConfidenceWordsDoNotCount() throws {
        #expect(CoverageAssessment().isCovered(sharp, text: text(Array(repeating: "~~", count: 12), confidence: 0.3), findings: []))
    }
}
