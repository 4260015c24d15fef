import Foundation
import SnapGuardCore
import XCTest

/// `snapguard convert` writes the picture a snapshot holds as a PNG.
final class ConvertCommandTests: XCTestCase {
    private let scene = "Tests/Fixtures/snapshots/CoreSimulator/Devices/5A7C1E2B-8D34-4F6A-9B21-3C0D4E5F6A71/data/Containers/Data/Application/0B1E6C57-3F0A-4C55-8E1F-7D2A9C4B1001/Library/SplashBoard/Snapshots/sceneID:com.snapguard.bank-default"

    func testConvertedPNGMatchesTheSourceScreen() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-convert-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        for layout in ["aapl-tiled", "ktx-lzfse"] {
            let outcome = try SnapGuardBinary.run(["convert", "\(scene)/vn-bank-\(layout).ktx", out.path])
            XCTAssertEqual(outcome.status, 0, outcome.error)
            let written = try Data(contentsOf: out)
            XCTAssertEqual(ImageFormat.detect(written), .png)
            let converted = try ImageReader().decode(written).rgba
            let source = try ImageReader().read(contentsOf: SnapGuardBinary.repository
                .appendingPathComponent("Tests/Fixtures/snapshots/sources/vn-bank.png")).rgba
            XCTAssertEqual(converted.count, source.count, layout)
            guard converted.count == source.count else { continue }
            var total = 0
            for i in 0..<source.count where i % 4 != 3 { total += abs(Int(converted[i]) - Int(source[i])) }
            XCTAssertLessThan(Double(total) / Double(source.count / 4 * 3), 1.0, layout)
        }
    }

    func testUnreadableSnapshotIsOneLineAndExitThree() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-convert-\(UUID().uuidString).png")
        let outcome = try SnapGuardBinary.run(["convert", "Tests/Fixtures/snapshots/malformed/lzfse-over-expansion.ktx", out.path])
        XCTAssertEqual(outcome.status, 3)
        XCTAssertEqual(outcome.error.split(separator: "\n").count, 1, outcome.error)
        XCTAssertTrue(outcome.error.contains("lzfse-over-expansion.ktx"), outcome.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "nothing is written")
    }
}
