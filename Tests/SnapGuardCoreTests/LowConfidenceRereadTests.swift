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

    private func word(_ text: String, x: Int, width: Int, confidence: Double = 0.96) -> RecognisedWord {
        RecognisedWord(text: text, box: BoundingBox(x: x, y: 200, width: width, height: 38), confidence: confidence)
    }

    /// A weight in SF Mono, '177.1 lbs': the page read dropped the point, which the face gives a
    /// whole cell, and came back with two confident lines, '177' and '1 lbs'. Their row is read
    /// again whole; without fragment rows nothing is, since neither line is doubtful.
    @Test func aRowOfNumberFragmentsIsReadAgainWhole() throws {
        let image = GreyImage(width: 1200, height: 400, filledWith: 255)
        let lines = [RecognisedLine(words: [word("Sat,", x: 100, width: 80), word("Feb", x: 190, width: 70), word("14", x: 270, width: 50)]),
                     RecognisedLine(words: [word("177", x: 876, width: 89)]),
                     RecognisedLine(words: [word("1", x: 1002, width: 20), word("lbs", x: 1030, width: 86)])]
        let rows = RowFragmentJoiner().joinedLines(lines)
        #expect(rows.map(\.text) == ["177 1 lbs"])
        let recogniser = ScriptedRecogniser { _, _ in [] }
        _ = try LowConfidenceReread().reread(lines, fragmentRows: rows, in: image, recogniser: recogniser)
        let widths = recogniser.reads.map { ($0.segmentation, $0.image.width) }
        #expect(widths.count >= 1 && widths.allSatisfy { $0.0 == .singleLine })
        // The crop spans the whole row (240 px and a margin of a third of its height either side), scaled to 48 px tall.
        let expected = Int((Double(240 + 2 * 12) * 48.0 / 38.0).rounded())
        #expect(widths.allSatisfy { abs($0.1 - expected) <= 2 }, "read \(widths), expected the row's width \(expected)")
        let none = ScriptedRecogniser { _, _ in [] }
        _ = try LowConfidenceReread().reread(lines, in: image, recogniser: none)
        #expect(none.reads.isEmpty)
    }

    /// A doubtful line that is one fragment of a row is read with its whole row, not alone.
    @Test func aDoubtfulFragmentIsReadWithItsRow() throws {
        let image = GreyImage(width: 1200, height: 400, filledWith: 255)
        let lines = [RecognisedLine(words: [word("175", x: 876, width: 89)]),
                     RecognisedLine(words: [word("5", x: 1002, width: 20, confidence: 0.75), word("lbs", x: 1030, width: 86, confidence: 0.75)])]
        let recogniser = ScriptedRecogniser { _, _ in [] }
        _ = try LowConfidenceReread().reread(lines, fragmentRows: RowFragmentJoiner().joinedLines(lines), in: image, recogniser: recogniser)
        let expected = Int((Double(240 + 2 * 12) * 48.0 / 38.0).rounded())
        #expect(!recogniser.reads.isEmpty && recogniser.reads.allSatisfy { abs($0.image.width - expected) <= 2 })
    }

    /// Two doubtful fragments of one row bring the row in once: one close-up, not one per fragment.
    @Test func aRowWithTwoDoubtfulFragmentsIsReadOnce() throws {
        let image = GreyImage(width: 1200, height: 400, filledWith: 255)
        let lines = [RecognisedLine(words: [word("175", x: 876, width: 89, confidence: 0.7)]),
                     RecognisedLine(words: [word("5", x: 1002, width: 20, confidence: 0.75), word("lbs", x: 1030, width: 86, confidence: 0.75)])]
        let rows = RowFragmentJoiner().joinedLines(lines)
        #expect(rows.count == 1)
        // Each close-up is read in grey, then binarised (nothing read settles nothing): two reads a look.
        let recogniser = ScriptedRecogniser { _, _ in [] }
        _ = try LowConfidenceReread().reread(lines, fragmentRows: rows, in: image, recogniser: recogniser)
        #expect(recogniser.reads.count == 2, "\(recogniser.reads.count) reads")
    }

    /// A grey close-up that lost part of its line (light grey 'lbs' after black digits, under one
    /// global threshold) settles nothing, however confident: the binarised close-up follows. One
    /// that spans the line settles it.
    @Test func aGreyReadThatLostPartOfTheLineIsNotTheLastWord() throws {
        let image = GreyImage(width: 1200, height: 400, filledWith: 255)
        let row = RecognisedLine(words: [word("177", x: 876, width: 89, confidence: 0.5), word("1", x: 1002, width: 20), word("lbs", x: 1030, width: 86)])
        func reads(greyWidth: Int) throws -> Int {
            let readsSoFar = Counter()
            let recogniser = ScriptedRecogniser { _, _ in
                let binarised = readsSoFar.next() > 0  // grey first
                // In close-up pixels: the crop starts 12 px left of the row, scaled by 48/38.
                let width = binarised ? 300 : greyWidth
                return [RecognisedLine(words: [RecognisedWord(text: binarised ? "177.1 lbs" : "177.1", box: BoundingBox(x: 15, y: 10, width: width, height: 48), confidence: 0.95)])]
            }
            _ = try LowConfidenceReread().reread([row], in: image, recogniser: recogniser)
            return recogniser.reads.count
        }
        #expect(try reads(greyWidth: 190) == 2, "'177.1' alone spans 190 of the row's 303 close-up pixels")
        #expect(try reads(greyWidth: 300) == 1)
    }
}

/// Counts calls across the threads a scripted recogniser may be called on.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// The number of calls before this one.
    func next() -> Int {
        lock.withLock {
            defer { count += 1 }
            return count
        }
    }
}
