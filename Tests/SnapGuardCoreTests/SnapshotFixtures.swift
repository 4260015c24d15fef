import Foundation
@testable import SnapGuardCore

/// The snapshot fixtures written by Scripts/render_snapshot_fixtures.py (Tests/Fixtures/snapshots/).
enum SnapshotFixtures {
    static let root = Fixtures.repository.appendingPathComponent("Tests/Fixtures/snapshots")
    static let device = root.appendingPathComponent("CoreSimulator/Devices/5A7C1E2B-8D34-4F6A-9B21-3C0D4E5F6A71")
    static let applications = device.appendingPathComponent("data/Containers/Data/Application")

    /// The scene folder of the sample app `bundle` (`short` names its screen).
    static func sceneFolder(_ bundle: String) -> URL {
        let uuid = ["com.snapguard.bank": "1001", "com.snapguard.splash": "1002", "com.snapguard.health": "1003",
                    "com.snapguard.settings": "1004", "com.snapguard.wallet": "1005"][bundle]!
        let container = applications.appendingPathComponent("0B1E6C57-3F0A-4C55-8E1F-7D2A9C4B\(uuid)")
        if bundle == "com.snapguard.health" { return container.appendingPathComponent("Library/Caches/Snapshots/\(bundle)") }
        return container.appendingPathComponent("Library/SplashBoard/Snapshots/sceneID:\(bundle)-default")
    }

    static func snapshot(_ bundle: String, _ file: String) -> URL { sceneFolder(bundle).appendingPathComponent(file) }
    static func source(_ short: String) -> URL { root.appendingPathComponent("sources/\(short).png") }
    static func malformed(_ name: String) -> URL { root.appendingPathComponent("malformed/\(name)") }
}
