/// A `snapguard` subcommand: a small type with its own options, help and exit codes.
package protocol Command: Sendable {
    /// The word that selects it, e.g. "scan".
    static var name: String { get }
    /// One line for the command list.
    static var abstract: String { get }
    /// The usage line after "snapguard", e.g. "scan [OPTIONS] PATH...".
    static var usage: String { get }
    /// Longer help, shown by `--help` after the options.
    static var discussion: String { get }
    static var options: [OptionSpec] { get }
    /// Nested commands, e.g. `patterns list`.
    static var subcommands: [any Command.Type] { get }
    /// Every exit code `run` can end with, and what it means for this command; `--help` lists
    /// them. A command with subcommands lists none (each subcommand lists its own).
    static var exitCodes: [ExitCode: String] { get }

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode
}

extension Command {
    package static var discussion: String { "" }
    package static var options: [OptionSpec] { [] }
    package static var subcommands: [any Command.Type] { [] }
    package static var exitCodes: [ExitCode: String] { [:] }

    /// A command with subcommands shows its help; a word that names none of them is a usage error.
    package static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        if let word = arguments.positionals.first {
            throw UsageError("unknown subcommand '\(word)'; choose one of \(subcommands.map { $0.name }.joined(separator: ", "))")
        }
        console.writeOutput(help)
        return .passed
    }

    /// The full `--help` text.
    static var help: String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE: snapguard \(usage)\n"
        if !subcommands.isEmpty {
            text += "\nSUBCOMMANDS:\n" + subcommands.map { "  \($0.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \($0.abstract)" }
                .joined(separator: "\n") + "\n"
        }
        let allOptions = options + [OptionSpec.help]
        let width = allOptions.map(\.synopsis.count).max() ?? 0
        text += "\nOPTIONS:\n" + allOptions.map { option in
            "  " + option.synopsis.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + option.help
        }.joined(separator: "\n") + "\n"
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        if !exitCodes.isEmpty { text += "\n" + ExitCode.helpBlock(exitCodes) + "\n" }
        return text
    }
}
