import Foundation

/// How long one regular-expression evaluation (one window of one line) may run before it is
/// stopped, and the clock that measures it; and the screen's deadline, past which no evaluation
/// starts and a running one stops. Tests inject a clock instead of waiting.
struct RegexBudget: Sendable {
    var timeLimit: TimeInterval
    /// Seconds on a monotonic clock.
    var clock: @Sendable () -> TimeInterval
    /// The time limit of the whole screen (see `Deadline`); `.never` outside a scan.
    var deadline: Deadline = .never

    /// 50 ms per evaluation on the system's monotonic clock.
    static let standard = RegexBudget(timeLimit: 0.05, clock: { ProcessInfo.processInfo.systemUptime })

    /// This budget, with the work of a screen due by `deadline`.
    func until(_ deadline: Deadline) -> RegexBudget {
        var budget = self
        budget.deadline = deadline
        return budget
    }

    /// Whether the screen's deadline has passed: no more matching is begun.
    var isOver: Bool { deadline.hasPassed }

    /// A check to call while the evaluation runs: true once the budget or the deadline is spent.
    func startEvaluation() -> @Sendable () -> Bool {
        let limit = clock() + timeLimit
        let clock = self.clock, deadline = self.deadline
        return { clock() > limit || deadline.hasPassed }
    }
}
