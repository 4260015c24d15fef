import Foundation
import SnapGuardCore

/// Where a command writes, and what it knows about the terminal. Tests capture it.
package struct Console: Sendable {
    package var writeOutput: @Sendable (String) -> Void
    package var writeError: @Sendable (String) -> Void
    package var readInputLine: @Sendable () -> String?
    /// Standard output is a terminal (colour is allowed there, and only there).
    package var outputIsTerminal: Bool
    /// Standard error is a terminal (progress lines go there, and only there).
    package var errorIsTerminal: Bool
    package var environment: [String: String]
    package var currentDirectory: String

    package init(writeOutput: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
                readInputLine: @escaping @Sendable () -> String? = { nil }, outputIsTerminal: Bool = false,
                errorIsTerminal: Bool = false, environment: [String: String] = [:],
                currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.readInputLine = readInputLine
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.environment = environment
        self.currentDirectory = currentDirectory
    }

    /// The process's real standard streams.
    package static var standard: Console {
        Console(
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            readInputLine: { readLine(strippingNewline: true) },
            outputIsTerminal: isatty(STDOUT_FILENO) != 0,
            errorIsTerminal: isatty(STDERR_FILENO) != 0,
            environment: ProcessInfo.processInfo.environment)
    }

    /// Colour on standard output: only on a terminal, and never when NO_COLOR is set.
    var colourOutput: Bool { outputIsTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb" }

    /// Writes human-readable lines on standard output, each ended by a newline. Control and
    /// bidirectional characters in a line (a file, screen, pack or category name it shows) are
    /// escaped (`TerminalEscaping`), so each stays one visible line in a terminal or a CI log.
    func writeLines(_ lines: [String]) {
        writeOutput(lines.map { TerminalEscaping.escape($0) + "\n" }.joined())
    }

    /// Writes "snapguard: error: MESSAGE" on one line; control and bidirectional characters in
    /// the message (a file name it echoes) are escaped (`TerminalEscaping`).
    func error(_ message: String) { writeError("snapguard: error: \(TerminalEscaping.escape(message))\n") }
    func warning(_ message: String) { writeError("snapguard: warning: \(TerminalEscaping.escape(message))\n") }
    func note(_ message: String) { writeError("snapguard: note: \(TerminalEscaping.escape(message))\n") }
}
