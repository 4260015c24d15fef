import Foundation
import Testing
import SnapGuardCore

/// The library call of pair mode, as the README shows it (real Tesseract on the committed pairs),
/// and with a stand-in screen reader.
@Suite struct PairCheckerTests {
    private static func pair(_ name: String, _ snapshot: String = "png") -> (URL, URL) {
        (PairComparisonTests.folder.appendingPathComponent("\(name).active.png"),
         PairComparisonTests.folder.appendingPathComponent("\(name).snapshot.\(snapshot)"))
    }

    @Test func theReadmeExample() throws {
        let session = try ScanSession(settings: .defaults())
        let checker = PairChecker(session: session)
        let (active, snapshot) = Self.pair("downscaledjpeg-light-1170x2532", "jpg")
        let result = checker.check(active: active, snapshot: snapshot)
        #expect(result.verdict == .fail)
        #expect(result.evidence.cover == .uncovered)
        #expect(try #require(result.evidence.similarity?.global) >= 0.75)
        #expect(!result.evidence.sharedFindings.isEmpty, "the half-size JPEG still shows the balance: \(result.evidence.reasons)")
        #expect(result.screen.path == snapshot.relativePath)
        #expect(result.screen.pair?.activePath == active.relativePath)
        #expect(!(result.evidence.reasons.joined().contains("12,345")), "reasons carry masked values only")

        let (coveredActive, overlay) = Self.pair("overlay-light-750x1334")
        let covered = checker.check(active: coveredActive, snapshot: overlay)
        #expect(covered.verdict == .pass, "\(covered.evidence.reasons)")
        #expect(covered.evidence.similarity?.matchedRegions == [])
        #expect(!covered.active.findings.isEmpty, "the active screen's findings are evidence, they fail nothing")
    }

    /// Findings handed in by name, no OCR.
    private struct StandIn: ScreenChecking {
        var findings: [String: [Finding]] = [:]
        var unreadable: Set<String> = []

        func check(_ image: ColourImage, named name: String) -> ScreenResult {
            if unreadable.contains(name) { return .unreadable(path: name, reason: "OCR stand-in refused") }
            return VerdictPolicy().judge(path: name, width: image.width, height: image.height, findings: findings[name] ?? [])
        }
    }

    @Test func decodedPicturesWithAStandInReader() throws {
        let (activeURL, overlayURL) = Self.pair("overlay-light-750x1334")
        let active = try ImageReader().read(contentsOf: activeURL), overlay = try ImageReader().read(contentsOf: overlayURL)
        let card = Finding(category: .card, patternId: "card.number", severity: .critical,
                           value: SensitiveValue(raw: "4111 1111 1111 1111", masked: "•••• 1111"),
                           box: BoundingBox(x: 1, y: 1, width: 5, height: 5), confidence: 1)
        let clean = PairChecker(screens: StandIn()).check(active: active, snapshot: overlay, activePath: "A", snapshotPath: "S")
        #expect(clean.verdict == .pass)
        let leaking = PairChecker(screens: StandIn(findings: ["A": [card], "S": [card]]))
            .check(active: active, snapshot: overlay, activePath: "A", snapshotPath: "S")
        #expect(leaking.verdict == .fail)
        #expect(leaking.evidence.sharedFindings == [card])
        #expect(leaking.screen.failingFindings == [card])
        let blind = PairChecker(screens: StandIn(unreadable: ["A"])).check(active: active, snapshot: overlay, activePath: "A", snapshotPath: "S")
        #expect(blind.verdict == .error, "what could not be read is never a pass")
        #expect(blind.screen.error == "active screen A: OCR stand-in refused")
    }
}
