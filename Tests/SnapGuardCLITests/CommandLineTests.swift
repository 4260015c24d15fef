import Foundation
import XCTest
@testable import SnapGuardCLI

/// Runs the command line in process with captured output.
final class CommandLineTests: XCTestCase {
    private func run(_ arguments: [String]) -> (ExitCode, ConsoleCapture) {
        let capture = ConsoleCapture()
        return (SnapGuardCLI.main(arguments, console: capture.console()), capture)
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
        for option in ["--format", "--output", "--jobs", "--lang", "--patterns", "--reveal", "--max-pixels",
                       "--annotate", "--config", "--no-config", "--baseline", "--write-baseline", "--shard"] {
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
            (["scan", "--output", "a.json", "--output", "b.json", "x.png"], "more --output files"),
            (["scan", "--format", "json", "--format", "text", "x.png"], "only one report can go to standard output"),
            (["scan", "--format", "json", "--output", "/no/such/dir/r.json", "x.png"], "does not exist"),
            (["scan", "--shard", "5/4", "x.png"], "--shard needs K/N"),
            (["scan", "--config", "/no/such/.snapguard.json", "x.png"], "/no/such/.snapguard.json: no such file"),
            (["merge"], "give at least one JSON report"),
            (["merge", "/no/such/report.json"], "/no/such/report.json: no such file"),
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
