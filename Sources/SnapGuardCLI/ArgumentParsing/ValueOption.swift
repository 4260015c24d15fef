/// An option whose value is converted to a `Value` where it is read, e.g. `--jobs N` to an `Int`
/// in 1...256. A value that does not convert is a usage error naming the option, so every command
/// reading the option gets the same check and the same message.
package struct ValueOption<Value>: Sendable {
    /// The option as parsed and shown in help.
    package let spec: OptionSpec
    private let conversion: @Sendable (String) throws(UsageError) -> Value

    /// An option whose text `convert` turns into a value, or rejects with a usage error.
    package init(_ spec: OptionSpec, convert: @escaping @Sendable (String) throws(UsageError) -> Value) {
        precondition(spec.takesValue, "\(spec.flagName) is a flag; a ValueOption takes a value")
        self.spec = spec
        self.conversion = convert
    }

    /// The same option shown with other help (see `OptionSpec.withHelp`).
    package func withHelp(_ help: String) -> ValueOption {
        ValueOption(spec.withHelp(help), convert: conversion)
    }

    /// `text` converted, or the option's usage error.
    package func convert(_ text: String) throws(UsageError) -> Value {
        try conversion(text)
    }
}

extension ValueOption where Value == Int {
    /// A whole-number option within `range`: "option --jobs needs a whole number from 1 to 256, not 'x'".
    package static func integer(_ name: String, short: Character? = nil, value: String, in range: ClosedRange<Int>,
                                help: String) -> ValueOption {
        ValueOption(.option(name, short: short, value: value, help: help)) { text throws(UsageError) in
            guard let number = Int(text), range.contains(number) else {
                throw UsageError("option --\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
            }
            return number
        }
    }
}
