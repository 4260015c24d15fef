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

    /// The help text block listing every exit code.
    static var helpBlock: String {
        "EXIT CODES:\n" + allCases.map { "  \($0.rawValue)  \($0.meaning)" }.joined(separator: "\n")
    }
}
