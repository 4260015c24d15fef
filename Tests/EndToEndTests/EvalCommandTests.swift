import Foundation
import XCTest

/// `snapguard eval` on the samples, whose truth.json labels every sensitive string.
final class EvalCommandTests: XCTestCase {
    func testEvaluatesALabelledFolder() throws {
        let truth = try SampleTruth.load()
        let outcome = try SnapGuardBinary.run(["eval", "Samples"])
        XCTAssertEqual(outcome.status, 0, outcome.output + outcome.error)
        let (leaky, harmless) = (truth.failing.count, truth.passing.count)
        XCTAssertGreaterThan(leaky, 0)
        XCTAssertGreaterThan(harmless, 0)
        XCTAssertTrue(outcome.output.contains("leaky screens caught:    \(leaky)/\(leaky)\n"), outcome.output)
        XCTAssertTrue(outcome.output.contains("harmless screens passed: \(harmless)/\(harmless)\n"), outcome.output)

        // "  currency      12/12    100.0%": one row per labelled category and one for all, out of the truth's counts.
        let row = try NSRegularExpression(pattern: "^  (\\S+) +([0-9]+)/([0-9]+) +([0-9.]+)%$", options: .anchorsMatchLines)
        var totals: [String: Int] = [:]
        for match in row.matches(in: outcome.output, range: NSRange(outcome.output.startIndex..., in: outcome.output)) {
            let field = { (index: Int) in String(outcome.output[Range(match.range(at: index), in: outcome.output)!]) }
            let (found, total) = (Int(field(2))!, Int(field(3))!)
            XCTAssertLessThanOrEqual(found, total, field(1))
            XCTAssertEqual(Double(field(4))!, Double(found) / Double(total) * 100, accuracy: 0.05, field(1))
            totals[field(1)] = total
        }
        var expected = Dictionary(grouping: truth.screens.flatMap(\.strings), by: \.category).mapValues(\.count)
        expected["all"] = truth.screens.flatMap(\.strings).count
        XCTAssertEqual(totals, expected, outcome.output)
    }

    func testAFolderWithoutTruthIsAUsageError() throws {
        let outcome = try SnapGuardBinary.run(["eval", "Tests/Fixtures/formats"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.error.contains("truth.json: cannot read ground truth: no such file"), outcome.error)
    }

    func testUnknownPipelineIsAUsageError() throws {
        let outcome = try SnapGuardBinary.run(["eval", "--pipeline", "fast", "Samples"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.error.contains("unknown pipeline 'fast'"), outcome.error)
    }
}
