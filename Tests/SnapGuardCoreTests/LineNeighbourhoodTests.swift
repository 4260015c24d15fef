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
}
