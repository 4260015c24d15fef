import Foundation
import XCTest

/// iOS snapshots (.ktx) through the real binary: every layout gets the verdict of the screen it was
/// made from, discovery names screens by app and scene, and broken snapshots are errors.
final class SnapshotScanTests: XCTestCase {
    private let fixtures = "Tests/Fixtures/snapshots"
    private let device = "Tests/Fixtures/snapshots/CoreSimulator/Devices/5A7C1E2B-8D34-4F6A-9B21-3C0D4E5F6A71"

    /// The sample each app's snapshots were encoded from (Scripts/render_snapshot_fixtures.py).
    private let sources = ["com.snapguard.bank": "leaky-vn-bank-750x1334.png", "com.snapguard.splash": "protected-splash-750x1334.png",
                           "com.snapguard.health": "leaky-health-light-750x1334.png", "com.snapguard.settings": "clean-settings-750x1334.png",
                           "com.snapguard.wallet": "leaky-balance-light-1179x2556.png"]

    private func screens(_ output: String) throws -> [[String: Any]] {
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], output)
        return try XCTUnwrap(report["screens"] as? [[String: Any]])
    }

    func testEverySnapshotLayoutGetsTheVerdictOfItsSourceScreen() throws {
        let truth = try SampleTruth.load()
        let expected = sources.mapValues { image in truth.screens.first { $0.image == image }?.expectedVerdict }
        XCTAssertEqual(Set(expected.values.compactMap { $0 }), ["fail", "pass"], "the sources include leaky and protected screens")

        let outcome = try SnapGuardBinary.run(["scan", "--jobs", "2", "--format", "json", "\(fixtures)/CoreSimulator/Devices"])
        XCTAssertEqual(outcome.status, 1, outcome.error)
        XCTAssertEqual(outcome.error.split(separator: "\n"), [
            "snapguard: note: left out 4 downscaled snapshot copies whose scene has a full-size snapshot, which is read instead (--include-downscaled reads them too)",
        ], "no Leptonica or codec message reaches standard error; one note says what was left out")
        let results = try screens(outcome.output)
        XCTAssertEqual(results.count, 16, "one verdict per snapshot, downscaled copies beside a full-size one skipped")
        for screen in results {
            let name = try XCTUnwrap(screen["name"] as? String)
            let bundle = String(name.prefix { $0 != "/" })
            XCTAssertEqual(screen["verdict"] as? String, try XCTUnwrap(expected[bundle] ?? nil, name), "\(name): \(screen["error"] ?? "")")
        }
        let leakyLayouts = results.filter { ($0["name"] as? String)?.hasPrefix("com.snapguard.bank/default/") == true }
        XCTAssertEqual(leakyLayouts.count, 6, "all six layouts of the leaky bank screen are scanned")
    }

    func testBundleIDScansOneApp() throws {
        let outcome = try SnapGuardBinary.run(["scan", "--bundle-id", "com.snapguard.settings", "--format", "json", device])
        XCTAssertEqual(outcome.status, 0, outcome.output + outcome.error)
        let names = try screens(outcome.output).compactMap { $0["name"] as? String }
        XCTAssertEqual(names.sorted(), ["com.snapguard.settings/3F1C2B7A-5D4E-4A9B-8C6D-2E1F0A9B8C7D/downscaled/settings-old-aapl-lzfs",
                                        "com.snapguard.settings/default/settings-aapl-lzfs"])
    }

    func testMalformedSnapshotsAreErrorsNamingTheFile() throws {
        let outcome = try SnapGuardBinary.run(["scan", "--jobs", "2", "\(fixtures)/malformed"])
        XCTAssertEqual(outcome.status, 3, outcome.output)
        let files = try FileManager.default.contentsOfDirectory(atPath: SnapGuardBinary.repository.appendingPathComponent("\(fixtures)/malformed").path)
        XCTAssertGreaterThanOrEqual(files.count, 22)
        let lines = outcome.output.split(separator: "\n").filter { $0.hasPrefix("ERROR") }
        XCTAssertEqual(lines.count, files.count, outcome.output)
        for file in files {
            XCTAssertTrue(lines.contains { $0.contains(file) }, "\(file) has an ERROR line")
        }
        XCTAssertTrue(outcome.output.contains("0 failed, 0 passed, \(files.count) unreadable"), outcome.output)
    }

    /// `collect` files the current snapshot under a screen name; `scan` then names the screen by it.
    func testCollectKeepsEachScreensSnapshotUnderItsName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-collect-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The health app left two snapshots (two layouts), the settings app one full-size and one downscaled-only.
        for (bundle, screen) in [("com.snapguard.health", "Health"), ("com.snapguard.settings", "Settings")] {
            let outcome = try SnapGuardBinary.run(["collect", "--device-folder", device, "--bundle-id", bundle, "--as", screen, folder.path])
            XCTAssertEqual(outcome.status, 0, outcome.error)
        }
        let missing = try SnapGuardBinary.run(["collect", "--device-folder", device, "--bundle-id", "com.absent", "--as", "X", folder.path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.error.contains("no snapshots of com.absent"), missing.error)

        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
                       ["Health-2.ktx", "Health.ktx", "Settings-2.ktx", "Settings.ktx"])
        let scan = try SnapGuardBinary.run(["scan", "--jobs", "2", "--format", "json", folder.path])
        XCTAssertEqual(scan.status, 1)
        let verdicts = Dictionary(uniqueKeysWithValues: try screens(scan.output).map { ($0["name"] as? String ?? "", $0["verdict"] as? String ?? "") })
        XCTAssertEqual(verdicts, ["Health": "fail", "Health-2": "fail", "Settings": "pass", "Settings-2": "pass"])
    }

    func testCollectNamesAttachmentsFromTheManifest() throws {
        let export = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-export-\(UUID().uuidString)")
        let folder = export.appendingPathComponent("named")
        defer { try? FileManager.default.removeItem(at: export) }
        try FileManager.default.createDirectory(at: export, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: SnapGuardBinary.samples.appendingPathComponent("protected-splash-750x1334.png"),
                                         to: export.appendingPathComponent("3209133B-803A-4F69-8AA7-A907A408EFF3.png"))
        let manifest = """
            [{"testIdentifier": "AppUITests/testSplash()", "attachments": [{"exportedFileName": "3209133B-803A-4F69-8AA7-A907A408EFF3.png",
              "suggestedHumanReadableName": "Launch Splash_0_06CC1705-2420-4FA6-8FEE-6B470BAC4CD0.png", "isAssociatedWithFailure": false}]}]
            """
        try Data(manifest.utf8).write(to: export.appendingPathComponent("manifest.json"))
        let outcome = try SnapGuardBinary.run(["collect", "--attachments", export.path, folder.path])
        XCTAssertEqual(outcome.status, 0, outcome.error)
        let scan = try SnapGuardBinary.run(["scan", "--format", "json", folder.path])
        XCTAssertEqual(try screens(scan.output).compactMap { $0["name"] as? String }, ["Launch Splash"])
    }

    func testSimulatorOptionNeedsMacOS() throws {
        #if !os(macOS)
        let outcome = try SnapGuardBinary.run(["scan", "--simulator", "booted"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.error.contains("--simulator needs macOS"), outcome.error)
        #endif
    }
}
