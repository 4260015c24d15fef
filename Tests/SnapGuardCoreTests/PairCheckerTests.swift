import Foundation
import XCTest
import SnapGuardCore

/// The library call of pair mode, as the README shows it (real Tesseract on the committed pairs),
/// and with a stand-in screen reader.
final class PairCheckerTests: XCTestCase {
    private static func pair(_ name: String, _ snapshot: String = "png") -> (URL, URL) {
        (PairComparisonTests.folder.appendingPathComponent("\(name).active.png"),
         PairComparisonTests.folder.appendingPathComponent("\(name).snapshot.\(snapshot)"))
    }

    func testTheReadmeExample() throws {
        let session = try ScanSession(settings: .defaults())
        let checker = PairChecker(session: session)
        let (active, snapshot) = Self.pair("downscaledjpeg-light-1170x2532", "jpg")
        let result = checker.check(active: active, snapshot: snapshot)
        XCTAssertEqual(result.verdict, .fail)
        XCTAssertTrue(result.evidence.looksUncovered)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(result.evidence.similarity?.global), 0.75)
        XCTAssertFalse(result.evidence.sharedFindings.isEmpty, "the half-size JPEG still shows the balance: \(result.evidence.reasons)")
        XCTAssertEqual(result.screen.path, snapshot.relativePath)
        XCTAssertEqual(result.screen.pair?.activePath, active.relativePath)
        XCTAssertFalse(result.evidence.reasons.joined().contains("12,345"), "reasons carry masked values only")

        let (coveredActive, overlay) = Self.pair("overlay-light-750x1334")
        let covered = checker.check(active: coveredActive, snapshot: overlay)
        XCTAssertEqual(covered.verdict, .pass, "\(covered.evidence.reasons)")
        XCTAssertEqual(covered.evidence.similarity?.matchedRegions, [])
        XCTAssertFalse(covered.active.findings.isEmpty, "the active screen's findings are evidence, they fail nothing")
    }

    /// Findings handed in by name, no OCR.
    private struct StandIn: ScreenChecking {
        var findings: [String: [Finding]] = [:]
        var unreadable: Set<String> = []

        func check(_ image: ColorImage, named name: String) -> ScreenResult {
            if unreadable.contains(name) { return .unreadable(path: name, reason: "OCR stand-in refused") }
            let found = findings[name] ?? []
            return ScreenResult(path: name, verdict: found.isEmpty ? .pass : .fail, width: image.width, height: image.height,
                                findings: found)
        }
    }

    func testDecodedPicturesWithAStandInReader() throws {
        let (activeURL, overlayURL) = Self.pair("overlay-light-750x1334")
        let active = try ImageReader().read(contentsOf: activeURL), overlay = try ImageReader().read(contentsOf: overlayURL)
        let card = Finding(category: .card, patternId: "card.number", severity: .critical,
                           value: SensitiveValue(raw: "4111 1111 1111 1111", masked: "•••• 1111"),
                           box: BoundingBox(x: 1, y: 1, width: 5, height: 5), confidence: 1)
        let clean = PairChecker(screens: StandIn()).check(active: active, snapshot: overlay, activePath: "A", snapshotPath: "S")
        XCTAssertEqual(clean.verdict, .pass)
        let leaking = PairChecker(screens: StandIn(findings: ["A": [card], "S": [card]]))
            .check(active: active, snapshot: overlay, activePath: "A", snapshotPath: "S")
        XCTAssertEqual(leaking.verdict, .fail)
        XCTAssertEqual(leaking.evidence.sharedFindings, [card])
        XCTAssertEqual(leaking.screen.failingFindings, [card])
        let blind = PairChecker(screens: StandIn(unreadable: ["A"])).check(active: active, snapshot: overlay, activePath: "A", snapshotPath: "S")
        XCTAssertEqual(blind.verdict, .error, "what could not be read is never a pass")
        XCTAssertEqual(blind.screen.error, "active screen A: OCR stand-in refused")
    }
}
