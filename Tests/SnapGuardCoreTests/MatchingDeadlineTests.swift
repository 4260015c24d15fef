import Foundation
import Testing
@testable import SnapGuardCore

/// The time limit covers pattern matching: a pack whose expressions backtrack stops at the screen's
/// deadline, and the screen is an error, never a verdict reached long after it. Timing is checked
/// by behaviour, against a bound many times the limit.
@Suite struct MatchingDeadlineTests {
    /// A user pack of expressions that backtrack on any line of words without a "!": each one
    /// spends its whole 50 ms budget on every window of every line.
    static let backtracking = """
        {"pack": "slow", "patterns": [
          {"id": "slow.words", "category": "custom", "description": "d", "regex": "(\\\\w+\\\\s?)+!", "examples": {"match": ["ab!"]}},
          {"id": "slow.letters", "category": "custom", "description": "d", "regex": "([a-z]+ ?)+#", "examples": {"match": ["ab#"]}},
          {"id": "slow.digits", "category": "custom", "description": "d", "regex": "(\\\\S+ ?)+=", "examples": {"match": ["ab="]}}
        ]}
        """

    /// 240 lines of words: matched in full, the pack takes 240 × 3 × 50 ms = 36 s.
    static let lines = (0..<240).map { line("Transfer to account holder number \($0) pending review today", y: 40 * $0) }

    private func session(timeBudget: Duration?) throws -> ScanSession {
        let library = try PatternLibrary(packs: PatternLibrary.defaults().packs + [PatternLibrary.parse(Self.backtracking, file: "slow.json")])
        let settings = ScanSettings(patterns: library, jobs: 1, timeBudget: timeBudget, pipeline: .standard)
        return ScanSession(settings: settings, recognisers: RecogniserFactory { ScriptedRecogniser(lines: Self.lines) })
    }

    @Test func aBacktrackingPackStopsAtTheScreensTimeLimitAndTheScreenIsAnError() throws {
        let session = try session(timeBudget: .seconds(1))
        let started = ContinuousClock.now
        let screen = session.check(Fixtures.format("text-rgb8.png"))
        let elapsed = ContinuousClock.now - started
        #expect(screen.verdict == .error)
        #expect(screen.error?.contains("time budget of 1 s") == true, "\(screen.error ?? "no error")")
        #expect(elapsed < .seconds(12), "stopped near its 1 s limit, not after every evaluation ran: \(elapsed)")
    }

    @Test func matchingPastTheDeadlineThrowsAndFindsNothingHalfway() throws {
        let matcher = PatternMatcher(library: try PatternLibrary.defaults())
        let text = RecognisedText(lines: [line("Card 4111 1111 1111 1111", y: 40)])
        #expect(try matcher.findings(in: text, recorder: nil, deadline: .never).map(\.category) == [.card])
        #expect(throws: OCRError.self) { try matcher.findings(in: text, recorder: nil, deadline: Deadline(after: .zero)) }
    }
}
