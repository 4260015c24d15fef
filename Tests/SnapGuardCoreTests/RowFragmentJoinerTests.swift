import Testing
@testable import SnapGuardCore

/// A card number on an iPad's card art, its groups spaced wide, comes back from Tesseract as two
/// lines side by side on one baseline: no line holds the whole number.
@Suite struct RowFragmentJoinerTests {
    private static func word(_ text: String, x: Int, y: Int = 741, width: Int, height: Int = 72) -> RecognisedWord {
        RecognisedWord(text: text, box: BoundingBox(x: x, y: y, width: width, height: height), confidence: 0.95)
    }

    /// "3782 822463" and, about two word heights to the right, "10005" (an Amex number, 4-6-5).
    private static let splitCard = [
        RecognisedLine(words: [word("3782", x: 76, width: 190), word("822463", x: 310, width: 290)]),
        RecognisedLine(words: [word("10005", x: 745, width: 240)]),
    ]

    @Test func joinsFragmentsThatMeetAtDigitsOnOneRow() {
        let joined = RowFragmentJoiner().joinedLines(Self.splitCard)
        #expect(joined.map(\.text) == ["3782 822463 10005"])
    }

    @Test(arguments: [
        // a row title and its value at the far edge
        [RecognisedLine(words: [word("Card", x: 76, width: 150), word("number", x: 240, width: 200)]),
         RecognisedLine(words: [word("10005", x: 1300, width: 240)])],
        // the second fragment on the next row
        [RecognisedLine(words: [word("3782", x: 76, width: 190), word("822463", x: 310, width: 290)]),
         RecognisedLine(words: [word("10005", x: 640, y: 841, width: 240)])],
        // fragments far apart on one row: two columns
        [RecognisedLine(words: [word("3782", x: 76, width: 190), word("822463", x: 310, width: 290)]),
         RecognisedLine(words: [word("10005", x: 1000, width: 240)])],
        // words that do not meet at a number
        [RecognisedLine(words: [word("Valid", x: 76, width: 190), word("thru", x: 310, width: 150)]),
         RecognisedLine(words: [word("04/28", x: 560, width: 200)])],
    ])
    func leavesLinesThatAreNoFragmentsOfOneNumberApart(_ lines: [RecognisedLine]) {
        #expect(RowFragmentJoiner().joinedLines(lines).isEmpty)
    }

    @Test func anIBANBankCodeEndsAFragment() {
        let lines = [RecognisedLine(words: [Self.word("NL86", x: 66, width: 60), Self.word("ABNA", x: 140, width: 64)]),
                     RecognisedLine(words: [Self.word("9105", x: 250, width: 60), Self.word("2843", x: 320, width: 60), Self.word("49", x: 390, width: 30)])]
        #expect(RowFragmentJoiner().joinedLines(lines).map(\.text) == ["NL86 ABNA 9105 2843 49"])
    }

    /// Through the pipeline and the matcher: the card is found only with the fragments joined.
    @Test func theSplitCardIsFoundAsAnAlternativeReading() throws {
        let recogniser = ScriptedRecogniser { _, _ in Self.splitCard }
        let image = GreyImage(width: 1640, height: 2360, filledWith: 255)
        let pass = RecognitionPass(name: "a", stages: [], segmentation: .sparseText)
        let matcher = PatternMatcher(library: try PatternLibrary.defaults())
        let joined = try RecognitionPipeline(passes: { _ in [pass] }, reread: nil).read(image, recogniser: recogniser)
        let found = matcher.findings(in: joined).filter { $0.category == .card }
        #expect(found.map(\.value.revealed) == ["3782 822463 10005"])
        #expect(found.first?.box == BoundingBox(x: 76, y: 741, width: 909, height: 72))
        let apart = try RecognitionPipeline(passes: { _ in [pass] }, reread: nil, rowJoiner: nil).read(image, recogniser: recogniser)
        #expect(matcher.findings(in: apart).filter { $0.category == .card }.isEmpty, "without the joiner no line holds the number")
    }
}
