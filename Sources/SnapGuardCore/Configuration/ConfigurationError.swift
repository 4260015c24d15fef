/// A configuration file that cannot be used. One line: `.snapguard.json:7:15: unknown key 'allowed' ...`.
package struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    package var file: String
    package var line: Int?
    package var column: Int?
    package var message: String

    package init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// One line: control and bidirectional characters of a key or value it quotes are escaped.
    package var description: String {
        TerminalEscaping.escape(
            [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":") + ": " + message)
    }
}
