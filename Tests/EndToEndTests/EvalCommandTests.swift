import Foundation
import XCTest

/// `snapguard eval` on the samples, whose truth.json labels every sensitive string.
final class EvalCommandTests: XCTestCase {
    func testEvaluatesALabelledFolder() throws {
        let outcome = try SnapGuardBinary.run(["eval", "Samples"])
        XCTAssertEqual(outcome.status, 0, outcome.output + outcome.error)
        XCTAssertTrue(outcome.output.contains("leaky screens caught:    9/9"), outcome.output)
        XCTAssertTrue(outcome.output.contains("harmless screens passed: 5/5"), outcome.output)
        let overall = try XCTUnwrap(outcome.output.split(separator: "\n").first { $0.hasPrefix("  all ") })
        XCTAssertTrue(overall.hasSuffix("%"), String(overall))
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
