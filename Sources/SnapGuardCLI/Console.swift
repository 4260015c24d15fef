import Foundation
import SnapGuardCore

/// Where a command writes, and what it knows about the terminal. Tests capture it.
public struct Console: Sendable {
    public var writeOutput: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    public var readInputLine: @Sendable () -> String?
    /// Standard output is a terminal (colour is allowed there, and only there).
    public var outputIsTerminal: Bool
    /// Standard error is a terminal (progress lines go there, and only there).
    public var errorIsTerminal: Bool
    public var environment: [String: String]
    public var currentDirectory: String

    public init(writeOutput: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
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
    public static var standard: Console {
        Console(
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            readInputLine: { readLine(strippingNewline: true) },
            outputIsTerminal: isatty(STDOUT_FILENO) != 0,
            errorIsTerminal: isatty(STDERR_FILENO) != 0,
            environment: ProcessInfo.processInfo.environment)
    }

    /// Colour on standard output: only on a terminal, and never when NO_COLOR is set.
    var colorOutput: Bool { outputIsTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb" }

    /// Writes "snapguard: error: MESSAGE" on one line; control and bidirectional characters in
    /// the message (a file name it echoes) are escaped (`TerminalEscaping`).
    func error(_ message: String) { writeError("snapguard: error: \(TerminalEscaping.escape(message))\n") }
    func warning(_ message: String) { writeError("snapguard: warning: \(TerminalEscaping.escape(message))\n") }
    func note(_ message: String) { writeError("snapguard: note: \(TerminalEscaping.escape(message))\n") }
}
