import SnapGuardCore

/// The `snapguard` command line: finds the subcommand, parses its options, runs it, and turns
/// every error into one line on standard error and a stable exit code.
package enum SnapGuardCLI {
    package static let commands: [any Command.Type] = [ScanCommand.self, CompareCommand.self, MergeCommand.self,
                                                       PatternsCommand.self, EvalCommand.self, CollectCommand.self,
                                                       ConvertCommand.self, InspectCommand.self]

    package static func main(_ arguments: [String], console: Console = .standard) -> ExitCode {
        var words = arguments
        var command: (any Command.Type)? = nil
        var commandList = commands
        while let first = words.first, let next = commandList.first(where: { $0.name == first }) {
            command = next
            commandList = next.subcommands
            words.removeFirst()
        }
        let asksForHelp = words.contains { OptionSpec.help.spellings.contains($0) }
        guard let command else {
            if words.contains("--version") {
                console.writeOutput("snapguard \(SnapGuard.version) (Tesseract \(TesseractEngine.libraryVersion))\n")
                return .passed
            }
            if words.isEmpty || asksForHelp || words.first == "help" {
                console.writeOutput(rootHelp)
                return .passed
            }
            console.error("unknown command '\(words[0])'; see 'snapguard --help'")
            return .usage
        }
        if asksForHelp {
            console.writeOutput(command.help)
            return .passed
        }
        do {
            let parsed = try ArgumentParser(options: command.options).parse(words)
            return try command.run(parsed, console: console)
        } catch let error as UsageError {
            console.error("\(error.message); see 'snapguard \(command.name) --help'")
            return .usage
        } catch {
            console.error("\(error)")
            return .usage
        }
    }

    static var rootHelp: String {
        """
        OVERVIEW: SnapGuard checks iOS App Switcher snapshots and simulator screenshots for visible
        sensitive data (OWASP MASVS-PLATFORM-3, MASWE-0055, MASTG-TEST-0059 / MASTG-TEST-0290).

        USAGE: snapguard COMMAND [OPTIONS]

        COMMANDS:
        \(commands.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \($0.abstract)" }.joined(separator: "\n"))

        OPTIONS:
          --version   Show the version.
          -h, --help  Show help; 'snapguard COMMAND --help' for a command.

        \(ExitCode.helpBlock)

        """
    }
}
