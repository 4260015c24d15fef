/// SnapGuard's exit codes. They are stable: CI pipelines depend on them.
package enum ExitCode: Int32, Sendable, CaseIterable {
    /// Every screen passed.
    case passed = 0
    /// At least one screen shows sensitive data.
    case failed = 1
    /// Usage or configuration error; nothing was scanned.
    case usage = 2
    /// No screen failed, but at least one could not be read (never counted as passing).
    case unreadable = 3
    /// Stopped by Ctrl-C (SIGINT): the reports written are partial.
    case interrupted = 130
    /// Stopped by SIGTERM: the reports written are partial.
    case terminated = 143

    /// What the code means for a scan (`scan`, `compare`, `merge`, and the README's table).
    var meaning: String {
        switch self {
        case .passed: "every screen passed"
        case .failed: "at least one screen shows sensitive data"
        case .usage: "usage or configuration error; nothing was scanned"
        case .unreadable: "no screen failed, but at least one image could not be read"
        case .interrupted: "interrupted by Ctrl-C (SIGINT); the reports hold the screens finished and say they are partial"
        case .terminated: "stopped by SIGTERM; the reports hold the screens finished and say they are partial"
        }
    }

    /// `codes` with their scan meanings, for a command whose codes mean what they mean for a scan.
    static func scanMeanings(_ codes: [ExitCode]) -> [ExitCode: String] {
        Dictionary(uniqueKeysWithValues: codes.map { ($0, $0.meaning) })
    }

    /// The help text block listing every exit code, with its scan meaning.
    static var helpBlock: String { helpBlock(scanMeanings(allCases)) }

    /// The help text block listing `codes` in order, numbers aligned.
    static func helpBlock(_ codes: [ExitCode: String]) -> String {
        let width = codes.keys.map { String($0.rawValue).count }.max() ?? 0
        return "EXIT CODES:\n" + codes.sorted { $0.key.rawValue < $1.key.rawValue }.map { code, meaning in
            "  " + String(repeating: " ", count: width - String(code.rawValue).count) + "\(code.rawValue)  \(meaning)"
        }.joined(separator: "\n")
    }
}
