import Foundation
import XCTest
@testable import SnapGuardCLI
@testable import SnapGuardCore

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
            (["scan", "--min-severity", "huge", "x.png"], "--min-severity must be one of low, medium, high, critical, not 'huge'"),
            (["scan", "--time-limit", "-1", "x.png"], "option --time-limit needs a whole number from 0 to 86400, not '-1'"),
            (["scan", "--max-file-size", "0", "x.png"], "option --max-file-size needs a whole number from 1 to 4096, not '0'"),
            (["compare", "--region-threshold", "2"], "--region-threshold needs a similarity above 0 and at most 1, e.g. 0.8, not '2'"),
            (["compare", "--active", "a.png"], "--active and --snapshot go together"),
            (["convert", "--max-pixels", "0", "a.ktx", "a.png"], "option --max-pixels needs a whole number from 1 to 2147483647, not '0'"),
            (["collect", "--as", "Balance", "out"], "--bundle-id ID is required"),
            (["patterns", "test", "--format", "xml", "x"], "unknown format 'xml' (expected text or json)"),
            (["eval", "--jobs", "0", "corpus"], "option --jobs needs a whole number from 1 to 256, not '0'"),
            (["patterns", "bogus"], "unknown subcommand 'bogus'; choose one of list, test, check"),
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

    /// Every command and subcommand, depth first.
    static var allCommands: [any Command.Type] {
        func walk(_ commands: [any Command.Type]) -> [any Command.Type] { commands.flatMap { [$0] + walk($0.subcommands) } }
        return walk(SnapGuardCLI.commands)
    }

    /// Shared option groups are concatenated into commands' lists; a name or letter given twice
    /// would make one of them unreachable.
    func testEveryCommandsOptionsHaveDistinctNamesAndLetters() {
        for command in Self.allCommands {
            let options = command.options + [OptionSpec.help]
            XCTAssertEqual(Set(options.map(\.name)).count, options.count, "\(command.name): \(options.map(\.name))")
            let letters = options.compactMap(\.shortName)
            XCTAssertEqual(Set(letters).count, letters.count, "\(command.name): \(letters)")
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
