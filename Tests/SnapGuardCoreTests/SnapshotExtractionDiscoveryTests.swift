import Foundation
import Testing
@testable import SnapGuardCore

/// A device's file-system extraction (Tests/Fixtures/snapshots/extraction, from
/// Scripts/render_snapshot_fixtures.py): every app's snapshots, third-party and system, once each.
@Suite struct SnapshotExtractionDiscoveryTests {
    static let expected = [
        "com.apple.MobileSMS/default/8192A3B4-C5D6-4E7F-9081-92A3B4C5D6E7@3x",
        "com.apple.Preferences/0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D/A3B4C5D6-E7F8-4091-A2B3-C4D5E6F70819@2x",
        "com.apple.mobilenotes/DEFAULT GROUP/B4C5D6E7-F809-4A1B-92C3-D4E5F6071829@2x",
        "com.snapguard.bank/default/1E2F3A4B-5C6D-4E7F-8091-A2B3C4D5E6F7@2x",
        "com.snapguard.health/6C1D2E3F-4A5B-4C6D-8E7F-9A0B1C2D3E4F/4D5E6F70-8192-4A3B-9C4D-5E6F708192A3@2x",
        "com.snapguard.notes/DEFAULT GROUP/5E6F7081-92A3-4B4C-8D5E-6F708192A3B4@2x",
        "com.snapguard.settings/default/6F708192-A3B4-4C5D-9E6F-708192A3B4C5@2x",
    ]

    private func names(_ paths: [String]) -> [String] { paths.map { ScreenName(path: $0).name }.sorted() }

    /// The extraction's root, its `private/var/mobile` folder and the folder above `private` all
    /// lead to the same snapshots: the user folder is not taken for one app's container although it
    /// has a Library/SplashBoard/Snapshots of its own.
    @Test(arguments: ["", "private/var/mobile", "private/var", "private"])
    func everyAppOnceFromAnyStartingFolder(_ below: String) throws {
        let folder = below.isEmpty ? SnapshotFixtures.extraction : SnapshotFixtures.extraction.appendingPathComponent(below)
        let found = try #require(SnapshotDiscovery().snapshots(in: folder.path), "\(below)")
        #expect(names(found.paths) == Self.expected)
        #expect(found.skippedDownscaled.count == 3)
        #expect(found.skippedDownscaled.allSatisfy { $0.contains("/downscaled/") })
    }

    @Test func downscaledCopiesOnTheirOwnOnRequest() throws {
        let found = try #require(SnapshotDiscovery(includeDownscaled: true).snapshots(in: SnapshotFixtures.extraction.path))
        #expect(found.paths.count == 10 && found.skippedDownscaled.isEmpty)
        #expect(names(found.paths).contains("com.apple.MobileSMS/default/downscaled/92A3B4C5-D6E7-4F80-8192-A3B4C5D6E7F8@3x"))
    }

    /// `--bundle-id` picks a third-party app by its metadata plist, and a system app or a container
    /// without a plist by its folder names.
    @Test(arguments: [("com.snapguard.bank", 1), ("com.apple.MobileSMS", 1), ("com.snapguard.settings", 1), ("com.apple.mobilenotes", 1),
                      ("com.absent", 0)])
    func bundleIDPicksOneApp(_ bundle: String, _ count: Int) throws {
        let found = try #require(SnapshotDiscovery(bundleID: bundle).snapshots(in: SnapshotFixtures.extraction.path))
        #expect(found.paths.count == count)
        #expect(found.paths.allSatisfy { ScreenName(path: $0).name.hasPrefix(bundle + "/") })
    }

    @Test func theUserFolderIsNotAContainer() {
        let roots = SnapshotDiscovery.roots(in: SnapshotFixtures.mobile.path)
        #expect(roots.first == SnapshotDiscovery.Root(path: SnapshotFixtures.mobile.path, kind: .user))
        #expect(roots.filter { $0.kind == .container }.count == 4)
    }

    /// A downscaled copy is tied to its full-size snapshot by its scene folder, not its name.
    @Test func downscaledCopiesGoWithTheirScene() {
        let split = SnapshotDiscovery.splitDownscaled(["a/s1/X.ktx", "a/s1/downscaled/Y.ktx", "a/s2/downscaled/Z.ktx"], include: false)
        #expect(split.kept == ["a/s1/X.ktx", "a/s2/downscaled/Z.ktx"])
        #expect(split.skipped == ["a/s1/downscaled/Y.ktx"])
        #expect(SnapshotDiscovery.splitDownscaled(["a/s1/X.ktx", "a/s1/downscaled/Y.ktx"], include: true).skipped.isEmpty)
    }

    @Test(arguments: [
        ("m/Library/SplashBoard/Snapshots/sceneID:com.a.b-default/F@3x.ktx", "com.a.b/default/F@3x"),
        ("m/Library/SplashBoard/Snapshots/sceneID_com.a.b-default/downscaled/F@3x.ktx", "com.a.b/default/downscaled/F@3x"),
        ("m/Library/SplashBoard/Snapshots/sceneID%3Acom.a.b-default/F.ktx", "com.a.b/default/F"),
        ("m/Library/SplashBoard/Snapshots/com.a.b - {DEFAULT GROUP}/F@2x.ktx", "com.a.b/DEFAULT GROUP/F@2x"),
        ("m/Library/SplashBoard/Snapshots/com.apple.Maps/sceneID:com.apple.Maps-default/F.ktx", "com.apple.Maps/default/F"),
        ("m/Library/SplashBoard/Snapshots/com.apple.Maps/com.apple.Maps - {DEFAULT GROUP}/F.jpeg", "com.apple.Maps/DEFAULT GROUP/F"),
        ("m/Library/SplashBoard/Snapshots/com.apple.Maps/F.png", "com.apple.Maps/F"),
        ("m/Library/Caches/Snapshots/com.a.b/downscaled/F.ktx", "com.a.b/downscaled/F"),
        ("copied/Snapshots/sceneID_com.my-co.app-7C9E6679-7425-40DE-944B-E07FC1F90AE7/F.ktx", "com.my-co.app/7C9E6679-7425-40DE-944B-E07FC1F90AE7/F"),
        ("screens/Snapshots/en-US/Balance.png", "Balance"),
    ])
    func sceneFolderForms(_ path: String, _ name: String) {
        #expect(ScreenName(path: path).name == name)
    }
}
