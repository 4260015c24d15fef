import Foundation

/// Searches a report for the sensitive strings the sample renderer drew (Samples/truth.json).
enum LeakCheck {
    /// The truth strings that show in `report`: verbatim, or, for six digits or more, as the same
    /// digits written with other separators ("4111-1111-1111-1111", "(415)5550132"). A mask keeps
    /// at most the last four digits, so it never matches. SHA-256 fingerprints (64 hex digits, as in
    /// SARIF) are left out first: they hold digit runs by chance.
    static func leaks(in report: String, of strings: [SampleTruth.Truth]) -> [String] {
        let runs = digitRuns(report.replacingOccurrences(of: "[0-9a-f]{64}", with: " ", options: .regularExpression))
        return strings.filter { truth in
            let digits = truth.text.filter { $0.isASCII && $0.isNumber }
            return report.contains(truth.text) || (digits.count >= 6 && runs.contains { $0.contains(digits) })
        }.map(\.text)
    }

    /// The numbers in a text with their separators dropped: up to two of ` .,-/()` between digits.
    static func digitRuns(_ text: String) -> [String] {
        let number = try! NSRegularExpression(pattern: "[0-9](?:[ .,\\-/()]{0,2}[0-9])*")
        return number.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range, in: text)!].filter { $0.isASCII && $0.isNumber })
        }
    }
}
