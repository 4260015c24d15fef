/// One option a command accepts: a flag (`--reveal`) or an option with a value (`--format json`).
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

    package var takesValue: Bool { valueName != nil }

    /// How the option appears in help, e.g. "-j, --jobs N".
    var synopsis: String {
        let short = shortName.map { "-\($0), " } ?? "    "
        return short + "--\(name)" + (valueName.map { " \($0)" } ?? "")
    }
}
