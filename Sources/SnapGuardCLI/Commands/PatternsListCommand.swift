import SnapGuardCore

/// `snapguard patterns list`: every pack and its patterns.
enum PatternsListCommand: Command {
    static let name = "list"
    static let abstract = "List the packs and their patterns: id, category, severity."
    static let usage = "patterns list [OPTIONS]"
    static let options = PatternSelection.options
    static let exitCodes: [ExitCode: String] = [.passed: "listed", .usage: "usage error, or a pack is malformed"]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.isEmpty else { throw UsageError("'patterns list' takes no arguments") }
        let library = try PatternSelection.library(arguments)
        // Ids and categories come from pack files: escaped before padding, so the columns line up.
        let id = { (pattern: Pattern) in TerminalEscaping.escape(pattern.id) }
        let category = { (pattern: Pattern) in TerminalEscaping.escape(pattern.category.rawValue) }
        let idWidth = library.patterns.map { id($0).count }.max() ?? 0
        let categoryWidth = library.patterns.map { category($0).count }.max() ?? 0
        var lines: [String] = []
        for pack in library.packs {
            lines.append("\(pack.file) (\(pack.name))" + (pack.description.isEmpty ? "" : ": \(pack.description)"))
            lines += pack.patterns.map { pattern in
                "  " + id(pattern).padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                    + category(pattern).padding(toLength: categoryWidth, withPad: " ", startingAt: 0) + "  "
                    + pattern.severity.rawValue
            }
        }
        console.writeLines(lines)
        return .passed
    }
}
