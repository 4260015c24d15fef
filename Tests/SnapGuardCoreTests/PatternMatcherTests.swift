import Foundation
import Testing
@testable import SnapGuardCore

@Suite struct PatternMatcherTests {
    static let library = try! PatternLibrary.defaults()

    /// A line of words 100 pixels apart, each 80 wide.
    private func line(_ words: [String], y: Int = 0, confidence: Double = 0.9) -> RecognizedLine {
        RecognizedLine(words: words.enumerated().map { index, word in
            RecognizedWord(text: word, box: BoundingBox(x: index * 100, y: y, width: 80, height: 20), confidence: confidence)
        })
    }

    @Test func aMatchAcrossWordsGetsTheUnionOfTheirBoxesAndAMaskedValue() {
        let text = RecognizedText(lines: [line(["Card", "4111", "1111", "1111", "1111"])])
        let findings = PatternMatcher(library: Self.library).findings(in: text)
        #expect(findings.count == 1)
        let finding = findings[0]
        #expect(finding.category == .card)
        #expect(finding.patternId == "card.number")
        #expect(finding.severity == .critical)
        #expect(finding.box == BoundingBox(x: 100, y: 0, width: 380, height: 20))
        #expect(finding.value.revealed == "4111 1111 1111 1111")
        #expect(finding.masked == "•••• 1111")
        #expect("\(finding.value)" == "•••• 1111")
        #expect(abs(finding.confidence - 0.9) < 0.0001)
    }

    @Test func aLabelOnTheLineAboveIsContext() {
        let text = RecognizedText(lines: [line(["Available", "balance"]), line(["12,345.67"], y: 40)])
        let findings = PatternMatcher(library: Self.library).findings(in: text)
        #expect(findings.map(\.category) == [.currency])
        #expect(findings.first?.masked == "••,•••.67")
        #expect(findings.first?.box == BoundingBox(x: 0, y: 40, width: 80, height: 20))
    }

    @Test func withoutItsRequiredContextABareAmountIsNotAFinding() {
        let text = RecognizedText(lines: [line(["Steps"]), line(["12,345.67"], y: 40)])
        #expect(PatternMatcher(library: Self.library).findings(in: text).isEmpty)
    }

    @Test func optionalContextThatIsAbsentLowersConfidence() throws {
        let pack = try PatternLibrary.parse("""
            {"pack": "t", "patterns": [{"id": "t.word", "category": "custom", "description": "d", "regex": "secret\\\\d",
             "context": {"words": ["vault"]}, "examples": {"match": ["secret1"]}}]}
            """, file: "t.json")
        let matcher = PatternMatcher(library: try PatternLibrary(packs: [pack]))
        let alone = matcher.findings(in: RecognizedText(lines: [line(["secret1"], confidence: 1)]))
        let confirmed = matcher.findings(in: RecognizedText(lines: [line(["vault", "secret1"], confidence: 1)]))
        #expect(alone.map(\.confidence) == [0.8])
        #expect(confirmed.map(\.confidence) == [1])
    }

    @Test func overlappingMatchesYieldOneFindingFromTheMostSpecificPattern() {
        // The routing number also fits the account pattern (account context on the same line).
        let findings = PatternMatcher(library: Self.library).findings(inText: "Account routing 021000021")
        #expect(findings.map(\.patternId) == ["routing.aba"])
    }

    @Test func findingsInTextGiveTheSubstringExactlyAsInTheInput() {
        let input = "Solde\u{00A0}: 1\u{202F}234,56\u{00A0}€ et 4111 1111 1111 111l"
        let findings = PatternMatcher(library: Self.library).findings(inText: input)
        #expect(findings.map(\.text) == ["1\u{202F}234,56\u{00A0}€", "4111 1111 1111 111l"])
        #expect(findings.map { String(input[$0.range]) } == findings.map(\.text))
    }

    @Test func findingsInTextWorkLineByLine() {
        let findings = PatternMatcher(library: Self.library).findings(inText: "Ngày sinh:\n15/03/1985\nUpdated 15/03/2024")
        #expect(findings.map(\.text) == ["15/03/1985"])
    }

    @Test func disabledCategoriesAreNotReported() {
        let options = MatchOptions(disabledCategories: [.email])
        let findings = PatternMatcher(library: Self.library, options: options).findings(inText: "john@mailbox.org $12.00")
        #expect(findings.map(\.category) == [.currency])
    }

    @Test func findingsBelowTheMinimumSeverityAreNotReported() {
        let options = MatchOptions(minimumSeverity: .high)
        let findings = PatternMatcher(library: Self.library, options: options)
            .findings(inText: "john@mailbox.org 4111 1111 1111 1111")
        #expect(findings.map(\.category) == [.card])
    }

    @Test func aMatchInsideAnAllowedTermIsDropped() {
        let text = "Call Acme Bank (415) 555-2671 or anna.lee@acme.com"
        let options = MatchOptions(allowedTerms: ["Anna.Lee@Acme.com", "Hotline (415) 555-2671"])
        #expect(PatternMatcher(library: Self.library).findings(inText: text).count == 2)
        #expect(PatternMatcher(library: Self.library, options: options).findings(inText: text).isEmpty)
    }

    @Test func aRunawayRegularExpressionIsStoppedWithinItsTimeLimit() throws {
        let pack = try PatternLibrary.parse("""
            {"pack": "slow", "patterns": [{"id": "slow.regex", "category": "custom", "description": "d",
             "regex": "(a+)+b", "examples": {"match": ["ab"]}}]}
            """, file: "slow.json")
        let matcher = PatternMatcher(library: try PatternLibrary(packs: [pack]))
        let start = Date()
        _ = matcher.findings(inText: String(repeating: "a", count: 2_000) + "c")
        #expect(Date().timeIntervalSince(start) < 1)
    }

    @Test func aMatchAfterTheFirstWindowOfALongLineIsFound() {
        let input = String(repeating: "word ", count: 200) + "4111 1111 1111 1111"
        let findings = PatternMatcher(library: Self.library).findings(inText: input)
        #expect(findings.map(\.text) == ["4111 1111 1111 1111"])
    }
}
