/// The result of parsing: flags seen, option values in order, and positional words.
///
/// Options are read only through their declared `OptionSpec` or `ValueOption` constants, so an
/// option's name is spelled once, where it is declared. An option the command does not declare
/// reads as not given.
package struct ParsedArguments: Hashable, Sendable {
    private var flags: Set<String> = []
    private var values: [String: [String]] = [:]
    package var positionals: [String] = []

    package init() {}

    /// Whether the flag was given.
    package func flag(_ spec: OptionSpec) -> Bool {
        assert(!spec.takesValue, "\(spec.flagName) takes a value; read it with value(_:) or values(_:)")
        return flags.contains(spec.name)
    }

    /// The option's value; the last one when it is repeatable and given more than once.
    package func value(_ spec: OptionSpec) -> String? {
        assert(spec.takesValue, "\(spec.flagName) is a flag; read it with flag(_:)")
        return values[spec.name]?.last
    }

    /// Every value given for the option, in order.
    package func values(_ spec: OptionSpec) -> [String] {
        assert(spec.takesValue, "\(spec.flagName) is a flag; read it with flag(_:)")
        return values[spec.name] ?? []
    }

    /// The option's value converted, nil when it is absent; a usage error naming the option when
    /// the value does not convert.
    package func value<Value>(_ option: ValueOption<Value>) throws(UsageError) -> Value? {
        guard let text = value(option.spec) else { return nil }
        return try option.convert(text)
    }

    /// Records a flag (the parser's side).
    mutating func set(_ spec: OptionSpec) {
        flags.insert(spec.name)
    }

    /// Records one value of an option (the parser's side).
    mutating func append(_ value: String, for spec: OptionSpec) {
        values[spec.name, default: []].append(value)
    }
}
