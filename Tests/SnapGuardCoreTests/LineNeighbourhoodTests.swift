import Testing
@testable import SnapGuardCore

/// Lines a pattern looks at beyond its own: the label above a value, the wrapped end of a message
/// below a code, and the value on the line after a row title.
@Suite struct LineNeighbourhoodTests {
    /// A one-pattern matcher from a pattern's JSON body.
    private func matcher(_ pattern: String) throws -> PatternMatcher {
        let pack = try PatternLibrary.parse("""
            {"pack": "t", "patterns": [{"id": "t.p", "category": "custom", "description": "d", \(pattern),
             "examples": {"match": ["x"]}}]}
            """, file: "t.json")
        return PatternMatcher(library: try PatternLibrary(packs: [pack]))
    }

    /// Lines at (x, y), each one word 30 px high.
    private func screen(_ lines: [(String, Int, Int)]) -> RecognisedText {
        RecognisedText(lines: lines.map { text, x, y in
            RecognisedLine(words: [RecognisedWord(text: text, box: BoundingBox(x: x, y: y, width: 12 * text.count, height: 30), confidence: 0.9)])
        })
    }

    /// Two passes read a value under its label, one of them garbled: in reading order the garbled
    /// reading stands between the label and the good one, and the level above still holds the label.
    @Test func theLabelOnTheLevelAboveCountsForEveryReadingOfAValue() throws {
        let dated = try matcher(#""regex": "\\d{2}/\\d{2}/\\d{4}", "context": {"words": ["date of birth"], "required": true}"#)
        let text = screen([("Date of birth", 20, 100), ("2l/O5/2OO2x", 20, 150), ("21/05/2002", 22, 152)])
        #expect(dated.findings(in: text).map(\.value.revealed) == ["21/05/2002"])
        // as plain text, without places, only the line right above counts
        #expect(dated.findings(inText: "Date of birth\n2l/O5/2OO2x 1\n21/05/2002").isEmpty)
        // a label two levels up is not the value's label
        let far = screen([("Date of birth", 20, 100), ("Member since", 20, 150), ("2l/O5/2OO2x", 20, 200), ("21/05/2002", 22, 202)])
        #expect(dated.findings(in: far).isEmpty)
        // a value with a title of its own beside it does not take the label of the row above
        let rows = screen([("Date of birth", 20, 100), ("2l/O5/2OO2x", 300, 100), ("Passport", 20, 150), ("21/05/2002", 300, 150)])
        #expect(dated.findings(in: rows).isEmpty)
    }

    /// Passes read a value beside its label more than once: in reading order one reading of the
    /// value stands between the label and another reading, and is not that reading's line above.
    @Test func anotherReadingOfTheSamePlaceIsNotTheLineAbove() throws {
        let dated = try matcher(#""regex": "\\d{2}/\\d{2}/\\d{4}", "context": {"words": ["date of birth"], "required": true}"#)
        let text = screen([("Date of birth", 20, 100), ("2l/O5/2OO2x", 300, 100), ("21/05/2002", 302, 102)])
        #expect(dated.findings(in: text).map(\.value.revealed) == ["21/05/2002"])
        // a value of its own on the same row, beside the reading, still stands between
        let beside = screen([("Date of birth", 20, 100), ("Member since", 300, 100), ("21/05/2002", 500, 102)])
        #expect(dated.findings(in: beside).isEmpty)
        // without places (plain text) the line right before is the line above, as before
        #expect(dated.findings(inText: "Date of birth\n2l/O5/2OO2x\n21/05/2002").isEmpty)
    }

    /// OCR reads a row's title and its value as separate lines, and a second, garbled reading of
    /// the title stands between them in reading order: every reading of the place before the
    /// value on its level counts, the clean one included.
    @Test func everyReadingOfTheRowTitleBeforeAValueCounts() throws {
        let dated = try matcher(#""regex": "\\d{2}/\\d{2}/\\d{4}", "context": {"words": ["date of birth"], "required": true}"#)
        let text = screen([("Date of birth", 20, 100), ("Dxte cf bxrth", 22, 102), ("21/05/2002", 600, 101)])
        #expect(dated.findings(in: text).map(\.value.revealed) == ["21/05/2002"])
        // only the nearest place before it: a title further left, past another cell, is another column's
        let columns = screen([("Date of birth", 20, 100), ("Dxte cf bxrth", 22, 102), ("Member since", 300, 100), ("21/05/2002", 600, 101)])
        #expect(dated.findings(in: columns).isEmpty)
        // a title after the value on its row is not its label
        #expect(dated.findings(in: screen([("Member", 20, 60), ("21/05/2002", 20, 100), ("Date of birth", 400, 100)])).isEmpty)
    }

    /// The end of an IBAN wrapped onto the next level, read twice, is not a phone number: the IBAN
    /// label on the level above excludes it for both readings.
    @Test func anIBANsWrappedEndReadTwiceIsNotAPhone() throws {
        let matcher = PatternMatcher(library: try PatternLibrary.defaults())
        let text = screen([("My IBAN is GB62 LOYD 5433", 40, 400), ("9951 2020 32", 40, 440), ("® 951 2020 32", 60, 441)])
        #expect(!matcher.findings(in: text).contains { $0.category == "phone" })
    }

    @Test func linesWithoutLettersOrDigitsAreSkipped() {
        let lines = ["Balance", "|", "— ©", "12.00", "…", "Note"].map(NormalisedLine.init)
        let neighbourhood = LineNeighbourhood(lines: lines, index: 3)
        #expect(neighbourhood.above?.original == "Balance")
        #expect(neighbourhood.below?.original == "Note")
        #expect(LineNeighbourhood(lines: lines, index: 0).above == nil)
    }

    @Test func contextBelowCountsOnlyWhenThePatternAsksForIt() throws {
        let below = try matcher(#""regex": "\\d{6}", "context": {"words": ["code"], "required": true, "lineBelow": true}"#)
        let aboveOnly = try matcher(#""regex": "\\d{6}", "context": {"words": ["code"], "required": true}"#)
        let text = "498577 is your Northwind\n|\nsign-in code."
        #expect(below.findings(inText: text).map(\.text) == ["498577"])
        #expect(aboveOnly.findings(inText: text).isEmpty)
        #expect(below.findings(inText: "498577\nsign-in code").isEmpty, "a number alone in its row does not wrap")
    }

    @Test func aValueAtTheStartOfTheNextLineFollowsATermThatEndsItsLine() throws {
        let lab = try matcher(#""terms": ["TSH"], "followedBy": "\\s*\\d+(?:\\.\\d+)? ?mIU/L""#)
        #expect(lab.findings(inText: "TSH\n6.8 mIU/L").map(\.text) == ["6.8 mIU/L"])
        #expect(lab.findings(inText: "TSH 6.8 mIU/L").map(\.text) == ["TSH 6.8 mIU/L"])
        #expect(lab.findings(inText: "TSH\nMar 4, 2024 6.8 mIU/L").isEmpty)
        #expect(lab.findings(inText: "TSH results\n6.8 mIU/L").isEmpty)
    }

    @Test func anOptionalSuffixKeepsTheTermAloneWhenAbsent() throws {
        let medication = try matcher(#""terms": ["metformin"], "followedBy": "(?:\\s*\\d+ ?mg)?""#)
        #expect(medication.findings(inText: "Metformin 500 mg daily").map(\.text) == ["Metformin 500 mg"])
        #expect(medication.findings(inText: "Metformin").map(\.text) == ["Metformin"])
        #expect(medication.findings(inText: "Metformin\nAs needed").map(\.text) == ["Metformin"])
    }
    /// An iPad table of accounts: "Routing number" heads a column of values, most of them rows
    /// below it, each with a title of its own on its left.
    @Test func aColumnHeaderLabelsEveryValueUnderIt() throws {
        let routed = try matcher(#""regex": "\\d{9}", "context": {"words": ["routing number"], "required": true}"#)
        let table = screen([("Account", 20, 100), ("Routing number", 400, 100),
                            ("Checking", 20, 160), ("021000021", 400, 160),
                            ("Savings", 20, 220), ("011000015", 400, 220),
                            ("Payroll", 20, 280), ("121000358", 400, 280)])
        #expect(routed.findings(in: table).map(\.value.revealed) == ["021000021", "011000015", "121000358"])
        // a line of words in the column ends it: below it, the header is another section's
        let sections = screen([("Routing number", 400, 100), ("021000021", 400, 160), ("Notes", 400, 220), ("121000358", 400, 280)])
        #expect(routed.findings(in: sections).map(\.value.revealed) == ["021000021"])
        // a header over another column is not this column's, nor one past a wide gap
        let shifted = screen([("Routing number", 20, 100), ("Checking", 20, 160), ("021000021", 400, 160),
                              ("Savings", 20, 220), ("121000358", 400, 220)])
        #expect(routed.findings(in: shifted).isEmpty)
        let far = screen([("Routing number", 400, 100), ("Checking", 20, 400), ("021000021", 400, 400)])
        #expect(routed.findings(in: far).isEmpty)
    }

    /// Lab results as a grid of cards: OCR reads a row of titles before their values, so in reading
    /// order another card's title stands before a value; the title right over it is its own.
    @Test func aTermRightOverItsValueCountsInAGridOfCards() throws {
        let lab = try matcher(#""terms": ["HbA1c"], "followedBy": "\\s*\\d{1,2}(?:\\.\\d)?\\s*%""#)
        let grid = screen([("HbA1c", 20, 100), ("Ferritin", 400, 100), ("6.3 %", 20, 140), ("12 ng/mL", 400, 140)])
        #expect(lab.findings(in: grid).map(\.value.revealed) == ["6.3 %"])
        // a title far above (past two line heights) is not over the value
        let apart = screen([("HbA1c", 20, 100), ("Ferritin", 400, 100), ("6.3 %", 20, 200), ("12 ng/mL", 400, 200)])
        #expect(lab.findings(in: apart).isEmpty)
    }
}
