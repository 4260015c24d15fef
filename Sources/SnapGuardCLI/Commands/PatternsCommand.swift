/// `snapguard patterns`: inspect, try and check pattern packs.
enum PatternsCommand: Command {
    static let name = "patterns"
    static let abstract = "List, try and check the pattern packs that decide what is sensitive."
    static let usage = "patterns SUBCOMMAND [OPTIONS]"
    static let discussion = "The pack format is documented in Patterns/README.md."
    static let subcommands: [any Command.Type] = [PatternsListCommand.self, PatternsTestCommand.self,
                                                  PatternsCheckCommand.self]
}
