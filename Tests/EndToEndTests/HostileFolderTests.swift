import Foundation
import XCTest

/// A folder walk reports what it cannot read instead of skipping it, never blocks on a FIFO, and
/// prints hostile file names escaped. Runs the real binary on a clean sample among odd entries.
final class HostileFolderTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir.png"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        _ = chmod(folder.appendingPathComponent("locked").path, 0o755)
        try? FileManager.default.removeItem(at: folder)
    }

    private func copyCleanSample(as name: String) throws {
        try FileManager.default.copyItem(at: SnapGuardBinary.samples.appendingPathComponent("clean-settings-750x1334.png"),
                                         to: folder.appendingPathComponent(name))
    }

    func testOddEntriesAreErrorsSoACleanFolderDoesNotPass() throws {
        try copyCleanSample(as: "clean.png")
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("pipe.png").path, 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("gone.png").path,
                                                   withDestinationPath: folder.appendingPathComponent("missing.png").path)
        let outcome = try SnapGuardBinary.run(["scan", "--no-config", "--jobs", "1", folder.path])
        XCTAssertEqual(outcome.status, 3, outcome.output + outcome.error)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        func line(_ name: String) -> String? { lines.first { $0.contains("/\(name) ") } }
        XCTAssertEqual(line("clean.png")?.hasPrefix("PASS"), true, outcome.output)
        XCTAssertEqual(line("pipe.png")?.hasPrefix("ERROR"), true, outcome.output)
        XCTAssertTrue(line("pipe.png")?.hasSuffix("is a FIFO (named pipe), not an image file") == true, outcome.output)
        XCTAssertTrue(line("gone.png")?.hasSuffix("dangling symbolic link (its target does not exist)") == true, outcome.output)
        XCTAssertTrue(line("dir.png")?.hasSuffix("is a folder named like an image, not an image file") == true, outcome.output)
        XCTAssertEqual(lines.last, "4 screens: 0 failed, 1 passed, 3 unreadable")
    }

    func testAFolderThatCannotBeReadIsAnError() throws {
        // root reads a chmod 000 folder anyway; ImageDiscoveryTests covers this case with an
        // injected listing. As any other user, the real binary must not pass.
        try XCTSkipIf(getuid() == 0, "running as root, which can read a chmod 000 folder")
        try copyCleanSample(as: "clean.png")
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try copyCleanSample(as: "locked/leak.png")
        XCTAssertEqual(chmod(locked.path, 0), 0)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("dir.png"))
        let outcome = try SnapGuardBinary.run(["scan", "--no-config", folder.path])
        XCTAssertEqual(outcome.status, 3, outcome.output)
        XCTAssertTrue(outcome.output.contains("folder cannot be read (permission denied)"), outcome.output)
    }

    func testAHostileFileNameCannotInjectAWorkflowCommandOrATerminalSequence() throws {
        let name = "x\n::error file=app.swift,line=1::injected\u{1B}[2K\u{202E}gnp.png"
        try copyCleanSample(as: name)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("dir.png"))
        for format in ["text", "github"] {
            let outcome = try SnapGuardBinary.run(["scan", "--no-config", "--format", format, folder.path])
            XCTAssertEqual(outcome.status, 0, outcome.output + outcome.error)
            XCTAssertFalse(outcome.output.split(separator: "\n").contains { $0.hasPrefix("::error") }, outcome.output)
            XCTAssertFalse(outcome.output.unicodeScalars.contains("\u{1B}"), format)
            XCTAssertFalse(outcome.output.unicodeScalars.contains("\u{202E}"), format)
            if format == "text" {
                XCTAssertTrue(outcome.output.contains(#"/x\n::error file=app.swift,line=1::injected\u{1B}[2K\u{202E}gnp.png"#),
                              outcome.output)
            }
        }
    }
}
