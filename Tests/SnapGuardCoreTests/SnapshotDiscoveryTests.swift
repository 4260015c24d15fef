import Foundation
import XCTest
@testable import SnapGuardCore

final class SnapshotDiscoveryTests: XCTestCase {
    private func names(_ paths: [String]) -> [String] { paths.map { ScreenName(path: $0).name } }

    /// A whole Devices folder, a device folder and an app container all lead to the snapshots; a
    /// downscaled copy in a scene with a full-size snapshot is skipped, one in a scene of its own is kept.
    func testFindsNamesAndDeduplicatesSnapshotsInASimulatorTree() throws {
        let devices = SnapshotFixtures.root.appendingPathComponent("CoreSimulator/Devices").path
        let all = try XCTUnwrap(SnapshotDiscovery().snapshotPaths(in: devices))
        XCTAssertEqual(Set(names(all)), [
            "com.snapguard.bank/default/vn-bank-aapl-rowmajor", "com.snapguard.bank/default/vn-bank-aapl-lzfs",
            "com.snapguard.bank/default/vn-bank-aapl-tiled", "com.snapguard.bank/default/vn-bank-aapl-tiled-yeven",
            "com.snapguard.bank/default/vn-bank-ktx-lzfse", "com.snapguard.bank/default/vn-bank-ktx-raw",
            "com.snapguard.splash/default/splash-aapl-rowmajor", "com.snapguard.splash/default/splash-aapl-lzfs",
            "com.snapguard.splash/default/splash-aapl-tiled", "com.snapguard.splash/default/splash-ktx-lzfse",
            "com.snapguard.splash/default/splash-ktx-raw",
            "com.snapguard.health/health-aapl-lzfs", "com.snapguard.health/health-ktx-lzfse",
            "com.snapguard.settings/default/settings-aapl-lzfs",
            "com.snapguard.settings/3F1C2B7A-5D4E-4A9B-8C6D-2E1F0A9B8C7D/downscaled/settings-old-aapl-lzfs",
            "com.snapguard.wallet/default/balance-aapl-lzfs",
        ])
        XCTAssertEqual(all.count, 16, "one path per name")
        XCTAssertFalse(all.contains { $0.hasSuffix("downscaled/vn-bank-aapl-lzfs.ktx") }, "the copy beside a full-size snapshot is skipped")

        XCTAssertEqual(SnapshotDiscovery().snapshotPaths(in: SnapshotFixtures.device.path), all, "a device folder finds the same")
        let container = SnapshotFixtures.applications.appendingPathComponent("0B1E6C57-3F0A-4C55-8E1F-7D2A9C4B1004").path
        XCTAssertEqual(names(try XCTUnwrap(SnapshotDiscovery().snapshotPaths(in: container))),
                       ["com.snapguard.settings/3F1C2B7A-5D4E-4A9B-8C6D-2E1F0A9B8C7D/downscaled/settings-old-aapl-lzfs", "com.snapguard.settings/default/settings-aapl-lzfs"])
    }

    func testBundleIDLimitsTheScanToOneApp() throws {
        let found = try XCTUnwrap(SnapshotDiscovery(bundleID: "com.snapguard.wallet").snapshotPaths(in: SnapshotFixtures.device.path))
        XCTAssertEqual(names(found), ["com.snapguard.wallet/default/balance-aapl-lzfs"])
        XCTAssertEqual(SnapshotDiscovery(bundleID: "com.other").snapshotPaths(in: SnapshotFixtures.device.path), [])
        XCTAssertEqual(SnapshotDiscovery.bundleID(ofContainer: SnapshotFixtures.applications
            .appendingPathComponent("0B1E6C57-3F0A-4C55-8E1F-7D2A9C4B1003").path), "com.snapguard.health")
    }

    /// A folder that holds no app container is not a snapshot tree: an ordinary folder scan applies.
    func testOrdinaryFolderIsNotASnapshotTree() {
        XCTAssertNil(SnapshotDiscovery().snapshotPaths(in: Fixtures.formats.path))
        XCTAssertNil(SnapshotDiscovery().snapshotPaths(in: SnapshotFixtures.root.appendingPathComponent("malformed").path))
    }

    /// ImageDiscovery hands snapshot trees to SnapshotDiscovery, and also drops duplicated
    /// downscaled copies when a scene folder itself is given.
    func testImageDiscoveryUsesTheSnapshotRules() throws {
        let scene = SnapshotFixtures.sceneFolder("com.snapguard.bank").path
        let paths = try ImageDiscovery().imagePaths(in: [scene])
        XCTAssertEqual(paths.count, 6)
        XCTAssertFalse(paths.contains { $0.contains("/downscaled/") })
        let wallet = try ImageDiscovery(snapshots: SnapshotDiscovery(bundleID: "com.snapguard.wallet"))
            .imagePaths(in: [SnapshotFixtures.root.appendingPathComponent("CoreSimulator").path + "/Devices"])
        XCTAssertEqual(wallet.count, 1)
    }

    func testSceneFolderNames() {
        XCTAssertEqual(ScreenName.splitScene("com.example.bank-default").bundle, "com.example.bank")
        XCTAssertEqual(ScreenName.splitScene("com.my-company.app-default").bundle, "com.my-company.app")
        let uuid = ScreenName.splitScene("com.my-company.app-7C9E6679-7425-40DE-944B-E07FC1F90AE7")
        XCTAssertEqual(uuid.bundle, "com.my-company.app")
        XCTAssertEqual(uuid.scene, "7C9E6679-7425-40DE-944B-E07FC1F90AE7")
        XCTAssertEqual(ScreenName(path: "x/Library/SplashBoard/Snapshots/sceneID:com.a.b-default/downscaled/F@3x.ktx").name,
                       "com.a.b/default/downscaled/F@3x")
        XCTAssertEqual(ScreenName(path: "Library/Caches/Snapshots/com.a.b/F.ktx").name, "com.a.b/F")
        XCTAssertEqual(ScreenName(path: "shots/Snapshots/F.ktx").name, "F", "other paths keep their file name")
    }

    func testAttachmentManifest() throws {
        let json = """
            [{"testIdentifier": "UITests/testBalance()", "attachments": [
              {"exportedFileName": "3209133B-803A-4F69-8AA7-A907A408EFF3.png",
               "suggestedHumanReadableName": "Balance_0_06CC1705-2420-4FA6-8FEE-6B470BAC4CD0.png", "isAssociatedWithFailure": false}]}]
            """
        let manifest = try AttachmentManifest.parse(Data(json.utf8), path: "m.json")
        XCTAssertEqual(manifest.attachments.map(\.suggestedName), ["Balance_0_06CC1705-2420-4FA6-8FEE-6B470BAC4CD0.png"])
        XCTAssertEqual(ScreenName(path: manifest.attachments[0].suggestedName).name, "Balance")
        XCTAssertThrowsError(try AttachmentManifest.parse(Data(#"{"a": 1}"#.utf8), path: "m.json"))
        XCTAssertThrowsError(try AttachmentManifest.parse(Data(#"[{"attachments": [{"exportedFileName": "../x.png"}]}]"#.utf8), path: "m.json"))
    }
}
