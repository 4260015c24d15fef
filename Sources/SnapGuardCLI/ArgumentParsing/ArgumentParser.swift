/// Parses command-line words against a command's option specs.
///
/// Accepts `--name value`, `--name=value`, `-n value`, flags, `--` to end options, and
/// positional arguments anywhere. Unknown options are errors, with a suggestion when one is close.
package struct ArgumentParser: Sendable {
    package var options: [OptionSpec]

    package init(options: [OptionSpec]) {
        self.options = options
    }

    package func parse(_ words: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" {
                parsed.positionals += words[index...]
                break
            }
            guard word.hasPrefix("-"), word.count > 1 else {
                parsed.positionals.append(word)
                continue
            }
            let (spec, attachedValue) = try lookUp(word)
            if spec.takesValue {
                let value: String
                if let attachedValue {
                    value = attachedValue
                } else if index < words.count {
                    value = words[index]
                    index += 1
                } else {
                    throw UsageError("option --\(spec.name) needs a value (\(spec.valueName ?? "VALUE"))")
                }
                if !spec.repeatable, parsed.values[spec.name] != nil {
                    throw UsageError("option --\(spec.name) is given more than once")
                }
                parsed.values[spec.name, default: []].append(value)
            } else {
                if attachedValue != nil { throw UsageError("flag --\(spec.name) takes no value") }
                parsed.flags.insert(spec.name)
            }
        }
        return parsed
    }

    private func lookUp(_ word: String) throws(UsageError) -> (OptionSpec, String?) {
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let value = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            if let spec = options.first(where: { $0.name == name }) { return (spec, value) }
            throw UsageError("unknown option '--\(name)'" + suggestion(for: name))
        }
        let letters = word.dropFirst()
        if letters.count == 1, let spec = options.first(where: { $0.shortName == letters.first }) { return (spec, nil) }
        if letters.count > 1, let spec = options.first(where: { $0.shortName == letters.first }), spec.takesValue {
            return (spec, String(letters.dropFirst()))
        }
        throw UsageError("unknown option '\(word)'")
    }

    private func suggestion(for name: String) -> String {
        let closest = options.min { editDistance($0.name, name) < editDistance($1.name, name) }
        guard let closest, editDistance(closest.name, name) <= 2 else { return "" }
        return " (did you mean '--\(closest.name)'?)"
    }
}

/// The result of parsing: flags seen, option values in order, and positional words.
package struct ParsedArguments: Hashable, Sendable {
    package var flags: Set<String> = []
    package var values: [String: [String]] = [:]
    package var positionals: [String] = []

    package init() {}

    package func flag(_ name: String) -> Bool { flags.contains(name) }
    package func value(_ name: String) -> String? { values[name]?.last }
    package func allValues(_ name: String) -> [String] { values[name] ?? [] }

    /// An integer option within a range, or nil when absent.
    package func integer(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("option --\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return number
    }
}

/// Levenshtein distance, for "did you mean" suggestions.
func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs), b = Array(rhs)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
