import Foundation
import XCTest

/// `snapguard compare` (pair mode) through the real binary, with real Tesseract, on the pairs
/// Scripts/render_pairs.py commits in Tests/Fixtures/pairs/.
final class CompareCommandTests: XCTestCase {
    private let pairs = "Tests/Fixtures/pairs"
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func copy(_ names: [String], into target: URL) throws {
        for name in names {
            try FileManager.default.copyItem(at: SnapGuardBinary.repository.appendingPathComponent("\(pairs)/\(name)"),
                                             to: target.appendingPathComponent((name as NSString).lastPathComponent))
        }
    }

    func testAnUnprotectedSnapshotFailsAndAnOverlayPasses() throws {
        let leaky = try SnapGuardBinary.run(["compare", "--active", "\(pairs)/unprotected-light-828x1792.active.png",
                                             "--snapshot", "\(pairs)/unprotected-light-828x1792.snapshot.png"])
        XCTAssertEqual(leaky.status, 1, leaky.output + leaky.error)
        XCTAssertTrue(leaky.output.hasPrefix("FAIL "), leaky.output)
        XCTAssertTrue(leaky.output.contains("the cover did not come up"), leaky.output)
        XCTAssertTrue(leaky.output.contains("global similarity 1.00"), leaky.output)
        XCTAssertTrue(leaky.output.contains(" of 24 regions matched (r1c1 r1c2"), leaky.output)
        XCTAssertTrue(leaky.output.contains("currency $••,•••.67"), "the snapshot's findings, masked: \(leaky.output)")
        XCTAssertFalse(leaky.output.contains("12,345.67"), "never a raw value")

        let covered = try SnapGuardBinary.run(["compare", "--active", "\(pairs)/overlay-light-750x1334.active.png",
                                               "--snapshot", "\(pairs)/overlay-light-750x1334.snapshot.png"])
        XCTAssertEqual(covered.status, 0, covered.output + covered.error)
        XCTAssertTrue(covered.output.hasPrefix("PASS "), covered.output)
        XCTAssertTrue(covered.output.contains("0 of 24 regions matched"), covered.output)
    }

    func testANameAndAPhotoLeftVisibleFailBySimilarityWithNoFindingInEveryFormat() throws {
        let name = "nonpattern-dark-828x1792"
        let json = folder.appendingPathComponent("r.json"), html = folder.appendingPathComponent("r.html")
        let junit = folder.appendingPathComponent("r.xml"), sarif = folder.appendingPathComponent("r.sarif")
        let outcome = try SnapGuardBinary.run(["compare", "--active", "\(pairs)/\(name).active.png", "--snapshot", "\(pairs)/\(name).snapshot.png",
                                               "--format", "json", "--output", json.path, "--format", "html", "--output", html.path,
                                               "--format", "junit", "--output", junit.path, "--format", "sarif", "--output", sarif.path,
                                               "--format", "github"])
        XCTAssertEqual(outcome.status, 1, outcome.error)
        XCTAssertTrue(outcome.output.contains("::error file=\(pairs)/\(name).snapshot.png"), outcome.output)
        XCTAssertTrue(outcome.output.contains("the cover did not come up"), outcome.output)

        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let screen = try XCTUnwrap((report["screens"] as? [[String: Any]])?.first)
        XCTAssertEqual(screen["verdict"] as? String, "fail")
        XCTAssertEqual((screen["findings"] as? [Any])?.count, 0, "no pattern knows a name or a photo")
        let pair = try XCTUnwrap(screen["pair"] as? [String: Any])
        XCTAssertEqual((pair["active"] as? [String: Any])?["path"] as? String, "\(pairs)/\(name).active.png")
        let thresholds = try XCTUnwrap(pair["thresholds"] as? [String: Any])
        XCTAssertEqual(thresholds["region"] as? Double, 0.8)
        XCTAssertEqual(thresholds["grid"] as? String, "4x6")
        let regions = try XCTUnwrap((pair["similarity"] as? [String: Any])?["regions"] as? [[String: Any]])
        XCTAssertEqual(regions.count, 24)
        let matched = regions.filter { $0["matched"] as? Bool == true }
        XCTAssertFalse(matched.isEmpty)
        // The cover starts below the photo: only regions of the top half match.
        XCTAssertTrue(matched.allSatisfy { ($0["row"] as? Int ?? 9) < 3 }, "\(matched)")
        XCTAssertTrue(matched.allSatisfy { ($0["similarity"] as? Double ?? 0) >= 0.8 })

        let page = try String(contentsOf: html, encoding: .utf8)
        try FormatValidators.checkSelfContainedHTML(page)
        XCTAssertEqual(FormatValidators.thumbnails(in: page).count, 2, "the active screen and the snapshot side by side")
        XCTAssertTrue(page.contains("<figcaption>active screen</figcaption>") && page.contains("<figcaption>snapshot</figcaption>"))
        XCTAssertTrue(page.contains("class=\"matched\""), "matched regions are marked in the grid")

        let xml = try String(contentsOf: junit, encoding: .utf8)
        XCTAssertTrue(xml.contains("<failure type=\"not-covered\""), xml)
        XCTAssertTrue(xml.contains("thresholds region ≥ 0.80"), xml)

        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let uncovered = try XCTUnwrap(results.first { $0["ruleId"] as? String == "snapguard.pair.uncovered" })
        let properties = try XCTUnwrap(uncovered["properties"] as? [String: Any])
        XCTAssertEqual(properties["regionThreshold"] as? Double, 0.8)
        XCTAssertFalse((properties["matchedRegions"] as? [String] ?? []).isEmpty)
    }

    func testAScreenMarkedAsNeedingNoCoverFailsOnlyOnFindings() throws {
        try copy(["nonpattern-dark-828x1792.active.png", "nonpattern-dark-828x1792.snapshot.png"], into: folder)
        try #"{"noCover": ["nonpattern-*"]}"#.write(to: folder.appendingPathComponent(".snapguard.json"), atomically: true, encoding: .utf8)
        let relaxed = try SnapGuardBinary.run(["compare", "."], in: folder)
        XCTAssertEqual(relaxed.status, 0, relaxed.output + relaxed.error)
        XCTAssertTrue(relaxed.output.contains("needs no cover"), relaxed.output)
        let strict = try SnapGuardBinary.run(["compare", "--no-config", "."], in: folder)
        XCTAssertEqual(strict.status, 1, "pairing a screen says it must be covered: \(strict.output)")
    }

    func testPairsListedInTheConfiguration() throws {
        try #"""
            {"pairs": [{"name": "Splash", "active": "\#(SnapGuardBinary.repository.path)/\#(pairs)/splash-dark-750x1334.active.png",
                        "snapshot": "\#(SnapGuardBinary.repository.path)/\#(pairs)/splash-dark-750x1334.snapshot.png"}]}
            """#.write(to: folder.appendingPathComponent(".snapguard.json"), atomically: true, encoding: .utf8)
        let outcome = try SnapGuardBinary.run(["compare"], in: folder)
        XCTAssertEqual(outcome.status, 0, outcome.output + outcome.error)
        XCTAssertTrue(outcome.output.contains("1 screen: 0 failed, 1 passed"), outcome.output)
    }

    func testBadInputsGetAClearVerdictAndMessage() throws {
        let outcome = try SnapGuardBinary.run(["compare", "\(pairs)/bad"])
        XCTAssertEqual(outcome.status, 1, "the cropped snapshot still shows the balance: \(outcome.output)")
        let lines = outcome.output.split(separator: "\n").map(String.init)
        let aspect = try XCTUnwrap(lines.first { $0.contains("aspect.snapshot.png") })
        XCTAssertTrue(aspect.hasPrefix("FAIL") && aspect.contains("different aspect ratios"), aspect)
        let broken = try XCTUnwrap(lines.first { $0.contains("broken.snapshot.png") })
        XCTAssertTrue(broken.hasPrefix("ERROR") && broken.contains("damaged PNG") && broken.contains("truncated"), broken)
        let tiny = try XCTUnwrap(lines.first { $0.contains("tiny.snapshot.png") })
        XCTAssertTrue(tiny.hasPrefix("ERROR") && tiny.contains("50x89 pixels, too small to compare"), tiny)

        let alone = try SnapGuardBinary.run(["compare", "--active", "\(pairs)/bad/tiny.active.png",
                                             "--snapshot", "\(pairs)/bad/tiny.snapshot.png"])
        XCTAssertEqual(alone.status, 3, "a pair that cannot be compared is never a pass: \(alone.output)")
        let missing = try SnapGuardBinary.run(["compare", "--active", "\(pairs)/bad/tiny.active.png", "--snapshot", "nowhere.png"])
        XCTAssertEqual(missing.status, 3)
        XCTAssertTrue(missing.output.contains("nowhere.png") && missing.output.lowercased().contains("no such file"), missing.output)
    }

    func testAMissingPartnerIsAnErrorNamingTheFile() throws {
        try copy(["overlay-light-750x1334.active.png"], into: folder)
        let noSnapshot = try SnapGuardBinary.run(["compare", "."], in: folder)
        XCTAssertEqual(noSnapshot.status, 2)
        XCTAssertTrue(noSnapshot.error.contains("overlay-light-750x1334.active.png has no snapshot"), noSnapshot.error)
        XCTAssertEqual(noSnapshot.output, "", "nothing is compared")

        try FileManager.default.removeItem(at: folder.appendingPathComponent("overlay-light-750x1334.active.png"))
        try copy(["splash-dark-750x1334.snapshot.png"], into: folder)
        let noActive = try SnapGuardBinary.run(["compare", "."], in: folder)
        XCTAssertEqual(noActive.status, 2)
        XCTAssertTrue(noActive.error.contains("splash-dark-750x1334.snapshot.png has no active screen"), noActive.error)
    }

    /// SIGTERM (as CI sends on cancel) stops a long comparison as it stops a scan: the pair being
    /// checked finishes, the reports hold what finished and say they are partial, and the exit
    /// code is 143, as `compare --help` says.
    func testSIGTERMWritesAPartialReportAndExits143() throws {
        let count = 20
        for index in 0..<count {
            for side in ["active", "snapshot"] {
                try FileManager.default.copyItem(
                    at: SnapGuardBinary.repository.appendingPathComponent("\(pairs)/unprotected-light-828x1792.\(side).png"),
                    to: folder.appendingPathComponent(String(format: "screen-%02d.\(side).png", index)))
            }
        }
        let json = folder.appendingPathComponent("report.json")
        let outcome = try MeasuredRun.run(["compare", "--no-config", "--format", "json", "--output", json.path, folder.path]) { pid in
            // A debug build checks one pair in a few seconds: stop it well before the twentieth.
            Thread.sleep(forTimeInterval: 8)
            kill(pid, SIGTERM)
        }
        XCTAssertEqual(outcome.status, 143, outcome.error)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        XCTAssertEqual(report["partial"] as? Bool, true)
        let interruption = try XCTUnwrap(report["interruption"] as? [String: Any])
        XCTAssertEqual(interruption["reason"] as? String, "interrupted by SIGTERM")
        let screens = try XCTUnwrap(report["screens"] as? [[String: Any]])
        let notScanned = try XCTUnwrap(interruption["screensNotScanned"] as? Int)
        XCTAssertGreaterThan(notScanned, 0, "stopped early")
        XCTAssertEqual(screens.count + notScanned, count)
        XCTAssertTrue(screens.allSatisfy { $0["verdict"] as? String == "fail" }, "finished pairs are reported in full")
        XCTAssertTrue(outcome.error.contains("this report is partial"), outcome.error)
    }

    func testUsageErrors() throws {
        let half = try SnapGuardBinary.run(["compare", "--active", "\(pairs)/overlay-light-750x1334.active.png"])
        XCTAssertEqual(half.status, 2)
        XCTAssertTrue(half.error.contains("--active and --snapshot go together"), half.error)
        let nothing = try SnapGuardBinary.run(["compare", "--no-config"], in: folder)
        XCTAssertEqual(nothing.status, 2)
        let threshold = try SnapGuardBinary.run(["compare", "--region-threshold", "2", "\(pairs)"])
        XCTAssertEqual(threshold.status, 2)
        XCTAssertTrue(threshold.error.contains("--region-threshold"), threshold.error)
    }
}
