/// `snapguard patterns list`: every pack and its patterns.
enum PatternsListCommand: Command {
    static let name = "list"
    static let abstract = "List the packs and their patterns: id, category, severity."
    static let usage = "patterns list [OPTIONS]"
    static let options = PatternSelection.options

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.isEmpty else { throw UsageError("'patterns list' takes no arguments") }
        let library = try PatternSelection.library(arguments)
        let idWidth = library.patterns.map(\.id.count).max() ?? 0
        let categoryWidth = library.patterns.map(\.category.rawValue.count).max() ?? 0
        var lines: [String] = []
        for pack in library.packs {
            lines.append("\(pack.file) (\(pack.name))" + (pack.description.isEmpty ? "" : ": \(pack.description)"))
            lines += pack.patterns.map { pattern in
                "  " + pattern.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                    + pattern.category.rawValue.padding(toLength: categoryWidth, withPad: " ", startingAt: 0) + "  "
                    + pattern.severity.rawValue
            }
        }
        console.writeOutput(lines.joined(separator: "\n") + "\n")
        return .passed
    }
}
