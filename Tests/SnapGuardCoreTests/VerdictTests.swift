import Foundation
import Testing
@testable import SnapGuardCore

@Suite struct VerdictTests {
    private func finding(_ category: Category, severity: Severity = .high, box: BoundingBox, confidence: Double = 0.9) -> Finding {
        Finding(category: category, patternId: "\(category).test", severity: severity,
                value: SensitiveValue(raw: "4111 1111 1111 1111", masked: "•••• 1111"), box: box, confidence: confidence)
    }

    /// The verdict `policy` gives a screen with these findings.
    private func verdict(_ policy: VerdictPolicy, _ findings: [Finding]) -> Verdict {
        policy.judge(path: "a.png", width: 100, height: 100, findings: findings).verdict
    }

    @Test func noFindingsPasses() throws {
        #expect(verdict(VerdictPolicy(), []) == .pass)
    }

    @Test func anyCountingFindingFails() throws {
        #expect(verdict(VerdictPolicy(), [finding(.card, box: BoundingBox(x: 0, y: 0, width: 5, height: 5))]) == .fail)
    }

    @Test func findingsBelowMinimumSeverityDoNotFail() throws {
        let policy = VerdictPolicy(minimumSeverity: .high)
        let low = finding(.phone, severity: .medium, box: BoundingBox(x: 0, y: 0, width: 5, height: 5))
        #expect(verdict(policy, [low]) == .pass)
        #expect(verdict(policy, [low, finding(.card, severity: .critical, box: low.box)]) == .fail)
    }

    @Test func deduplicatorKeepsOneFindingPerPlaceAndCategory() throws {
        let box = BoundingBox(x: 100, y: 100, width: 200, height: 40)
        let findings = [
            finding(.card, box: box, confidence: 0.7),
            finding(.card, box: BoundingBox(x: 104, y: 98, width: 190, height: 42), confidence: 0.95),
            finding(.currency, box: box),
            finding(.card, box: BoundingBox(x: 100, y: 500, width: 200, height: 40)),
        ]
        let kept = FindingDeduplicator().deduplicate(findings)
        #expect(kept.count == 3)
        #expect(kept.first { $0.category == .card && $0.box.minY < 200 }?.confidence == 0.95)
    }

    @Test func sensitiveValuePrintsMasked() throws {
        let value = SensitiveValue(raw: "4111 1111 1111 1111", masked: "•••• 1111")
        #expect("\(value)" == "•••• 1111")
        #expect(!(String(reflecting: value).contains("4111 1111")))
        #expect(value.revealed == "4111 1111 1111 1111")
    }

    @Test func lineMergerDropsTheSameLineReadTwice() throws {
        let line = RecognisedLine(words: [RecognisedWord(text: "$12.00", box: BoundingBox(x: 0, y: 0, width: 50, height: 10), confidence: 0.6)])
        var better = line
        better.words[0].confidence = 0.9
        better.words[0].box.x = 2
        let other = RecognisedLine(words: [RecognisedWord(text: "Balance", box: BoundingBox(x: 0, y: 40, width: 60, height: 10), confidence: 0.9)])
        let merged = LineMerger().merge([line, other, better])
        #expect(merged.lines.map(\.text) == ["$12.00", "Balance"])
        #expect(merged.lines[0].confidence == 0.9)
    }
}

@Suite struct DebrisFilterTests {
    private func line(_ words: (String, Double)...) -> RecognisedLine {
        RecognisedLine(words: words.map { RecognisedWord(text: $0.0, box: BoundingBox(x: 0, y: 0, width: 10, height: 10), confidence: $0.1) })
    }

    @Test func dropsLinesWithoutTwoLettersOrDigits() throws {
        let filter = DebrisFilter()
        #expect(filter.cleaned(line(("|", 0.5))) == nil)
        #expect(filter.cleaned(line(("Ị", 0.9), ("—", 0.9))) == nil)
        #expect(filter.cleaned(line(("$", 0.9), ("6", 0.9))) == nil)
        #expect(filter.cleaned(line(("32", 0.5)))?.text == "32", "the tail of a wrapped IBAN")
    }

    @Test func dropsDoubtfulStrokesAtTheEdgesOnly() throws {
        let filter = DebrisFilter()
        #expect(filter.cleaned(line(("i", 0.4), ("7968", 0.9), ("|", 0.3)))?.text == "7968")
        #expect(filter.cleaned(line(("I", 0.95), ("paid", 0.9)))?.text == "I paid", "a confident word stays")
        #expect(filter.cleaned(line(("Pay", 0.9), ("|", 0.3), ("$5", 0.9)))?.text == "Pay | $5", "inside a line it stays")
    }

    /// A row of masking dots read as letters, a quarter as high as the screen's text: dropped when
    /// doubtful; small print read with confidence stays.
    @Test func dropsDoubtfulLinesFarFlatterThanTheScreensText() throws {
        func line(_ text: String, y: Int, height: Int, confidence: Double) -> RecognisedLine {
            RecognisedLine(words: [RecognisedWord(text: text, box: BoundingBox(x: 10, y: y, width: 100, height: height), confidence: confidence)])
        }
        let screen = [line("Username", y: 100, height: 16, confidence: 0.96), line("amelie.nguyen", y: 100, height: 17, confidence: 0.92),
                      line("Password", y: 150, height: 16, confidence: 0.96), line("@eeeee3s8s8eesve#e#8e", y: 157, height: 4, confidence: 0.05),
                      line("Terms apply", y: 300, height: 6, confidence: 0.9), line("Website", y: 200, height: 15, confidence: 0.97)]
        #expect(DebrisFilter().cleaned(screen).map(\.text) == ["Username", "amelie.nguyen", "Password", "Terms apply", "Website"])
        #expect(DebrisFilter().cleaned([screen[3]]).map(\.text) == ["@eeeee3s8s8eesve#e#8e"], "alone, it is the screen's text")
    }
}

@Suite struct ReadingOrderTests {
    private func line(_ text: String, _ box: BoundingBox) -> RecognisedLine {
        RecognisedLine(words: [RecognisedWord(text: text, box: box, confidence: 0.9)])
    }

    /// A value whose box starts two pixels above its row title still comes after it.
    @Test func rowTitleComesBeforeItsValue() throws {
        let merged = LineMerger().merge([
            line("136703230889", BoundingBox(x: 706, y: 565, width: 365, height: 40)),
            line("Account number", BoundingBox(x: 97, y: 567, width: 397, height: 39)),
            line("Routing number", BoundingBox(x: 100, y: 433, width: 380, height: 50)),
            line("Account type", BoundingBox(x: 97, y: 699, width: 317, height: 48)),
        ])
        #expect(merged.lines.map(\.text) == ["Routing number", "Account number", "136703230889", "Account type"])
    }
}
