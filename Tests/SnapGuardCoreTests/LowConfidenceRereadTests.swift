import Foundation
import Testing
@testable import SnapGuardCore

@Suite struct LowConfidenceRereadTests {
    private func line(_ text: String, confidence: Double, y: Int) -> RecognisedLine {
        RecognisedLine(words: text.split(separator: " ").enumerated().map { index, word in
            RecognisedWord(text: String(word), box: BoundingBox(x: index * 60, y: y, width: 50, height: 20), confidence: confidence)
        })
    }

    @Test func doubtfulLinesAndLongNumbersGetASecondLookLeastConfidentFirst() throws {
        let lines = [
            line("Settings", confidence: 0.95, y: 0),
            line("9322 7567 4976 9813", confidence: 0.93, y: 40),
            line("Balance $1O,OOO", confidence: 0.55, y: 80),
            line("| ~", confidence: 0.2, y: 120),
        ]
        let candidates = LowConfidenceReread().candidates(in: lines).map(\.text)
        #expect(candidates == ["Balance $1O,OOO", "9322 7567 4976 9813"], "debris without letters or digits is not re-read")
    }

    /// A routing number has nine digits and a check digit: a confident read of a small table cell
    /// can still have one wrong ("919170179" for 019170170), so nine digits run together are enough
    /// for a second look; an eight-digit date is not, nor a phone number written with separators.
    @Test func nineDigitsWithACheckDigitAreEnoughForASecondLook() throws {
        let lines = [
            line("Checking 019170170", confidence: 0.92, y: 0),
            line("Updated 20240514", confidence: 0.95, y: 40),
            line("Call (555) 123-4567", confidence: 0.95, y: 80),
            line("Call 555-123-4567", confidence: 0.95, y: 120),
        ]
        #expect(LowConfidenceReread().candidates(in: lines).map(\.text) == ["Checking 019170170"])
    }

    @Test func theNumberOfLinesIsBounded() throws {
        let lines = (0..<30).map { line("word\($0)", confidence: 0.5, y: $0 * 30) }
        #expect(LowConfidenceReread(maximumLines: 12).candidates(in: lines).count == 12)
    }

    @Test func aRowOfIconsReadAsScrapsGetsNoSecondLookButAValueNextToADoubtfulSignDoes() throws {
        let lines = [
            line("al > ow", confidence: 0.3, y: 0),
            line("@® ee a", confidence: 0.2, y: 40),
            line("-£ 7,254.44", confidence: 0.4, y: 80),
            line("Rs. 5,780", confidence: 0.5, y: 120),
            line("Carrier", confidence: 0.6, y: 160),
            line("ID", confidence: 0.1, y: 200),
            line("as$", confidence: 0.76, y: 240),
            line("$ @", confidence: 0.7, y: 280),
        ]
        let candidates = LowConfidenceReread().candidates(in: lines).map(\.text)
        #expect(candidates == ["-£ 7,254.44", "Rs. 5,780", "Carrier", "as$"], "an amount whose digits were read as letters ('48$' as 'as$') is looked at again; a sign beside a symbol is not")
        #expect(LowConfidenceReread(maximumLines: 2).candidates(in: lines).map(\.text) == [], "the two least confident lines are icons: they use up the budget, and no other line is looked at instead")
    }

    /// An app's logo before a code, read as one tall glyph, makes the line's box three rows tall;
    /// the close-up is of the band the legible words sit in, across the whole line.
    @Test func aTallIconWordDoesNotStretchTheCloseUp() throws {
        let row = RecognisedLine(words: [
            RecognisedWord(text: "3302", box: BoundingBox(x: 102, y: 1830, width: 405, height: 282), confidence: 0),
            RecognisedWord(text: "782", box: BoundingBox(x: 562, y: 1983, width: 200, height: 98), confidence: 0.71),
        ])
        #expect(LowConfidenceReread.textBand(of: row) == BoundingBox(x: 102, y: 1983, width: 660, height: 98))
        let cents = RecognisedLine(words: [
            RecognisedWord(text: "$1,234", box: BoundingBox(x: 0, y: 0, width: 200, height: 60), confidence: 0.5),
            RecognisedWord(text: ".56", box: BoundingBox(x: 210, y: 0, width: 60, height: 34), confidence: 0.9),
        ])
        #expect(LowConfidenceReread.textBand(of: cents) == cents.box, "raised cents are smaller, but not half the amount's height")
        let expiry = RecognisedLine(words: [
            RecognisedWord(text: "VALID", box: BoundingBox(x: 108, y: 828, width: 72, height: 18), confidence: 0.79),
            RecognisedWord(text: "THRU", box: BoundingBox(x: 186, y: 828, width: 66, height: 18), confidence: 0.79),
            RecognisedWord(text: "08/28", box: BoundingBox(x: 265, y: 819, width: 128, height: 41), confidence: 0.58),
        ])
        #expect(LowConfidenceReread.textBand(of: expiry) == expiry.box, "a large value beside its small label was read, if doubtfully: it stays in")
        let unread = RecognisedLine(words: [
            RecognisedWord(text: "3302", box: BoundingBox(x: 0, y: 0, width: 400, height: 280), confidence: 0.1),
            RecognisedWord(text: "782", box: BoundingBox(x: 420, y: 150, width: 200, height: 98), confidence: 0.3),
        ])
        #expect(LowConfidenceReread.textBand(of: unread) == unread.box, "without a legible word nothing says which height is the text's")
    }

    /// A large title at the largest Dynamic Type sizes read as scraps ('Ve*"' for "Verification…")
    /// gets a second look; icons do not, however large, nor scraps in body-sized type.
    @Test func largeTypeReadAsScrapsGetsASecondLook() throws {
        let title = RecognisedLine(words: [RecognisedWord(text: "Ve*\"", box: BoundingBox(x: 49, y: 331, width: 370, height: 137), confidence: 0.22)])
        let icon = RecognisedLine(words: [RecognisedWord(text: "S", box: BoundingBox(x: 205, y: 1596, width: 93, height: 92), confidence: 0.07)])
        let statusBar = RecognisedLine(words: [RecognisedWord(text: "SC)", box: BoundingBox(x: 957, y: 49, width: 148, height: 37), confidence: 0.35)])
        let lines = [title, icon, statusBar]
        #expect(LowConfidenceReread().candidates(in: lines, largeTypeHeight: 102) == [title], "34 pt at 3 pixels per point")
        #expect(LowConfidenceReread().candidates(in: lines).isEmpty, "without the screen's scale, scraps are icons")
    }
}
