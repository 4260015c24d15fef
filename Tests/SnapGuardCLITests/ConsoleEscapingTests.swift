import Foundation
import XCTest
@testable import SnapGuardCLI

/// Errors and warnings that echo a file name keep to one visible line on standard error.
final class ConsoleEscapingTests: XCTestCase {
    func testAnErrorEchoingAHostileNameIsOneEscapedLine() {
        let capture = ConsoleCapture()
        let name = "missing\n::error file=x::pwned\u{1B}[2K\u{202E}gnp.png"
        let code = SnapGuardCLI.main(["scan", "--no-config", name], console: capture.console())
        XCTAssertEqual(code, .usage)
        XCTAssertEqual(capture.error,
                       #"snapguard: error: missing\n::error file=x::pwned\u{1B}[2K\u{202E}gnp.png: no such file or folder"# + "\n")
        XCTAssertEqual(capture.error.split(separator: "\n").count, 1)
    }

    func testWarningsAndNotesAreEscapedToo() {
        let capture = ConsoleCapture()
        let console = capture.console()
        console.warning("a\u{1B}]0;title\u{7}b")
        console.note("c\u{2066}d\re")
        XCTAssertEqual(capture.error, #"snapguard: warning: a\u{1B}]0;title\u{7}b"# + "\n" + #"snapguard: note: c\u{2066}d\re"# + "\n")
    }
}
