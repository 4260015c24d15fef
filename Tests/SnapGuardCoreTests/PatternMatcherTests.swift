import Foundation
import Testing
@testable import SnapGuardCore

@Suite struct PatternMatcherTests {
    static let library = try! PatternLibrary.defaults()

    /// A line of words 100 pixels apart, each 80 wide.
    private func line(_ words: [String], y: Int = 0, confidence: Double = 0.9) -> RecognisedLine {
        RecognisedLine(words: words.enumerated().map { index, word in
            RecognisedWord(text: word, box: BoundingBox(x: index * 100, y: y, width: 80, height: 20), confidence: confidence)
        })
    }

    @Test func aMatchAcrossWordsGetsTheUnionOfTheirBoxesAndAMaskedValue() {
        let text = RecognisedText(lines: [line(["Card", "4111", "1111", "1111", "1111"])])
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

    /// A PAN read right keeps its own rule; the misread form only stands in for one read wrong.
    @Test func aPANReadRightIsNoMisreadPAN() {
        let matcher = PatternMatcher(library: Self.library)
        #expect(matcher.findings(inText: "PAN: ABCPE1234F").map(\.patternId) == ["identity.pan"])
        #expect(matcher.findings(inText: "PAN: RYLPG2593)").map(\.patternId) == ["identity.pan-misread"])
    }

    @Test func aLabelOnTheLineAboveIsContext() {
        let text = RecognisedText(lines: [line(["Available", "balance"]), line(["12,345.67"], y: 40)])
        let findings = PatternMatcher(library: Self.library).findings(in: text)
        #expect(findings.map(\.category) == [.currency])
        #expect(findings.first?.masked == "••,•••.67")
        #expect(findings.first?.box == BoundingBox(x: 0, y: 40, width: 80, height: 20))
    }

    /// A blurred small grey label that OCR read as "Date of beth" (doubted) stands above the date:
    /// it counts as the date's label. The same words read sharp, and a label of another date, do not.
    @Test func aDoubtedLabelMisreadBeyondTheContextToleranceStillLabelsTheValueBelowOrBeside() {
        func dates(label: [String], labelConfidence: Double, sameLine: Bool = false) -> [Category] {
            let labelLine = line(label, confidence: labelConfidence)
            let value = RecognisedWord(text: "13/04/1962", box: BoundingBox(x: sameLine ? 400 : 0, y: sameLine ? 0 : 40, width: 80, height: 20),
                                       confidence: 0.9)
            let lines = sameLine ? [RecognisedLine(words: labelLine.words + [value])] : [labelLine, RecognisedLine(words: [value])]
            return PatternMatcher(library: Self.library).findings(in: RecognisedText(lines: lines)).map(\.category)
        }
        #expect(dates(label: ["Date", "of", "beth"], labelConfidence: 0.6) == [.dob])
        #expect(dates(label: ["Data", "đe", "nascomento"], labelConfidence: 0.5, sameLine: true) == [.dob])
        #expect(dates(label: ["Date", "de", "naissasce"], labelConfidence: 0.4) == [.dob])
        #expect(dates(label: ["Date", "of", "beth"], labelConfidence: 0.95).isEmpty, "read sharp, beth is another word")
        #expect(dates(label: ["Date", "of", "death"], labelConfidence: 0.5).isEmpty)
        #expect(dates(label: ["Data", "de", "vencimento"], labelConfidence: 0.5).isEmpty)
        #expect(dates(label: ["Fecha", "de", "vencimiento"], labelConfidence: 0.5).isEmpty)
        #expect(dates(label: ["Member", "since"], labelConfidence: 0.5).isEmpty)
        #expect(dates(label: ["Date", "of", "berth"], labelConfidence: 0.5) == [.dob])
        #expect(dates(label: ["Date", "of", "teth"], labelConfidence: 0.5).isEmpty, "two edits need the first letter")
        #expect(dates(label: ["Oate", "of", "beth"], labelConfidence: 0.5).isEmpty, "no word of four letters or more agrees")
        #expect(dates(label: ["Your", "Date", "of", "beth"], labelConfidence: 0.5).isEmpty, "the label is the whole line")
        #expect(dates(label: ["Geduttsdatum"], labelConfidence: 0.4) == [.dob], "a long one-word label, two edits off")
        #expect(dates(label: ["Geburtedutum"], labelConfidence: 0.4, sameLine: true) == [.dob])
        #expect(dates(label: ["Geduttsdatum"], labelConfidence: 0.95).isEmpty, "read sharp, it is another word")
    }

    /// A light blur leaves "Date of" of a small grey "Date of birth" readable and turns "birth"
    /// into a doubted scrap ("bư", "bem", "term"): such a label stands for a date of birth only on
    /// a screen that shows other personal data (here an SSN), never on a screen of other dates.
    @Test func aDateUnderABlurredDateOfLabelIsABirthDateOnlyBesideOtherPersonalData() {
        func categories(label: [String], labelConfidence: Double, company: [String]? = ["SSN", "536-22-1234"]) -> [Category] {
            var lines = [line(label, confidence: labelConfidence), line(["13/04/1962"], y: 40)]
            if let company { lines.append(line(company, y: 200)) }
            return PatternMatcher(library: Self.library).findings(in: RecognisedText(lines: lines)).map(\.category).sorted()
        }
        #expect(categories(label: ["Date", "of", "bư"], labelConfidence: 0.5) == [.dob, .ssn])
        #expect(categories(label: ["Date", "of", "bem"], labelConfidence: 0.6) == [.dob, .ssn])
        #expect(categories(label: ["Fecha", "đe", "nacermento"], labelConfidence: 0.6) == [.dob, .ssn], "and in Spanish")
        #expect(categories(label: ["Date", "of", "bư"], labelConfidence: 0.5, company: nil).isEmpty, "no personal data beside it")
        #expect(categories(label: ["Date", "of", "bư"], labelConfidence: 0.5, company: ["Card", "4111", "1111", "1111", "1111"]) == [.card],
                "a card is not among the categories it needs")
        #expect(categories(label: ["Date", "of", "term"], labelConfidence: 0.95) == [.ssn], "read sharp, it is another label")
        #expect(categories(label: ["Date", "of", "b9"], labelConfidence: 0.5) == [.ssn], "a word with a digit is no blurred label word")
        #expect(categories(label: ["Your", "date", "of", "bư"], labelConfidence: 0.5) == [.ssn], "the label is the whole line")
        #expect(categories(label: ["Date", "of", "issue", "bư"], labelConfidence: 0.5) == [.ssn], "one unreadable word, not two")
        #expect(categories(label: ["Dete", "de", "nescwrwrto"], labelConfidence: 0.5) == [.dob, .ssn],
                "a doubted word of the phrase one OCR edit off")
        #expect(categories(label: ["Dete", "de", "nescwrwrto"], labelConfidence: 0.5, company: nil).isEmpty)
        #expect(categories(label: ["Dote", "dl", "nescwrwrto"], labelConfidence: 0.5) == [.ssn], "only one word of the phrase off")
        #expect(categories(label: ["Dxte", "of", "bư"], labelConfidence: 0.5) == [.ssn], "an edit of letters that do not look alike")
    }

    /// A National Insurance number under its label with the suffix B read as 8, or a 0 as O, is
    /// still one; the same characters without the label are not.
    @Test func aNationalInsuranceNumberABlurChangedIsFoundUnderItsLabel() {
        func categories(_ label: String, _ value: String) -> [Category] {
            let text = RecognisedText(lines: [line([label]), line([value], y: 40)])
            return PatternMatcher(library: Self.library).findings(in: text).map(\.category)
        }
        #expect(categories("National Insurance number", "PN0681648") == [.identity])
        #expect(categories("National Insurance number", "LJO86404A") == [.identity])
        #expect(categories("Order", "PN0681648").isEmpty)
    }

    /// An e-mail address a blur split ("smurphy @ inbox example.com") whose small label the blur
    /// left unreadable counts beside a person's other data (here an SSN), never alone; an address
    /// that counts on its own ("mia.schmidt @example.org", a dot in its local part) is not lost to
    /// the split pattern that needs company.
    @Test func aSplitAddressWithoutItsLabelCountsOnlyBesideOtherPersonalData() {
        func categories(_ address: [String], label: [String]? = nil, company: [String]? = ["SSN", "536-22-1234"]) -> [Category] {
            var lines = [line(address, y: 40)]
            if let label { lines.append(line(label, confidence: 0.5)) }
            if let company { lines.append(line(company, y: 200)) }
            return PatternMatcher(library: Self.library).findings(in: RecognisedText(lines: lines)).map(\.category).sorted()
        }
        #expect(categories(["smurphy", "@", "inbox", "example.com"]) == [.email, .ssn])
        #expect(categories(["imiller@", "inbox.example.com"]) == [.email, .ssn])
        #expect(categories(["smurphy", "@", "inbox", "example.com"], company: nil).isEmpty)
        #expect(categories(["smurphy", "@", "inbox", "example.com"], label: ["Email"], company: nil) == [.email])
        #expect(categories(["smurphy", "@", "inbox", "example.com"], company: ["Card", "4111", "1111", "1111", "1111"]) == [.card],
                "a card is not among the categories it needs")
        #expect(categories(["mia.schmidt", "@example.org"], company: nil) == [.email], "counts on its own")
        let text = "SSN 536-22-1234\nsmurphy @ inbox example.com"
        #expect(PatternMatcher(library: Self.library).findings(inText: text).map(\.category).sorted() == [.email, .ssn])
        #expect(PatternMatcher(library: Self.library).findings(inText: "smurphy @ inbox example.com").isEmpty, "plain text too")
        let recorder = ExplanationRecorder()
        _ = PatternMatcher(library: Self.library).findings(in: RecognisedText(lines: [line(["smurphy", "@", "inbox", "example.com"])]),
                                                           recorder: recorder)
        #expect(recorder.explanation.nearMisses.map(\.reason).contains(.unlabelledAlone))
    }

    /// While a screen is explained, the match a blurred label alone confirmed is heard as a near miss.
    @Test func aBlurredLabelAloneIsExplainedAsANearMiss() {
        let recorder = ExplanationRecorder()
        let text = RecognisedText(lines: [line(["Date", "of", "bư"], confidence: 0.5), line(["13/04/1962"], y: 40)])
        #expect(PatternMatcher(library: Self.library).findings(in: text, recorder: recorder).isEmpty)
        #expect(recorder.explanation.nearMisses.map(\.reason).contains(.blurredLabelAlone))
    }

    @Test func withoutItsRequiredContextABareAmountIsNotAFinding() {
        let text = RecognisedText(lines: [line(["Steps"]), line(["12,345.67"], y: 40)])
        #expect(PatternMatcher(library: Self.library).findings(in: text).isEmpty)
    }

    @Test func optionalContextThatIsAbsentLowersConfidence() throws {
        let pack = try PatternLibrary.parse("""
            {"pack": "t", "patterns": [{"id": "t.word", "category": "custom", "description": "d", "regex": "secret\\\\d",
             "context": {"words": ["vault"]}, "examples": {"match": ["secret1"]}}]}
            """, file: "t.json")
        let matcher = PatternMatcher(library: try PatternLibrary(packs: [pack]))
        let alone = matcher.findings(in: RecognisedText(lines: [line(["secret1"], confidence: 1)]))
        let confirmed = matcher.findings(in: RecognisedText(lines: [line(["vault", "secret1"], confidence: 1)]))
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

    @Test func aRunawayRegularExpressionIsStoppedWhenItsBudgetIsSpent() throws {
        let pack = try PatternLibrary.parse("""
            {"pack": "slow", "patterns": [{"id": "slow.regex", "category": "custom", "description": "d",
             "regex": "(a+)+b", "examples": {"match": ["ab"]}}]}
            """, file: "slow.json")
        // A clock that moves one second each time it is read: the budget is spent at the first check
        // while the evaluation runs. Without the check, "(a+)+b" on 2,000 "a"s never finishes.
        let ticks = TickingClock()
        let budget = RegexBudget(timeLimit: 0.05, clock: { ticks.read() })
        let matcher = PatternMatcher(patterns: try PatternLibrary(packs: [pack]).patterns, options: MatchOptions(),
                                     regexBudget: budget)
        #expect(matcher.findings(inText: String(repeating: "a", count: 2_000) + "c").isEmpty)
        #expect(ticks.reads >= 2, "the budget is checked while the expression runs")
    }

    @Test func anEndAnchoredPatternDoesNotMatchAtAWindowEdgeOfALongLine() throws {
        let pack = try PatternLibrary.parse("""
            {"pack": "t", "patterns": [{"id": "t.tail", "category": "custom", "description": "d",
             "regex": "\\\\d{4}$", "examples": {"match": ["code 1234"]}}]}
            """, file: "t.json")
        let matcher = PatternMatcher(library: try PatternLibrary(packs: [pack]))
        // "1234" ends the first 512-unit window; with anchoring bounds "$" matched there.
        let midLine = String(repeating: "x", count: 508) + "1234" + String(repeating: " word", count: 40)
        #expect(matcher.findings(inText: midLine).isEmpty)
        let lineEnd = String(repeating: "x", count: 508) + " " + String(repeating: "word ", count: 40) + "5678"
        #expect(matcher.findings(inText: lineEnd).map(\.text) == ["5678"])
        let startAnchored = try PatternLibrary.parse("""
            {"pack": "s", "patterns": [{"id": "s.head", "category": "custom", "description": "d",
             "regex": "^\\\\d{4}", "examples": {"match": ["1234 code"]}}]}
            """, file: "s.json")
        let headMatcher = PatternMatcher(library: try PatternLibrary(packs: [startAnchored]))
        // The second window starts at 384: "^" must not match there.
        let secondWindow = String(repeating: "y", count: 384) + "9999" + String(repeating: " z", count: 200)
        #expect(headMatcher.findings(inText: secondWindow).isEmpty)
        #expect(headMatcher.findings(inText: "4321 " + String(repeating: " z", count: 400)).map(\.text) == ["4321"])
    }

    @Test func aMatchAfterTheFirstWindowOfALongLineIsFound() {
        let input = String(repeating: "word ", count: 200) + "4111 1111 1111 1111"
        let findings = PatternMatcher(library: Self.library).findings(inText: input)
        #expect(findings.map(\.text) == ["4111 1111 1111 1111"])
    }
}

/// A clock for `RegexBudget` that advances one second per read.
final class TickingClock: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var reads: Int { lock.withLock { count } }

    func read() -> TimeInterval {
        lock.withLock {
            count += 1
            return TimeInterval(count)
        }
    }
}

/// Recognisers may return words that hold spaces (a French amount `1 234,56`, a narrow no-break
/// space U+202F, or a whole line as one word): each finding still maps to the words it covers.
@Suite struct RecognisedWordRangeTests {
    static let library = try! PatternLibrary.defaults()

    private func word(_ text: String, x: Int, width: Int = 80) -> RecognisedWord {
        RecognisedWord(text: text, box: BoundingBox(x: x, y: 10, width: width, height: 20), confidence: 0.9)
    }

    @Test func anAmountReadAsOneWordWithSpacesIsFoundAndBoxed() {
        let line = RecognisedLine(words: [word("Solde", x: 0), word("1 234,56", x: 100, width: 120), word("€", x: 230, width: 20)])
        let findings = PatternMatcher(library: Self.library).findings(in: RecognisedText(lines: [line]))
        #expect(findings.map(\.patternId) == ["currency.symbol-after"])
        #expect(findings.first?.value.revealed == "1 234,56 €")
        #expect(findings.first?.box == BoundingBox(x: 100, y: 10, width: 150, height: 20))
    }

    @Test func aNarrowNoBreakSpaceInsideAWordIsFoundAndBoxed() {
        let line = RecognisedLine(words: [word("Solde", x: 0), word("1\u{202F}234,56\u{202F}€", x: 100, width: 150),
                                          word("disponible", x: 300)])
        let findings = PatternMatcher(library: Self.library).findings(in: RecognisedText(lines: [line]))
        #expect(findings.map(\.category) == [.currency])
        #expect(findings.first?.value.revealed == "1\u{202F}234,56\u{202F}€")
        #expect(findings.first?.box == BoundingBox(x: 100, y: 10, width: 150, height: 20))
    }

    @Test func aWholeLineReadAsOneWordIsFoundWithTheLineBox() {
        let line = RecognisedLine(words: [word("Card 4111 1111 1111 1111 exp", x: 20, width: 600)])
        let findings = PatternMatcher(library: Self.library).findings(in: RecognisedText(lines: [line]))
        #expect(findings.map(\.patternId) == ["card.number"])
        #expect(findings.first?.value.revealed == "4111 1111 1111 1111")
        #expect(findings.first?.box == BoundingBox(x: 20, y: 10, width: 600, height: 20))
        #expect(abs((findings.first?.confidence ?? 0) - 0.9) < 0.0001)
    }

    @Test func wordsAfterASpacedWordStillGetTheirOwnBoxes() {
        let line = RecognisedLine(words: [word("1 234,56 €", x: 0, width: 150), word("Card", x: 200),
                                          word("4111", x: 300), word("1111", x: 400), word("1111", x: 500), word("1111", x: 600)])
        let findings = PatternMatcher(library: Self.library).findings(in: RecognisedText(lines: [line]))
        let card = findings.first { $0.category == .card }
        #expect(card?.box == BoundingBox(x: 300, y: 10, width: 380, height: 20))
    }
}
