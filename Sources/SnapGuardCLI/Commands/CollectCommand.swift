import Foundation
import SnapGuardCore

/// `snapguard collect`: keeps the snapshot an app just left behind under a screen name, so a UI-test
/// run that visits many screens keeps one snapshot per screen (iOS keeps only the latest per scene).
enum CollectCommand: Command {
    static let name = "collect"
    static let abstract = "Copy an app's current snapshots (or exported XCUITest attachments) under screen names."
    static let usage = "collect (--simulator booted|UDID | --device-folder DIR) --bundle-id ID --as NAME DIR\n       snapguard collect --attachments EXPORT_DIR DIR"
    static let discussion = """
        Run it after a UI test has opened a screen and sent the app to the background: it copies the
        app's snapshots into DIR as NAME.ktx (NAME-2.ktx … when the app has several scenes), replacing
        what an earlier run left there. Then 'snapguard scan DIR' judges every screen, named by NAME.
        A scene's full-size snapshot is copied rather than its downscaled/ copies
        (--include-downscaled copies those too).

        With --attachments, EXPORT_DIR is a folder written by 'xcrun xcresulttool export attachments'.
        Each image it lists in manifest.json is copied into DIR under its human-readable name, so the
        scan names screens after the names the tests gave their XCTAttachments. An image keeps an
        extension of its real format whatever the manifest calls it ("Balance.txt" becomes
        Balance.txt.png); attachments that are not images are left out with a note; an attachment
        that is not a regular file (a link, a FIFO) stops the run before anything is copied. Files
        are copied byte by byte, never as links.
        """
    static let exitCodes: [ExitCode: String] = [.passed: "copied", .usage: "usage error, or nothing to copy"]
    static let deviceFolder = OptionSpec.option("device-folder", value: "DIR", repeatable: true,
                                                help: "A simulator device folder (…/CoreSimulator/Devices/<UDID>), an app container or a device extraction.")
    static let screenName = OptionSpec.option("as", value: "NAME", help: "The screen name to file the snapshots under.")
    static let attachments = OptionSpec.option(
        "attachments", value: "EXPORT_DIR", help: "Copy the image attachments an xcresulttool export lists, named by their attachment names.")

    static let options: [OptionSpec] = SimulatorFolders.options + [
        deviceFolder, screenName, attachments, CommonOptions.quiet.withHelp("Do not list what was copied."),
    ]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.count == 1, let destination = arguments.positionals.first else {
            throw UsageError("give one folder to copy into")
        }
        if let export = arguments.value(attachments) {
            return try collectAttachments(from: export, into: destination, console: console, quiet: arguments.flag(CommonOptions.quiet))
        }
        let bundleOption = SimulatorFolders.bundleID
        guard let bundleID = arguments.value(bundleOption) else { throw UsageError("\(bundleOption.flagName) ID is required") }
        guard let screen = arguments.value(screenName) else { throw UsageError("\(screenName.flagName) NAME is required") }
        guard !screen.isEmpty, !screen.contains("/"), !screen.hasPrefix(".") else {
            throw UsageError("\(screenName.flagName) needs a plain name for a file, not '\(screen)'")
        }
        let folders = arguments.values(deviceFolder) + (try SimulatorFolders.folders(for: arguments.values(SimulatorFolders.simulator)))
        guard !folders.isEmpty else {
            throw UsageError("give \(SimulatorFolders.simulator.flagName) booted|UDID or \(deviceFolder.flagName) DIR")
        }
        let discovery = SimulatorFolders.discovery(arguments)
        var snapshots: [String] = []
        for folder in folders {
            guard let found = discovery.snapshotPaths(in: folder) else {
                throw UsageError("\(folder): no app containers in it (expected a simulator device folder, an app data container or a device extraction)")
            }
            snapshots += found
        }
        // Discovery already left out each downscaled copy whose scene has a full-size snapshot.
        let chosen = snapshots
        guard !chosen.isEmpty else {
            throw UsageError("no snapshots of \(bundleID) in \(folders.joined(separator: ", ")); did the UI test send the app to the background (XCUIDevice.shared.press(.home))?")
        }
        try makeFolder(destination)
        for (index, source) in chosen.enumerated() {
            let ext = (source as NSString).pathExtension
            let file = (index == 0 ? screen : "\(screen)-\(index + 1)") + (ext.isEmpty ? "" : ".\(ext)")
            try copy(source, to: (destination as NSString).appendingPathComponent(file))
            if !arguments.flag(CommonOptions.quiet) { console.note("\(source) -> \(file)") }
        }
        return .passed
    }

    private static func collectAttachments(from export: String, into destination: String, console: Console,
                                           quiet: Bool) throws -> ExitCode {
        guard let manifest = try AttachmentManifest.load(folder: export) else {
            throw UsageError("\(export): no manifest.json (write it with 'xcrun xcresulttool export attachments --path RESULT.xcresult --output-path \(export)')")
        }
        // Every attachment is looked at by its content, never by the names the manifest gives: an
        // image is copied under a name ending in its real extension; anything that is not a regular
        // file stops the run before anything is copied.
        var copies: [(source: String, file: String)] = []
        var used = Set<String>()
        for attachment in manifest.attachments {
            let source = (export as NSString).appendingPathComponent(attachment.exportedFileName)
            let head: Data
            do {
                head = try FileAccess.leadingBytes(source, count: 16)
            } catch {
                throw UsageError("\(error.file): \(error.reason); an attachment must be a regular file in the export")
            }
            guard let format = ImageFormat.detect(head) else {
                if !quiet { console.note("\(source): not an image, not copied") }
                continue
            }
            let file = AttachmentManifest.fileName(for: attachment, format: format)
            guard used.insert(file).inserted else {
                throw UsageError("\(export)/manifest.json: two attachments would both be copied as '\(file)'")
            }
            copies.append((source, file))
        }
        guard !copies.isEmpty else { throw UsageError("\(export)/manifest.json lists no image attachments") }
        try makeFolder(destination)
        for (source, file) in copies {
            try copy(source, to: (destination as NSString).appendingPathComponent(file))
            if !quiet { console.note("\(source) -> \(file)") }
        }
        return .passed
    }

    private static func makeFolder(_ path: String) throws {
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw UsageError("\(path): cannot create the folder: \(error.localizedDescription)")
        }
    }

    /// Copies the bytes of a regular file, never a link (see `FileAccess.copyRegularFile`).
    private static func copy(_ source: String, to target: String) throws {
        do {
            try FileAccess.copyRegularFile(source, to: target)
        } catch {
            throw UsageError("cannot copy \(source) to \(target): \(error.description)")
        }
    }
}
