import Foundation
@testable import SnapGuardCore

/// The snapshot fixtures written by Scripts/render_snapshot_fixtures.py (Tests/Fixtures/snapshots/).
enum SnapshotFixtures {
    static let root = Fixtures.repository.appendingPathComponent("Tests/Fixtures/snapshots")
    static let device = root.appendingPathComponent("CoreSimulator/Devices/5A7C1E2B-8D34-4F6A-9B21-3C0D4E5F6A71")
    static let applications = device.appendingPathComponent("data/Containers/Data/Application")
    static let extraction = root.appendingPathComponent("extraction")
    static let mobile = extraction.appendingPathComponent("private/var/mobile")

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
    static func ios26(_ name: String) -> URL { root.appendingPathComponent("ios26/\(name).ktx") }
    static func variant(_ name: String) -> URL { root.appendingPathComponent("variants/\(name).ktx") }

    /// A picture's width and height.
    static func size(_ image: ColourImage) -> [Int] { [image.width, image.height] }

    /// Mean absolute difference per colour channel (R, G, B) of two equally sized RGBA pictures.
    static func meanError(_ a: [UInt8], _ b: [UInt8]) -> Double {
        precondition(a.count == b.count)
        var total = 0
        for i in 0..<a.count where i % 4 != 3 { total += abs(Int(a[i]) - Int(b[i])) }
        return Double(total) / Double(a.count / 4 * 3)
    }

    /// A decoded fixture's mean error against the source PNG it was encoded from (the same error
    /// bound as every snapshot fixture: ASTC 4x4 of a screen stays well under 1).
    static let acceptedError = 1.0

    /// The structure `SnapshotDecoder.inspect` records for a fixture.
    static func structure(_ url: URL) throws -> SnapshotStructure {
        guard let structure = SnapshotDecoder().inspect(try Data(contentsOf: url)) else { throw NotASnapshot(url: url) }
        return structure
    }

    struct NotASnapshot: Error { let url: URL }
}
