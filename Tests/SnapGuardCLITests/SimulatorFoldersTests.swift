import Foundation
import XCTest
@testable import SnapGuardCLI

final class SimulatorFoldersTests: XCTestCase {
    /// `xcrun simctl list -j devices` output, as Xcode prints it: devices grouped by runtime.
    func testBootedDevicesAreReadFromSimctlJSON() {
        let json = """
            {"devices": {
              "com.apple.CoreSimulator.SimRuntime.iOS-18-2": [
                {"udid": "11111111-1111-1111-1111-111111111111", "state": "Shutdown", "name": "iPhone 16", "isAvailable": true},
                {"udid": "22222222-2222-2222-2222-222222222222", "state": "Booted", "name": "iPhone 16 Pro", "isAvailable": true}],
              "com.apple.CoreSimulator.SimRuntime.iOS-17-5": [
                {"udid": "33333333-3333-3333-3333-333333333333", "state": "Booted", "name": "iPhone 15", "isAvailable": true}]}}
            """
        XCTAssertEqual(SimulatorFolders.bootedDevices(inSimctlJSON: Data(json.utf8)),
                       ["33333333-3333-3333-3333-333333333333", "22222222-2222-2222-2222-222222222222"])
        XCTAssertEqual(SimulatorFolders.bootedDevices(inSimctlJSON: Data("not json".utf8)), [])
    }

    func testNoSimulatorOptionNeedsNothing() throws {
        XCTAssertEqual(try SimulatorFolders.folders(for: []), [])
    }
}
