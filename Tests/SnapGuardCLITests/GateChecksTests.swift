import Foundation
import XCTest
@testable import SnapGuardCLI
@testable import SnapGuardCore

/// QA findings in the gate: every problem is found before scanning, in one line naming the file.
final class GateChecksTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gate-checks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("shots"), withIntermediateDirectories: true)
        try Data("not really a png".utf8).write(to: folder.appendingPathComponent("shots/a.png"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func path(_ relative: String) -> String { folder.appendingPathComponent(relative).path }

    private func write(_ text: String, to relative: String, encoding: String.Encoding = .utf8) throws -> String {
        try text.data(using: encoding)!.write(to: folder.appendingPathComponent(relative))
        return path(relative)
    }

    /// Runs in the temporary folder; expects exit 2 with one error line holding every `expected` text
    /// (after the warnings about a configuration that weakens the gate, if any).
    private func expectUsage(_ arguments: [String], _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        let capture = ConsoleCapture()
        var console = capture.console()
        console.currentDirectory = folder.path
        let code = SnapGuardCLI.main(arguments, console: console)
        XCTAssertEqual(code, .usage, "\(arguments): \(capture.error)", file: file, line: line)
        let lines = capture.error.split(separator: "\n")
        XCTAssertEqual(lines.last?.hasPrefix("snapguard: error: "), true, capture.error, file: file, line: line)
        XCTAssertTrue(lines.dropLast().allSatisfy { $0.hasPrefix("snapguard: warning: ") }, capture.error, file: file, line: line)
        XCTAssertTrue(capture.error.hasSuffix("\n"), capture.error, file: file, line: line)
        for text in expected { XCTAssertTrue(capture.error.contains(text), "\(text) not in \(capture.error)", file: file, line: line) }
        for leak in ["NSCocoaErrorDomain", "could not be completed", "correct format"] {
            XCTAssertFalse(capture.error.contains(leak), capture.error, file: file, line: line)
        }
        XCTAssertEqual(capture.output, "", file: file, line: line)
    }

    // 2. A configuration ignoring every image is an error naming it, like an empty folder.
    func testIgnoringEveryImageIsAnError() throws {
        let config = try write(#"{"ignore":["**"]}"#, to: "all.json")
        expectUsage(["scan", "--config", config, path("shots")], [config, "\"ignore\" leaves none of the 1 image found"])
    }

    func testAnEmptyShardPassesWithANote() throws {
        let image = path("shots/a.png")
        let empty = try XCTUnwrap((1...2).first { !Shard(parsing: "\($0)/2")!.contains(image) })
        let capture = ConsoleCapture()
        XCTAssertEqual(SnapGuardCLI.main(["scan", "--no-config", "--shard", "\(empty)/2", image], console: capture.console()), .passed)
        XCTAssertEqual(capture.error, "snapguard: note: shard \(empty)/2 holds none of the 1 images; nothing to scan\n")
        XCTAssertTrue(capture.output.contains("0 screens"), capture.output)
    }

    // 3. Typos in categories and globs.
    func testUnknownCategoriesAreErrors() throws {
        expectUsage(["scan", "--no-config", "--disable", "phnoe", path("shots")],
                    ["--disable: unknown category 'phnoe'", "known categories:", "phone"])
        let disable = try write("{\n  \"disable\": [\"phnoe\"]\n}", to: "disable.json")
        expectUsage(["scan", "--config", disable, path("shots")],
                    ["\(disable):2:14: 'disable': unknown category 'phnoe'", "currency"])
        let allow = try write(#"{"screens":[{"match":"*Pricing*","allow":["currrency"]}]}"#, to: "allow.json")
        expectUsage(["scan", "--config", allow, path("shots")],
                    [allow, "'screens[0].allow': unknown category 'currrency'", "known categories:"])
    }

    func testInvalidGlobsAreErrors() throws {
        let match = try write(#"{"screens":[{"match":"[","mark":"sensitive"}]}"#, to: "glob.json")
        expectUsage(["scan", "--config", match, path("shots")], [match, "'screens[0].match': invalid glob '['"])
        let ignore = try write(#"{"ignore":["shots/[ab.png"]}"#, to: "ignore.json")
        expectUsage(["scan", "--config", ignore, path("shots")], [ignore, "'ignore': invalid glob"])
        XCTAssertNil(Glob.problem(in: "[!0-9]*.png"))
        XCTAssertNil(Glob.problem(in: "[]]x"))
        XCTAssertNotNil(Glob.problem(in: "a[b"))
    }

    // 4. Output places are checked before scanning, with one check.
    func testWriteBaselineAndAnnotateAreCheckedBeforeScanning() throws {
        expectUsage(["scan", "--no-config", "--write-baseline", path("missing/b.json"), path("shots")],
                    ["missing/b.json: folder", "does not exist"])
        expectUsage(["scan", "--no-config", "--annotate", path("shots/a.png"), path("shots")],
                    ["--annotate", "is a file, not a folder"])
        // merge never reads the images a report names, so it has no --annotate.
        expectUsage(["merge", "--annotate", path("shots"), path("r.json")], ["unknown option '--annotate'"])
    }

    // 5. No Foundation wording.
    func testFileProblemsAreNamedPlainly() throws {
        expectUsage(["scan", "--no-config", "--format", "json", "--output", path("shots"), path("shots")],
                    ["\(path("shots")): is a folder"])
        expectUsage(["scan", "--config", path("nope.json"), path("shots")], ["\(path("nope.json")): no such file"])
        expectUsage(["scan", "--config", path("shots"), path("shots")], ["\(path("shots")): is a folder"])
        expectUsage(["scan", "--no-config", "--baseline", path("nope.json"), path("shots")], ["\(path("nope.json")): no such file"])
        let utf16 = try write(#"{"allow":["Acme"]}"#, to: "utf16.json", encoding: .utf16)
        expectUsage(["scan", "--config", utf16, path("shots")], ["\(utf16): not UTF-8 text"])
        if getuid() != 0 {
            let locked = try write("{}", to: "locked.json")
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked)
            expectUsage(["scan", "--config", locked, path("shots")], ["\(locked): permission denied"])
        }
    }

    // 6. merge --help tells the truth about raw values, and merge does drop them.
    func testMergeHelpSaysRevealedValuesAreDroppedAndMergeDropsThem() throws {
        XCTAssertFalse(MergeCommand.help.contains("never hold raw values"))
        XCTAssertTrue(MergeCommand.help.contains("merge drops them"))
        let finding = Finding(category: "card", patternId: "card-number", severity: .high,
                              value: SensitiveValue(raw: "4111111111111111", masked: "•••• 1111"),
                              box: BoundingBox(x: 1, y: 1, width: 10, height: 10), confidence: 0.9)
        let report = ScanReport(screens: [ScreenResult(path: "x.png", verdict: .fail, width: 20, height: 20, findings: [finding])])
        let revealed = JSONReporter().render(report, options: ReportOptions(reveal: true))
        XCTAssertTrue(revealed.contains("4111111111111111"))
        let file = try write(revealed, to: "revealed.json")
        let capture = ConsoleCapture()
        XCTAssertEqual(SnapGuardCLI.main(["merge", "--format", "json", file], console: capture.console()), .failed)
        XCTAssertTrue(capture.output.contains("•••• 1111"), capture.output)
        XCTAssertFalse(capture.output.contains("4111111111111111"), capture.output)
        XCTAssertFalse(capture.output.contains("\"value\""), capture.output)
    }

    // 6b. A shard stopped by a signal wrote a partial report: the merged report stays partial,
    // counts the screens the shard left out, and does not pass.
    func testMergingAPartialShardGivesAPartialReportThatDoesNotPass() throws {
        let complete = ScanReport(screens: [ScreenResult(path: "a.png", verdict: .pass, width: 20, height: 20, findings: [])])
        let stopped = ScanReport(screens: [ScreenResult(path: "b.png", verdict: .pass, width: 20, height: 20, findings: [])],
                                 interruption: ScanInterruption(reason: "interrupted by SIGTERM", screensNotScanned: 7))
        let first = try write(JSONReporter().render(complete, options: ReportOptions()), to: "shard-1.json")
        let second = try write(JSONReporter().render(stopped, options: ReportOptions()), to: "shard-2.json")
        let capture = ConsoleCapture()
        XCTAssertEqual(SnapGuardCLI.main(["merge", "--format", "json", first, second], console: capture.console()), .unreadable,
                       "two passing screens, but a shard did not finish")
        let merged = try JSONDecoder().decode(ReportDocument.self, from: Data(capture.output.utf8))
        XCTAssertEqual(merged.partial, true)
        XCTAssertEqual(merged.interruption?.screensNotScanned, 7)
        XCTAssertEqual(merged.interruption?.reason, "interrupted by SIGTERM (\(second))")
        XCTAssertEqual(merged.screens.map(\.path), ["a.png", "b.png"])
    }

    // 7. A configuration found below the working directory is named relative to it.
    func testConfigurationPathIsRelativeBelowTheWorkingDirectory() throws {
        XCTAssertEqual(SessionOptions.relativeIfBelow("/repo/.snapguard.json", "/repo"), ".snapguard.json")
        XCTAssertEqual(SessionOptions.relativeIfBelow("/repo/.snapguard.json", "/repo/app"), "/repo/.snapguard.json")
        _ = try write("{\n  \"nope\": 1\n}", to: ".snapguard.json")
        expectUsage(["scan", path("shots")], ["snapguard: error: .snapguard.json:2:3: unknown key 'nope'"])
    }

    // 8. Checking SnapGuard's own Patterns/ folder does not report every id twice.
    func testPatternsCheckOfTheDefaultPacksFolderPasses() {
        let patterns = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Patterns").path
        let capture = ConsoleCapture()
        XCTAssertEqual(SnapGuardCLI.main(["patterns", "check", patterns], console: capture.console()), .passed, capture.error)
        XCTAssertTrue(capture.output.hasSuffix("all pass\n"), capture.output)
    }

    func testCopiesOfBuiltInPacksAreNotDuplicates() throws {
        let packs = folder.appendingPathComponent("packs")
        try FileManager.default.createDirectory(at: packs, withIntermediateDirectories: true)
        for pack in EmbeddedPatternPacks.all {
            try Data(pack.text.utf8).write(to: packs.appendingPathComponent(pack.fileName))
        }
        let copy = try PatternLibrary.load(folders: [packs])
        XCTAssertEqual(copy.packs.count, try PatternLibrary.defaults().packs.count)
        // A changed copy is a duplicate, said to clash with the built-in pack.
        let first = EmbeddedPatternPacks.all[0]
        try Data((first.text + "\n").utf8).write(to: packs.appendingPathComponent(first.fileName))
        XCTAssertThrowsError(try PatternLibrary.load(folders: [packs])) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("also in the built-in default pack \(first.fileName)"), text)
            XCTAssertFalse(text.contains("--"), "the library names no flag: \(text)")
        }
        // The command line names the option that leaves the built-in packs out.
        XCTAssertThrowsError(try PatternSelection.load(folders: [packs.path], includingDefaults: true)) { error in
            XCTAssertTrue("\(error)".contains("(--no-default-patterns)"), "\(error)")
        }
        XCTAssertNoThrow(try PatternLibrary.load(folders: [packs], includingDefaults: false))
    }
}
