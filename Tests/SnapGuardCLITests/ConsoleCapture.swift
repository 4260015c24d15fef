import Foundation
@testable import SnapGuardCLI

/// Collects what a command writes, for tests that run the command line in process.
final class ConsoleCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var out = "", err = ""
    var output: String { lock.withLock { out } }
    var error: String { lock.withLock { err } }
    func writeOutput(_ text: String) { lock.withLock { out += text } }
    func writeError(_ text: String) { lock.withLock { err += text } }

    /// A console writing here; standard error counts as a terminal when `errorIsTerminal`.
    func console(errorIsTerminal: Bool = false) -> Console {
        Console(writeOutput: writeOutput, writeError: writeError, errorIsTerminal: errorIsTerminal)
    }
}
