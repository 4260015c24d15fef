import Foundation
import SnapGuardCore

/// `snapguard patterns test`: what the patterns find in texts typed or piped in.
enum PatternsTestCommand: Command {
    static let name = "test"
    static let abstract = "Show what the patterns find in each TEXT (or each line of standard input)."
    static let usage = "patterns test [OPTIONS] [TEXT...]"
    static let discussion = """
        Prints each text with its findings: category, pattern id and the matched text exactly as
        given (these are your own texts, so nothing is masked). With --format json, one JSON object
        a line: {"text": ..., "findings": [{"category": ..., "patternId": ..., "text": ...}]}.
        """
    static let exitCodes: [ExitCode: String] = [
        .passed: "done, whether or not anything is found", .usage: "usage error, or a pack is malformed",
    ]
    /// How `patterns test` prints what it finds.
    enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    static let format = ValueOption<Format>(.option("format", value: "FORMAT", help: "text (default) or json.")) { text throws(UsageError) in
        guard let format = Format(rawValue: text) else {
            throw UsageError("unknown format '\(text)' (expected \(Format.allCases.map(\.rawValue).joined(separator: " or ")))")
        }
        return format
    }

    static let options = [format.spec] + PatternSelection.options

    private struct Line: Encodable {
        struct Match: Encodable {
            var category: String
            var patternId: String
            var text: String
        }

        var text: String
        var findings: [Match]
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let chosen = try arguments.value(format) ?? .text
        let matcher = PatternMatcher(library: try PatternSelection.library(arguments))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var texts = arguments.positionals.makeIterator()
        let readsInput = arguments.positionals.isEmpty
        while let text = readsInput ? console.readInputLine() : texts.next() {
            let findings = matcher.findings(inText: text)
            if chosen == .json {
                let line = Line(text: text, findings: findings.map {
                    Line.Match(category: $0.category.rawValue, patternId: $0.patternId, text: $0.text)
                })
                console.writeOutput(String(decoding: try encoder.encode(line), as: UTF8.self) + "\n")
            } else {
                console.writeLines([text] + (findings.isEmpty ? ["  (nothing found)"] : findings.map {
                    "  \($0.category)  \($0.patternId)  \"\($0.text)\""
                }))
            }
        }
        return .passed
    }
}
