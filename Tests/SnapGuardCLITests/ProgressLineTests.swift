import Foundation
import XCTest
@testable import SnapGuardCLI

/// The progress line: done/total, rate and ETA on a terminal's standard error, and nothing elsewhere.
final class ProgressLineTests: XCTestCase {
    private final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var out = "", err = ""
        var output: String { lock.withLock { out } }
        var error: String { lock.withLock { err } }
        func writeOutput(_ text: String) { lock.withLock { out += text } }
        func writeError(_ text: String) { lock.withLock { err += text } }
    }

    private static let image = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/formats/text-gray8.png").path

    private func scan(terminal: Bool, extra: [String] = []) -> (ExitCode, Capture) {
        let capture = Capture()
        let console = Console(writeOutput: capture.writeOutput, writeError: capture.writeError, errorIsTerminal: terminal)
        return (SnapGuardCLI.main(["scan", "--no-config", "--jobs", "1"] + extra + [Self.image], console: console), capture)
    }

    func testLineShowsDoneTotalRateAndETA() {
        let capture = Capture()
        let line = ProgressLine(console: Console(writeOutput: capture.writeOutput, writeError: capture.writeError), enabled: true)
        line.update(done: 3, total: 12)
        XCTAssertTrue(capture.error.hasPrefix("\rscanning 3/12  "), capture.error)
        XCTAssertNotNil(capture.error.range(of: #"\d+\.\d screens/s  ETA \d+s"#, options: .regularExpression), capture.error)
        line.finish()
        XCTAssertTrue(capture.error.hasSuffix("\r\u{1B}[K"), "the line is cleared before the report")
    }

    func testOnlyATerminalGetsProgress() {
        let (code, onTerminal) = scan(terminal: true)
        XCTAssertNotEqual(code, .usage, onTerminal.error)
        XCTAssertTrue(onTerminal.error.contains("scanning 1/1"), onTerminal.error)

        let (_, inCI) = scan(terminal: false)
        XCTAssertEqual(inCI.error, "", "no progress when standard error is not a terminal")
        XCTAssertFalse(inCI.output.contains("scanning"))

        let (_, quiet) = scan(terminal: true, extra: ["--quiet"])
        XCTAssertEqual(quiet.error, "", "--quiet silences progress")
    }
}
