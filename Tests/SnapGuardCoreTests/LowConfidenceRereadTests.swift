import XCTest
@testable import SnapGuardCore

final class LowConfidenceRereadTests: XCTestCase {
    private func line(_ text: String, confidence: Double, y: Int) -> RecognizedLine {
        RecognizedLine(words: text.split(separator: " ").enumerated().map { index, word in
            RecognizedWord(text: String(word), box: BoundingBox(x: index * 60, y: y, width: 50, height: 20), confidence: confidence)
        })
    }

    func testDoubtfulLinesAndLongNumbersGetASecondLookLeastConfidentFirst() {
        let lines = [
            line("Settings", confidence: 0.95, y: 0),
            line("9322 7567 4976 9813", confidence: 0.93, y: 40),
            line("Balance $1O,OOO", confidence: 0.55, y: 80),
            line("| ~", confidence: 0.2, y: 120),
        ]
        let candidates = LowConfidenceReread().candidates(in: lines).map(\.text)
        XCTAssertEqual(candidates, ["Balance $1O,OOO", "9322 7567 4976 9813"], "debris without letters or digits is not re-read")
    }

    func testTheNumberOfLinesIsBounded() {
        let lines = (0..<30).map { line("word\($0)", confidence: 0.5, y: $0 * 30) }
        XCTAssertEqual(LowConfidenceReread(maximumLines: 12).candidates(in: lines).count, 12)
    }
}
