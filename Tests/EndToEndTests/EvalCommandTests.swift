import Foundation
import XCTest

/// `snapguard eval` on the samples, whose truth.json labels every sensitive string.
final class EvalCommandTests: XCTestCase {
    func testEvaluatesALabelledFolder() throws {
        let outcome = try SnapGuardBinary.run(["eval", "--no-reference", "Samples"])
        XCTAssertEqual(outcome.status, 0, outcome.output + outcome.error)
        XCTAssertTrue(outcome.output.contains("leaky screens caught:    9/9"), outcome.output)
        XCTAssertTrue(outcome.output.contains("harmless screens passed: 5/5"), outcome.output)
        let overall = try XCTUnwrap(outcome.output.split(separator: "\n").first { $0.hasPrefix("  all ") })
        XCTAssertTrue(overall.hasSuffix("%"), String(overall))
    }

    /// A corpus of a few screens from Tests/Corpus/tuning, with their truth, in a temporary folder.
    private func miniCorpus(_ images: [String]) throws -> URL {
        let source = SnapGuardBinary.repository.appendingPathComponent("Tests/Corpus/tuning")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-eval-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let truth = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: source.appendingPathComponent("truth.json"))) as? [String: Any])
        let screens = try XCTUnwrap(truth["screens"] as? [[String: Any]]).filter { images.contains($0["image"] as? String ?? "") }
        XCTAssertEqual(screens.count, images.count, "every chosen screen is in the tuning truth")
        for image in images {
            try FileManager.default.copyItem(at: source.appendingPathComponent(image), to: folder.appendingPathComponent(image))
        }
        try JSONSerialization.data(withJSONObject: ["version": 1, "screens": screens]).write(to: folder.appendingPathComponent("truth.json"))
        return folder
    }

    /// "Never read less than the plain pass": on screens whose amounts sit in outlined pills (which the
    /// single whole-page pass reads, and binarisation alone leaves boxed in by the outline), the
    /// standard pipeline locates every string the single pass locates.
    func testTheStandardPipelineLocatesWhatTheSinglePassLocates() throws {
        let folder = try miniCorpus(Self.pillScreens)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try SnapGuardBinary.run(["eval", "--jobs", "2", folder.path])
        XCTAssertTrue(outcome.output.contains("single-pass reference:"), outcome.output + outcome.error)
        XCTAssertTrue(outcome.output.contains("standard ⊇ single pass:  holds on all \(Self.pillScreens.count) screens"),
                      outcome.output + outcome.error)
        XCTAssertFalse(outcome.output.contains("BELOW SINGLE PASS"), outcome.output)
        XCTAssertEqual(outcome.status, 0, outcome.output + outcome.error)
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

    static let pillScreens = ["leaky-pills-outline-usd-dark-inter-1179x2556.png", "leaky-pills-outline-eur-dark-roboto-1170x2532.png"]
}
