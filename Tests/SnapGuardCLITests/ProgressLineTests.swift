import Foundation
import XCTest
@testable import SnapGuardCLI

/// The progress line: done/total, rate and ETA on a terminal's standard error, and nothing elsewhere.
final class ProgressLineTests: XCTestCase {
    private static let image = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/formats/text-gray8.png").path

    private func scan(terminal: Bool, extra: [String] = []) -> (ExitCode, ConsoleCapture) {
        let capture = ConsoleCapture()
        let arguments = ["scan", "--no-config", "--jobs", "1"] + extra + [Self.image]
        return (SnapGuardCLI.main(arguments, console: capture.console(errorIsTerminal: terminal)), capture)
    }

    func testLineShowsDoneTotalRateAndETA() {
        let capture = ConsoleCapture()
        let line = ProgressLine(console: capture.console(), enabled: true)
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
