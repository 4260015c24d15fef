import Foundation
import Testing

/// `snapguard compare` (pair mode) through the real binary, with real Tesseract, on the pairs
/// Scripts/render_pairs.py commits in Tests/Fixtures/pairs/.
@Suite(.serialized) final class CompareCommandTests {
    private let pairs = "Tests/Fixtures/pairs"
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    private func copy(_ names: [String], into target: URL) throws {
        for name in names {
            try FileManager.default.copyItem(at: SnapGuardBinary.repository.appendingPathComponent("\(pairs)/\(name)"),
                                             to: target.appendingPathComponent((name as NSString).lastPathComponent))
        }
    }

    @Test func anUnprotectedSnapshotFailsAndAnOverlayPasses() throws {
        let leaky = try SnapGuardBinary.run(["compare", "--active", "\(pairs)/unprotected-light-828x1792.active.png",
                                             "--snapshot", "\(pairs)/unprotected-light-828x1792.snapshot.png"])
        #expect(leaky.status == 1, "\(leaky.output + leaky.error)")
        #expect(leaky.output.hasPrefix("FAIL "), "\(leaky.output)")
        #expect(leaky.output.contains("the cover did not come up"), "\(leaky.output)")
        #expect(leaky.output.contains("global similarity 1.00"), "\(leaky.output)")
        #expect(leaky.output.contains(" of 24 regions matched (r1c1 r1c2"), "\(leaky.output)")
        #expect(leaky.output.contains("currency $••,•••.67"), "the snapshot's findings, masked: \(leaky.output)")
        #expect(!(leaky.output.contains("12,345.67")), "never a raw value")

        let covered = try SnapGuardBinary.run(["compare", "--active", "\(pairs)/overlay-light-750x1334.active.png",
                                               "--snapshot", "\(pairs)/overlay-light-750x1334.snapshot.png"])
        #expect(covered.status == 0, "\(covered.output + covered.error)")
        #expect(covered.output.hasPrefix("PASS "), "\(covered.output)")
        #expect(covered.output.contains("0 of 24 regions matched"), "\(covered.output)")
    }

    @Test func aNameAndAPhotoLeftVisibleFailBySimilarityWithNoFindingInEveryFormat() throws {
        let name = "nonpattern-dark-828x1792"
        let json = folder.appendingPathComponent("r.json"), html = folder.appendingPathComponent("r.html")
        let junit = folder.appendingPathComponent("r.xml"), sarif = folder.appendingPathComponent("r.sarif")
        let outcome = try SnapGuardBinary.run(["compare", "--active", "\(pairs)/\(name).active.png", "--snapshot", "\(pairs)/\(name).snapshot.png",
                                               "--format", "json", "--output", json.path, "--format", "html", "--output", html.path,
                                               "--format", "junit", "--output", junit.path, "--format", "sarif", "--output", sarif.path,
                                               "--format", "github"])
        #expect(outcome.status == 1, "\(outcome.error)")
        #expect(outcome.output.contains("::error file=\(pairs)/\(name).snapshot.png"), "\(outcome.output)")
        #expect(outcome.output.contains("the cover did not come up"), "\(outcome.output)")

        let report = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        let screen = try #require((report["screens"] as? [[String: Any]])?.first)
        #expect(screen["verdict"] as? String == "fail")
        #expect((screen["findings"] as? [Any])?.count == 0, "no pattern knows a name or a photo")
        let pair = try #require(screen["pair"] as? [String: Any])
        #expect((pair["active"] as? [String: Any])?["path"] as? String == "\(pairs)/\(name).active.png")
        let thresholds = try #require(pair["thresholds"] as? [String: Any])
        #expect(thresholds["region"] as? Double == 0.8)
        #expect(thresholds["grid"] as? String == "4x6")
        let regions = try #require((pair["similarity"] as? [String: Any])?["regions"] as? [[String: Any]])
        #expect(regions.count == 24)
        let matched = regions.filter { $0["matched"] as? Bool == true }
        #expect(!matched.isEmpty)
        // The cover starts below the photo: only regions of the top half match.
        #expect(matched.allSatisfy { ($0["row"] as? Int ?? 9) < 3 }, "\(matched)")
        #expect(matched.allSatisfy { ($0["similarity"] as? Double ?? 0) >= 0.8 })

        let page = try String(contentsOf: html, encoding: .utf8)
        try FormatValidators.checkSelfContainedHTML(page)
        #expect(FormatValidators.thumbnails(in: page).count == 2, "the active screen and the snapshot side by side")
        #expect(page.contains("<figcaption>active screen</figcaption>") && page.contains("<figcaption>snapshot</figcaption>"))
        #expect(page.contains("class=\"matched\""), "matched regions are marked in the grid")

        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("<failure type=\"not-covered\""), "\(xml)")
        #expect(xml.contains("thresholds region ≥ 0.80"), "\(xml)")

        let log = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let uncovered = try #require(results.first { $0["ruleId"] as? String == "snapguard.pair.uncovered" })
        let properties = try #require(uncovered["properties"] as? [String: Any])
        #expect(properties["regionThreshold"] as? Double == 0.8)
        #expect(!((properties["matchedRegions"] as? [String] ?? []).isEmpty))
    }

    @Test func aScreenMarkedAsNeedingNoCoverFailsOnlyOnFindings() throws {
        try copy(["nonpattern-dark-828x1792.active.png", "nonpattern-dark-828x1792.snapshot.png"], into: folder)
        try #"{"noCover": ["nonpattern-*"]}"#.write(to: folder.appendingPathComponent(".snapguard.json"), atomically: true, encoding: .utf8)
        let relaxed = try SnapGuardBinary.run(["compare", "."], in: folder)
        #expect(relaxed.status == 0, "\(relaxed.output + relaxed.error)")
        #expect(relaxed.output.contains("needs no cover"), "\(relaxed.output)")
        let strict = try SnapGuardBinary.run(["compare", "--no-config", "."], in: folder)
        #expect(strict.status == 1, "pairing a screen says it must be covered: \(strict.output)")
    }

    @Test func pairsListedInTheConfiguration() throws {
        try #"""
            {"pairs": [{"name": "Splash", "active": "\#(SnapGuardBinary.repository.path)/\#(pairs)/splash-dark-750x1334.active.png",
                        "snapshot": "\#(SnapGuardBinary.repository.path)/\#(pairs)/splash-dark-750x1334.snapshot.png"}]}
            """#.write(to: folder.appendingPathComponent(".snapguard.json"), atomically: true, encoding: .utf8)
        let outcome = try SnapGuardBinary.run(["compare"], in: folder)
        #expect(outcome.status == 0, "\(outcome.output + outcome.error)")
        #expect(outcome.output.contains("1 screen: 0 failed, 1 passed"), "\(outcome.output)")
    }

    @Test func badInputsGetAClearVerdictAndMessage() throws {
        let outcome = try SnapGuardBinary.run(["compare", "\(pairs)/bad"])
        #expect(outcome.status == 1, "the cropped snapshot still shows the balance: \(outcome.output)")
        let lines = outcome.output.split(separator: "\n").map(String.init)
        let aspect = try #require(lines.first { $0.contains("aspect.snapshot.png") })
        #expect(aspect.hasPrefix("FAIL") && aspect.contains("different aspect ratios"), "\(aspect)")
        let broken = try #require(lines.first { $0.contains("broken.snapshot.png") })
        #expect(broken.hasPrefix("ERROR") && broken.contains("damaged PNG") && broken.contains("truncated"), "\(broken)")
        let tiny = try #require(lines.first { $0.contains("tiny.snapshot.png") })
        #expect(tiny.hasPrefix("ERROR") && tiny.contains("50x89 pixels, too small to compare"), "\(tiny)")

        let alone = try SnapGuardBinary.run(["compare", "--active", "\(pairs)/bad/tiny.active.png",
                                             "--snapshot", "\(pairs)/bad/tiny.snapshot.png"])
        #expect(alone.status == 3, "a pair that cannot be compared is never a pass: \(alone.output)")
        let missing = try SnapGuardBinary.run(["compare", "--active", "\(pairs)/bad/tiny.active.png", "--snapshot", "nowhere.png"])
        #expect(missing.status == 3)
        #expect(missing.output.contains("nowhere.png") && missing.output.lowercased().contains("no such file"), "\(missing.output)")
    }

    @Test func aMissingPartnerIsAnErrorNamingTheFile() throws {
        try copy(["overlay-light-750x1334.active.png"], into: folder)
        let noSnapshot = try SnapGuardBinary.run(["compare", "."], in: folder)
        #expect(noSnapshot.status == 2)
        #expect(noSnapshot.error.contains("overlay-light-750x1334.active.png has no snapshot"), "\(noSnapshot.error)")
        #expect(noSnapshot.output == "", "nothing is compared")

        try FileManager.default.removeItem(at: folder.appendingPathComponent("overlay-light-750x1334.active.png"))
        try copy(["splash-dark-750x1334.snapshot.png"], into: folder)
        let noActive = try SnapGuardBinary.run(["compare", "."], in: folder)
        #expect(noActive.status == 2)
        #expect(noActive.error.contains("splash-dark-750x1334.snapshot.png has no active screen"), "\(noActive.error)")
    }

    /// SIGTERM (as CI sends on cancel) stops a long comparison as it stops a scan: the pairs being
    /// checked finish, the reports hold what finished and say they are partial, and the exit code
    /// is 143, as `compare --help` says. The signal comes once the progress line says a pair has
    /// finished, so some always have and some never do, however fast the machine.
    @Test func sigtermWritesAPartialReportAndExits143() throws {
        let count = 20
        for index in 0..<count {
            for side in ["active", "snapshot"] {
                try FileManager.default.copyItem(
                    at: SnapGuardBinary.repository.appendingPathComponent("\(pairs)/unprotected-light-828x1792.\(side).png"),
                    to: folder.appendingPathComponent(String(format: "screen-%02d.\(side).png", index)))
            }
        }
        let json = folder.appendingPathComponent("report.json")
        let outcome = try TerminalRun.run(["compare", "--no-config", "--jobs", "1", "--format", "json", "--output", json.path, folder.path],
                                          signal: SIGTERM)
        try outcome.checkPartial(status: 143, report: json, of: count, reason: "interrupted by SIGTERM", verdict: "fail")
    }

    @Test func usageErrors() throws {
        let half = try SnapGuardBinary.run(["compare", "--active", "\(pairs)/overlay-light-750x1334.active.png"])
        #expect(half.status == 2)
        #expect(half.error.contains("--active and --snapshot go together"), "\(half.error)")
        let nothing = try SnapGuardBinary.run(["compare", "--no-config"], in: folder)
        #expect(nothing.status == 2)
        let threshold = try SnapGuardBinary.run(["compare", "--region-threshold", "2", "\(pairs)"])
        #expect(threshold.status == 2)
        #expect(threshold.error.contains("--region-threshold"), "\(threshold.error)")
    }
}
