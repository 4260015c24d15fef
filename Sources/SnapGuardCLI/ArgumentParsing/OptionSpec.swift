/// One option a command accepts: a flag (`--reveal`) or an option with a value (`--format json`).
///
/// Each option is declared once, as a `static let` on its command (or on a shared options type
/// such as `CommonOptions`); the command's option list is built from those constants, and its
/// `run` reads `ParsedArguments` through the same constants, never through a name spelled again.
/// An option is known by its long name: a command may show a shared option with its own help
/// (`withHelp`), and reading the shared constant still finds it.
package struct OptionSpec: Hashable, Sendable {
    /// The long name without dashes, e.g. "format".
    package var name: String
    /// An optional one-letter alias, e.g. "j" for `-j 4`.
    package var shortName: Character?
    /// The placeholder shown in help, e.g. "FORMAT"; nil for a flag.
    package var valueName: String?
    /// Whether the option may be given more than once (all values are kept).
    package var repeatable: Bool
    package var help: String

    /// A flag that takes no value.
    package static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, valueName: nil, repeatable: false, help: help)
    }

    /// An option that takes a value.
    package static func option(_ name: String, short: Character? = nil, value: String, repeatable: Bool = false,
                              help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, valueName: value, repeatable: repeatable, help: help)
    }

    /// `-h, --help`, which every command accepts.
    package static let help = OptionSpec.flag("help", short: "h", help: "Show this help.")

    package var takesValue: Bool { valueName != nil }

    /// The same option shown with other help, for a command where it means a little more or less.
    package func withHelp(_ help: String) -> OptionSpec {
        var spec = self
        spec.help = help
        return spec
    }

    /// How messages name it: "--jobs".
    package var flagName: String { "--\(name)" }

    /// Every way to write it on the command line: "--jobs", "-j".
    package var spellings: [String] { [flagName] + (shortName.map { ["-\($0)"] } ?? []) }

    /// How the option appears in help, e.g. "-j, --jobs N".
    var synopsis: String {
        let short = shortName.map { "-\($0), " } ?? "    "
        return short + flagName + (valueName.map { " \($0)" } ?? "")
    }
}
