import Foundation
import XCTest
@testable import SnapGuardCLI

/// `--help`, README.md and the `ExitCode` enum agree on the exit codes. The expected lists come
/// from the enum, the README's table, and (for each command) what its code can return, never
/// from the help text under test.
final class ExitCodeHelpTests: XCTestCase {
    private static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

    /// The codes each command can end with, read from its `run` (and `SnapGuardCLI.main`, which
    /// turns every thrown error into 2). scan and compare watch SIGINT and SIGTERM (130, 143);
    /// merge, eval, collect, convert and the patterns commands do not, and a signal simply ends them.
    private static let codesByCommand: [String: Set<Int32>] = [
        "scan": [0, 1, 2, 3, 130, 143],
        "compare": [0, 1, 2, 3, 130, 143],
        "merge": [0, 1, 2, 3],
        "eval": [0, 1, 2],
        "collect": [0, 2],
        "convert": [0, 2, 3],
        "inspect": [0, 2, 3],
        "patterns list": [0, 2],
        "patterns test": [0, 2],
        "patterns check": [0, 1, 2],
    ]

    private func help(_ words: [String]) -> String {
        let capture = ConsoleCapture()
        XCTAssertEqual(SnapGuardCLI.main(words + ["--help"], console: capture.console()), .passed)
        return capture.output
    }

    /// The "EXIT CODES:" block of a help text as (code, meaning) rows; nil when there is none.
    private func exitCodeRows(_ help: String) -> [(code: Int32, meaning: String)]? {
        guard let range = help.range(of: "\nEXIT CODES:\n") else { return nil }
        return help[range.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.hasPrefix("  ") }
            .map { line in
                let fields = line.drop { $0 == " " }
                let number = fields.prefix { $0.isNumber }
                XCTAssertTrue(fields.dropFirst(number.count).hasPrefix("  "), "one row: \(line)")
                return (Int32(number) ?? -1, String(fields.dropFirst(number.count + 2)))
            }
    }

    /// The README's "| code | meaning |" table.
    private func readmeRows() throws -> [(code: Int32, meaning: String)] {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "| code | meaning |\n| --- | --- |\n"), "README.md has the exit code table")
        return text[start.upperBound...].split(separator: "\n").prefix { $0.hasPrefix("| ") }.map { row in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return (Int32(cells[0]) ?? -1, cells[1])
        }
    }

    private var enumRows: [(code: Int32, meaning: String)] { ExitCode.allCases.map { ($0.rawValue, $0.meaning) } }

    private func assertRows(_ rows: [(code: Int32, meaning: String)], _ expected: [(code: Int32, meaning: String)],
                            _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(rows.map(\.code), expected.map(\.code), context, file: file, line: line)
        XCTAssertEqual(rows.map(\.meaning), expected.map(\.meaning), context, file: file, line: line)
    }

    func testTheREADMETableIsTheEnum() throws {
        assertRows(try readmeRows(), enumRows, "README.md")
    }

    func testRootHelpListsEveryExitCodeWithItsMeaning() throws {
        let rows = try XCTUnwrap(exitCodeRows(help([])), "root help has EXIT CODES")
        assertRows(rows, enumRows, "snapguard --help")
    }

    /// scan and compare end with every code, each meaning what the enum (and README) says.
    func testScanAndCompareHelpListEveryExitCodeWithItsMeaning() throws {
        for command in ["scan", "compare"] {
            let rows = try XCTUnwrap(exitCodeRows(help([command])), "\(command) --help has EXIT CODES")
            assertRows(rows, enumRows, "\(command) --help")
        }
    }

    /// Commands whose codes mean what they mean for a scan, worded as the enum and README word them.
    private static let scanWording: Set<String> = ["scan", "compare", "merge"]

    /// Every command that runs (not `patterns`, which only groups), with the words that select it.
    private static var runnableCommands: [(words: [String], command: any Command.Type)] {
        func walk(_ commands: [any Command.Type], _ prefix: [String]) -> [(words: [String], command: any Command.Type)] {
            commands.flatMap { command in
                command.subcommands.isEmpty ? [(prefix + [command.name], command)] : walk(command.subcommands, prefix + [command.name])
            }
        }
        return walk(SnapGuardCLI.commands, [])
    }

    func testEveryCommandsHelpListsTheCodesItCanReturn() throws {
        var seen: Set<String> = []
        for (words, _) in Self.runnableCommands {
            let name = words.joined(separator: " ")
            seen.insert(name)
            let expected = try XCTUnwrap(Self.codesByCommand[name], "\(name) is in this test's table")
            let rows = try XCTUnwrap(exitCodeRows(help(words)), "\(name) --help has EXIT CODES")
            XCTAssertEqual(Set(rows.map(\.code)), expected, name)
            XCTAssertEqual(rows.map(\.code), rows.map(\.code).sorted(), "\(name): in order")
            for row in rows {
                let code = ExitCode(rawValue: row.code)
                XCTAssertNotNil(code, "\(name): \(row.code) is an ExitCode")
                XCTAssertFalse(row.meaning.isEmpty, "\(name): \(row.code) says what it means")
                if Self.scanWording.contains(name) { XCTAssertEqual(row.meaning, code?.meaning, "\(name): \(row.code)") }
            }
        }
        XCTAssertEqual(seen, Set(Self.codesByCommand.keys), "every command is checked")
    }
}
