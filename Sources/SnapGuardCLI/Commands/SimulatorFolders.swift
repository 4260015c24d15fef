import Foundation
import SnapGuardCore

/// Finds the folders of iOS simulators for `--simulator booted|UDID` (macOS only: it asks
/// `xcrun simctl` which are booted) and reads the snapshot options shared by `scan` and `collect`
/// (`--bundle-id`, `--include-downscaled`).
enum SimulatorFolders {
    static let simulator = OptionSpec.option("simulator", value: "booted|UDID", repeatable: true,
                                             help: "Read a simulator's app containers: 'booted' or a device UDID (macOS, via xcrun simctl).")
    static let bundleID = OptionSpec.option("bundle-id", value: "ID", help: "Only the snapshots of this app, e.g. com.example.bank.")
    static let includeDownscaled = OptionSpec.flag(
        "include-downscaled",
        help: "Also read snapshots' downscaled/ copies as screens of their own (by default one is left out when its scene has a full-size snapshot).")

    static let options: [OptionSpec] = [simulator, bundleID, includeDownscaled]

    /// The snapshot search the options ask for.
    static func discovery(_ arguments: ParsedArguments) -> SnapshotDiscovery {
        SnapshotDiscovery(bundleID: arguments.value(bundleID), includeDownscaled: arguments.flag(includeDownscaled))
    }

    /// `~/Library/Developer/CoreSimulator/Devices`.
    static var devicesFolder: URL {
        FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Library/Developer/CoreSimulator/Devices")
    }

    /// The device folders named by `--simulator` values.
    static func folders(for values: [String]) throws(UsageError) -> [String] {
        guard !values.isEmpty else { return [] }
        #if os(macOS)
        var folders: [String] = []
        for value in values {
            let udids = value == "booted" ? try bootedDevices() : [value]
            if udids.isEmpty { throw UsageError("\(simulator.flagName) booted: no simulator is booted (xcrun simctl list devices booted)") }
            for udid in udids {
                let folder = devicesFolder.appendingPathComponent(udid).path
                guard FileManager.default.fileExists(atPath: folder) else {
                    throw UsageError("\(simulator.flagName) \(udid): no such simulator in \(devicesFolder.path)")
                }
                folders.append(folder)
            }
        }
        return folders
        #else
        throw UsageError("\(simulator.flagName) needs macOS and Xcode (xcrun simctl); give the device folder, e.g. …/CoreSimulator/Devices/<UDID>, as a path instead")
        #endif
    }

    /// The UDIDs `xcrun simctl list -j devices` reports as booted.
    static func bootedDevices() throws(UsageError) -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
        process.arguments = ["simctl", "list", "-j", "devices"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw UsageError("\(simulator.flagName) booted: cannot run xcrun simctl: \(error.localizedDescription)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw UsageError("\(simulator.flagName) booted: xcrun simctl list failed (status \(process.terminationStatus))") }
        return bootedDevices(inSimctlJSON: data)
    }

    /// The booted devices in the JSON of `simctl list -j devices`:
    /// `{"devices": {"<runtime>": [{"udid": …, "state": "Booted", "name": …}, …]}}`.
    static func bootedDevices(inSimctlJSON data: Data) -> [String] {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let runtimes = root["devices"] as? [String: Any] else { return [] }
        return runtimes.keys.sorted().flatMap { runtime in
            ((runtimes[runtime] as? [[String: Any]]) ?? []).compactMap { device in
                device["state"] as? String == "Booted" ? device["udid"] as? String : nil
            }
        }
    }
}
