import SnapGuardCore

/// `snapguard patterns check`: validates packs and runs every pattern's own examples.
enum PatternsCheckCommand: Command {
    static let name = "check"
    static let abstract = "Validate pattern packs and run each pattern's must-match / must-not-match examples."
    static let usage = "patterns check [OPTIONS] [DIR...]"
    static let discussion = """
        Checks the packs in each DIR together with the built-in ones (so duplicate ids show up),
        or only the built-in ones when no DIR is given. A pack identical to a built-in one (same
        file name and content, e.g. in SnapGuard's own Patterns/) is counted once.
        """
    static let exitCodes: [ExitCode: String] = [
        .passed: "every pack loads and every example behaves",
        .failed: "an example fails",
        .usage: "usage error, or a pack is malformed (one line naming the file, line, column and pattern)",
    ]
    static let options = PatternSelection.options

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let library = try PatternSelection.library(arguments, extraFolders: arguments.positionals)
        let failures = library.checkExamples()
        console.writeLines(failures.map { "FAIL \($0)" })
        let patterns = library.patterns
        let examples = patterns.map { $0.examples.mustMatch.count + $0.examples.mustNotMatch.count }.reduce(0, +)
        console.writeOutput("\(library.packs.count) packs, \(patterns.count) patterns, \(examples) examples: "
            + (failures.isEmpty ? "all pass\n" : "\(failures.count) failing\n"))
        return failures.isEmpty ? .passed : .failed
    }
}
