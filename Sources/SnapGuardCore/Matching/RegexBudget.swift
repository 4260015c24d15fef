import Foundation

/// How long one regular-expression evaluation (one window of one line) may run before it is
/// stopped, and the clock that measures it. Tests inject a clock instead of waiting.
struct RegexBudget: Sendable {
    var timeLimit: TimeInterval
    /// Seconds on a monotonic clock.
    var clock: @Sendable () -> TimeInterval

    /// 50 ms per evaluation on the system's monotonic clock.
    static let standard = RegexBudget(timeLimit: 0.05, clock: { ProcessInfo.processInfo.systemUptime })

    /// A check to call while the evaluation runs: true once the budget is spent.
    func startEvaluation() -> @Sendable () -> Bool {
        let deadline = clock() + timeLimit
        let clock = self.clock
        return { clock() > deadline }
    }
}
