import Foundation
import XCTest

/// `snapguard eval` on the samples, whose truth.json labels every sensitive string.
final class EvalCommandTests: XCTestCase {
    func testEvaluatesALabelledFolder() throws {
        let truth = try SampleTruth.load()
        let outcome = try SnapGuardBinary.run(["eval", "--no-reference", "Samples"])
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

    /// A corpus of a few screens from Tests/Corpus/tuning, with their truth, in a temporary folder.
    private func miniCorpus(_ images: [String]) throws -> URL {
        try MiniCorpus.make(from: "tuning", images)
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

    /// Pattern classes of issue 11 on real renders of the tuning part: recovery phrases in numbered
    /// grids (OCR reads them cell by cell), a PAN stacked under its label with a digit read as a
    /// look-alike, and order details whose order and tracking numbers, masked card, freephone number
    /// and support address are no findings.
    func testPhraseGridsStackedIdentifiersAndOrderDetails() throws {
        let leaky = ["leaky-phrase-12-paren-dark-stacked-liberation-1170x2532.jpg", "leaky-phrase-24-dark-roboto-750x1334.png",
                     "leaky-id-en-in-dark-stacked-liberation-1024x1366.png"]
        let harmless = ["clean-orders-light-stacked-roboto-1024x1366.png", "clean-orders-dark-stacked-opensans-1179x2556.png"]
        let folder = try miniCorpus(leaky + harmless)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try SnapGuardBinary.run(["eval", "--no-reference", "--jobs", "2", folder.path])
        XCTAssertTrue(outcome.output.contains("leaky screens caught:    3/3\n"), outcome.output + outcome.error)
        XCTAssertTrue(outcome.output.contains("harmless screens passed: 2/2\n"), outcome.output)
        let rows = outcome.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        XCTAssertTrue(rows.contains(["secret", "2/2", "100.0%"]), outcome.output)
        XCTAssertTrue(rows.contains(["identity", "2/2", "100.0%"]), outcome.output)
    }

    /// A lab row under a light blur ("HbA1c" on the left, "7.2%" at the right edge): a sharpened
    /// read adds a tall wrong reading of the label, which in the merged lines stands between the
    /// value and its label; the reading of a pass on its own still pairs them.
    func testALabValueUnderALightBlurIsPairedWithItsLabel() throws {
        let folder = try miniCorpus(["leaky-ptblur-health-en-grey15-light-opensans-828x1792.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try SnapGuardBinary.run(["eval", "--no-reference", "--jobs", "1", folder.path])
        XCTAssertFalse(outcome.output.contains("missed health: HbA1c 7.2% at 700x44+64+797"), outcome.output + outcome.error)
        let rows = outcome.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        XCTAssertTrue(rows.contains(["health", "7/7", "100.0%"]), outcome.output)
    }

    func testAFolderWithoutTruthIsAUsageError() throws {
        let outcome = try SnapGuardBinary.run(["eval", "Tests/Fixtures/formats"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.error.contains("truth.json: cannot read ground truth: no such file"), outcome.error)
    }

    /// A corpus's truth.json names the languages its screens are read with, and `--lang` overrides
    /// them: a truth naming a model that is not installed fails on that model, and the same corpus
    /// read with `--lang eng` is evaluated.
    func testTheTruthNamesTheLanguagesAndLangOverridesThem() throws {
        let folder = try MiniCorpus.make(from: "tuning", [Self.pillScreens[0]], languages: "qqq")
        defer { try? FileManager.default.removeItem(at: folder) }
        let named = try SnapGuardBinary.run(["eval", "--no-reference", "--jobs", "1", folder.path])
        XCTAssertNotEqual(named.status, 0, named.output)
        XCTAssertTrue(named.error.contains("qqq"), named.error)
        let overridden = try SnapGuardBinary.run(["eval", "--no-reference", "--jobs", "1", "--lang", "eng", folder.path])
        XCTAssertEqual(overridden.status, 0, overridden.output + overridden.error)
        XCTAssertTrue(overridden.output.contains("leaky screens caught:    1/1\n"), overridden.output)
    }

    func testUnknownPipelineIsAUsageError() throws {
        let outcome = try SnapGuardBinary.run(["eval", "--pipeline", "fast", "Samples"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.error.contains("unknown pipeline 'fast'"), outcome.error)
    }

    static let pillScreens = ["leaky-pills-outline-usd-dark-inter-1179x2556.png", "leaky-pills-outline-eur-dark-roboto-1170x2532.png"]
}
