import Foundation
import XCTest

/// The real binary, real Tesseract, the committed sample screens.
final class ScanSamplesTests: XCTestCase {
    /// One JSON scan of Samples shared by the tests below (scanning takes seconds).
    nonisolated(unsafe) private static var cachedJSONScan: SnapGuardBinary.Outcome?

    private func jsonScan() throws -> SnapGuardBinary.Outcome {
        if let cached = Self.cachedJSONScan { return cached }
        let outcome = try SnapGuardBinary.run(["scan", "--format", "json", "Samples"])
        Self.cachedJSONScan = outcome
        return outcome
    }

    private func report() throws -> [String: Any] {
        let outcome = try jsonScan()
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any], outcome.error)
    }

    func testLeakySamplesFailProtectedAndCleanOnesPassAndExitIsOne() throws {
        let outcome = try jsonScan()
        XCTAssertEqual(outcome.status, 1, outcome.error)
        let screens = try XCTUnwrap(try report()["screens"] as? [[String: Any]])
        let truth = try SampleTruth.load()
        XCTAssertEqual(screens.count, truth.screens.count)
        for expected in truth.screens {
            let screen = try XCTUnwrap(screens.first { ($0["path"] as? String) == "Samples/\(expected.image)" }, expected.image)
            XCTAssertEqual(screen["verdict"] as? String, expected.expectedVerdict,
                           "\(expected.image): findings \(screen["findings"] ?? [])")
            XCTAssertEqual(screen["overlayDetected"] as? Bool, expected.kind == "protected",
                           "\(expected.image): a covered screen is reported as such, and only it")
        }
    }

    func testJSONFollowsTheContract() throws {
        let report = try report()
        XCTAssertEqual(report["schemaVersion"] as? Int, 1)
        let tool = try XCTUnwrap(report["tool"] as? [String: Any])
        XCTAssertEqual(tool["name"] as? String, "snapguard")
        XCTAssertNotNil(tool["version"] as? String)
        let controls = try XCTUnwrap(report["controls"] as? [String])
        XCTAssertTrue(controls.contains("MASVS-PLATFORM-3"))
        XCTAssertTrue(controls.contains("MASWE-0055"))
        XCTAssertFalse(controls.contains("MASVS-PLATFORM-4"))
        let screens = try XCTUnwrap(report["screens"] as? [[String: Any]])
        let summary = try XCTUnwrap(report["summary"] as? [String: Int])
        XCTAssertEqual(summary["screens"], screens.count)
        for verdict in ["pass", "fail"] {
            let key = verdict == "pass" ? "passed" : "failed"
            XCTAssertEqual(summary[key], screens.filter { $0["verdict"] as? String == verdict }.count)
        }
        XCTAssertEqual(summary["errors"], 0)
        let truth = try SampleTruth.load()
        for screen in screens {
            XCTAssertTrue(screen.keys.contains("error"), "error is always present, null when readable")
            XCTAssertTrue(screen["error"] is NSNull)
            let width = try XCTUnwrap(screen["width"] as? Int), height = try XCTUnwrap(screen["height"] as? Int)
            let path = try XCTUnwrap(screen["path"] as? String)
            let drawn = try truth.screen(URL(fileURLWithPath: path).lastPathComponent)
            XCTAssertEqual([width, height], [drawn.width, drawn.height], path)
            for finding in try XCTUnwrap(screen["findings"] as? [[String: Any]]) {
                for key in ["category", "patternId", "masked"] { XCTAssertNotNil(finding[key] as? String, key) }
                XCTAssertNil(finding["value"], "raw values only with --reveal")
                let confidence = try XCTUnwrap(finding["confidence"] as? Double)
                XCTAssertTrue((0...1).contains(confidence))
                let box = try XCTUnwrap(finding["box"] as? [String: Int])
                let (x, y, w, h) = (box["x"]!, box["y"]!, box["width"]!, box["height"]!)
                XCTAssertTrue(x >= 0 && y >= 0 && w > 0 && h > 0 && x + w <= width && y + h <= height, "\(box)")
            }
        }
    }

    /// No sensitive string, nor the digits of one written another way, appears in a report without --reveal.
    func testReportsNeverShowRawValues() throws {
        let strings = try SampleTruth.load().screens.flatMap(\.strings)
        XCTAssertFalse(strings.isEmpty)
        // The check sees a value whose separators changed, and not the value's mask.
        let card = try XCTUnwrap(strings.first { $0.category == "card" })
        let rewritten = card.text.replacingOccurrences(of: " ", with: "-")
        XCTAssertNotEqual(rewritten, card.text)
        XCTAssertEqual(LeakCheck.leaks(in: "number \(rewritten) shown", of: [card]), [card.text])
        XCTAssertEqual(LeakCheck.leaks(in: "card •••• " + card.text.suffix(4), of: [card]), [])

        let text = try SnapGuardBinary.run(["scan", "Samples"]).output
        let json = try jsonScan().output
        for (format, report) in [("text", text), ("json", json)] {
            XCTAssertTrue(report.contains("••••"), "\(format) shows masked values")
            XCTAssertEqual(LeakCheck.leaks(in: report, of: strings), [], "\(format) shows raw values")
        }
    }

    func testRevealIsExplicitAndWarns() throws {
        let card = try SampleTruth.load().screen("leaky-card-details-1170x2532.png")
        let outcome = try SnapGuardBinary.run(["scan", "--reveal", "--format", "json", "Samples/\(card.image)"])
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.error.contains("--reveal prints raw sensitive values"))
        let number = try XCTUnwrap(card.strings.first { $0.category == "card" })
        XCTAssertEqual(LeakCheck.leaks(in: outcome.output, of: [number]), [number.text], outcome.output)
    }

    func testTextReportHasOneLinePerScreenAndASummary() throws {
        let outcome = try SnapGuardBinary.run(["scan", "Samples/protected-blur-1179x2556.png", "Samples/leaky-card-details-1170x2532.png"])
        XCTAssertEqual(outcome.status, 1)
        let lines = outcome.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 3, outcome.output)
        XCTAssertTrue(lines[0].hasPrefix("PASS "))
        XCTAssertTrue(lines[1].hasPrefix("FAIL "))
        XCTAssertTrue(lines[1].contains("card"))
        XCTAssertEqual(lines[2], "2 screens: 1 failed, 1 passed, 0 unreadable")
        XCTAssertFalse(outcome.output.contains("\u{1B}["), "no colour when not on a terminal")
        XCTAssertEqual(outcome.error, "", "nothing on stderr outside a terminal")
    }

    func testInstalledBinaryFindsItsPatternsFromAnyDirectory() throws {
        let elsewhere = FileManager.default.temporaryDirectory
        let card = SnapGuardBinary.samples.appendingPathComponent("leaky-card-details-1170x2532.png").path
        let outcome = try SnapGuardBinary.run(["scan", card], in: elsewhere)
        XCTAssertEqual(outcome.status, 1, outcome.error)
    }
}
