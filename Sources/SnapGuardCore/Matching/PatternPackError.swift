/// A pattern pack that cannot be loaded. Describes itself in one line:
/// `Patterns/bank.json:12:5: pattern 'currency.vnd': invalid regular expression: ...`.
public struct PatternPackError: Error, CustomStringConvertible, Sendable {
    /// The pack's file, as given (or its embedded file name).
    public var file: String
    /// The 1-based line in `file`, when known.
    public var line: Int?
    /// The 1-based column on `line`, when known.
    public var column: Int?
    /// The id of the pattern at fault, when the fault is inside one.
    public var patternId: String?
    /// What is wrong, in one sentence.
    public var message: String
    /// A duplicate id that a built-in pack holds too (a caller may say how to leave those out).
    package var collidesWithBuiltIn = false

    package init(file: String, line: Int? = nil, column: Int? = nil, patternId: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.patternId = patternId
        self.message = message
    }

    init(file: String, location: SourceLocation?, patternId: String? = nil, message: String) {
        self.init(file: file, line: location?.line, column: location?.column, patternId: patternId, message: message)
    }

    /// `file:line:col: message`, as compilers locate errors.
    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        let pattern = patternId.map { " pattern '\($0)':" } ?? ""
        // One line: control and bidirectional characters of a key or value it quotes are escaped.
        return TerminalEscaping.escape("\(place):\(pattern) \(message)")
    }
}
