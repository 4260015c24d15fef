import Foundation
import Testing
@testable import SnapGuardCore

/// A rupee sign OCR misread (`%`, `~`, `F`, `X`…), dropped after a sign or glued on as a digit,
/// before a well-formed amount, on a screen that shows rupees elsewhere (`currency.rupee-misread`
/// and its screen-wide context).
@Suite struct RupeeMisreadTests {
    static let library = try! PatternLibrary.defaults()

    /// A screen of one-word lines, 40 pixels apart.
    private func screen(_ lines: [String]) -> RecognisedText {
        RecognisedText(lines: lines.enumerated().map { index, text in
            RecognisedLine(words: [RecognisedWord(text: text, box: BoundingBox(x: 0, y: index * 40, width: 200, height: 20),
                                                  confidence: 0.9)])
        })
    }

    private func found(_ lines: [String]) -> [String] {
        PatternMatcher(library: Self.library).findings(in: screen(lines)).filter { $0.category == .currency }.map(\.value.revealed)
    }

    @Test func aMisreadRupeeSignCountsOnAScreenThatShowsRupees() {
        // how Tesseract read `₹` on chip and heading screens rendered in faces of neither corpus part
        for misread in ["~899.00", "%352.00", "F43,976.00", "X24,527.99", "+ 7,732.00", "- 5,146.00", "243,976.00", "-*2,117.00",
                        "+Ÿ593.19", "+š4,049.00"] {
            #expect(found(["Portfolio", misread, "Cash Rs. 791"]).contains(misread), "\(misread)")
            #expect(found(["Portfolio", misread, "Transfer ₹1,200.00"]).contains(misread), "\(misread)")
        }
        #expect(found(["+2%4,049.00", "Cash Rs. 791"]) == ["%4,049.00", "Rs. 791"], "₹ read as two characters")
        #expect(found(["~899.00", "1,23,456"]) == ["~899.00"], "lakh grouping is a rupee screen too")
        // every ₹ of a screen dropped: an Indian bank's words still say rupees
        #expect(found(["You send", "3,985.00", "IFSC", "KKBK0991512"]) == ["3,985.00"])
        #expect(found(["- 256.00", "Salary Infotech Pvt Ltd"]) == ["- 256.00"])
    }

    @Test func withoutRupeesOnTheScreenTheyAreNotMoney() {
        for misread in ["~899.00", "%352.00", "F43,976.00", "X24,527.99", "+ 7,732.00", "243,976.00"] {
            #expect(found(["Portfolio", misread, "Today"]).isEmpty, "\(misread)")
        }
        #expect(found(["Rs. 1,250", "~5 min", "50% off", "F12", "Steps 8,432", "Storage 12.40 GB"]) == ["Rs. 1,250"])
    }

    /// The screen-wide context loads from a pack, and a bad expression names the file and the pattern.
    @Test func aScreenContextLoadsAndABadOneIsAnError() throws {
        let pack = """
            {"pack": "t", "patterns": [{"id": "t.code", "category": "otp", "description": "A code on a screen of codes.",
              "regex": "\\\\b\\\\d{4}\\\\b", "context": {"screen": "secret code"},
              "examples": {"match": ["1234\\nyour secret code"], "noMatch": ["1234"]}}]}
            """
        let loaded = try PatternPackDecoder(file: "t.json", validators: .standard).decode(pack)
        #expect(loaded.patterns.first?.context?.screen == "secret code")
        let matcher = PatternMatcher(patterns: loaded.patterns, options: MatchOptions())
        #expect(matcher.findings(inText: "1234\nyour secret code").map(\.text) == ["1234"])
        #expect(matcher.findings(inText: "1234\nnothing here").isEmpty)
        let broken = pack.replacingOccurrences(of: "secret code", with: "(secret")
        #expect(throws: PatternPackError.self) { try PatternPackDecoder(file: "t.json", validators: .standard).decode(broken) }
        do {
            _ = try PatternPackDecoder(file: "t.json", validators: .standard).decode(broken)
        } catch {
            #expect("\(error)".contains("t.json") && "\(error)".contains("t.code") && "\(error)".contains("context.screen"), "\(error)")
        }
    }
}
