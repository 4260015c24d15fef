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
                    throw UsageError("option \(spec.flagName) needs a value (\(spec.valueName ?? "VALUE"))")
                }
                if !spec.repeatable, !parsed.values(spec).isEmpty {
                    throw UsageError("option \(spec.flagName) is given more than once")
                }
                parsed.append(value, for: spec)
            } else {
                if attachedValue != nil { throw UsageError("flag \(spec.flagName) takes no value") }
                parsed.set(spec)
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
        return " (did you mean '\(closest.flagName)'?)"
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
