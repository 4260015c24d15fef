import Foundation
import XCTest
@testable import SnapGuardCLI

/// Runs the command line in process with captured output.
final class CommandLineTests: XCTestCase {
    private final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var out = "", err = ""
        var output: String { lock.withLock { out } }
        var error: String { lock.withLock { err } }
        func writeOutput(_ text: String) { lock.withLock { out += text } }
        func writeError(_ text: String) { lock.withLock { err += text } }
    }

    private func run(_ arguments: [String]) -> (ExitCode, Capture) {
        let capture = Capture()
        let console = Console(writeOutput: capture.writeOutput, writeError: capture.writeError)
        return (SnapGuardCLI.main(arguments, console: console), capture)
    }

    func testRootHelpListsCommandsAndExitCodes() {
        let (code, capture) = run(["--help"])
        XCTAssertEqual(code, .passed)
        XCTAssertTrue(capture.output.contains("scan"))
        for exit in ExitCode.allCases { XCTAssertTrue(capture.output.contains("  \(exit.rawValue)  \(exit.meaning)")) }
    }

    func testScanHelpDocumentsItsOptions() {
        let (code, capture) = run(["scan", "--help"])
        XCTAssertEqual(code, .passed)
        for option in ["--format", "--output", "--jobs", "--lang", "--patterns", "--reveal", "--max-pixels"] {
            XCTAssertTrue(capture.output.contains(option), option)
        }
    }

    func testUsageErrorsExitTwoWithOneLine() {
        let cases: [([String], String)] = [
            (["frobnicate"], "unknown command 'frobnicate'"),
            (["scan"], "give at least one image file or folder"),
            (["scan", "--format", "yaml", "x.png"], "unknown format 'yaml'"),
            (["scan", "--jobs", "0", "x.png"], "--jobs needs a whole number"),
            (["scan", "--lang", "eng+zzz", "x.png"], "apt-get install tesseract-ocr-zzz"),
            (["scan", "/no/such/folder"], "/no/such/folder: no such file or folder"),
            (["scan", "--output", "a.json", "x.png"], "more --output files"),
            (["scan", "--format", "json", "--format", "text", "x.png"], "only one report can go to standard output"),
            (["scan", "--format", "json", "--output", "/no/such/dir/r.json", "x.png"], "does not exist"),
        ]
        for (arguments, message) in cases {
            let (code, capture) = run(arguments)
            XCTAssertEqual(code, .usage, "\(arguments)")
            XCTAssertTrue(capture.error.hasPrefix("snapguard: error: "), capture.error)
            XCTAssertTrue(capture.error.contains(message), "\(arguments): \(capture.error)")
            XCTAssertEqual(capture.error.filter { $0 == "\n" }.count, 1, capture.error)
            XCTAssertEqual(capture.output, "")
        }
    }

    func testExitCodeFollowsTheSummary() {
        XCTAssertEqual(ScanCommand.exitCode(for: .init([])), .passed)
        XCTAssertEqual(ScanCommand.exitCode(for: .init([.init(path: "a", verdict: .pass, width: 1, height: 1),
                                                        .unreadable(path: "b", reason: "x")])), .unreadable)
        XCTAssertEqual(ScanCommand.exitCode(for: .init([.init(path: "a", verdict: .fail, width: 1, height: 1),
                                                        .unreadable(path: "b", reason: "x")])), .failed)
    }
}
