/// A point in time by which the work on one screen must be done: decoding, preprocessing, OCR
/// and matching all check it, so one hostile image cannot hold up a whole run.
public struct Deadline: Sendable, Hashable {
    /// When the time runs out, or nil for no limit.
    package let instant: ContinuousClock.Instant?
    /// The budget the deadline was made from, for messages.
    package let budget: Duration?

    /// No limit.
    public static let never = Deadline(instant: nil, budget: nil)

    private init(instant: ContinuousClock.Instant?, budget: Duration?) {
        self.instant = instant
        self.budget = budget
    }

    /// `budget` from now.
    public init(after budget: Duration) {
        self.init(instant: .now + budget, budget: budget)
    }

    /// Whether the time has run out.
    public var hasPassed: Bool {
        guard let instant else { return false }
        return ContinuousClock.now >= instant
    }

    /// Time left in whole milliseconds (at least 1), or nil for no limit.
    package var remainingMilliseconds: Int? {
        guard let instant else { return nil }
        let left = ContinuousClock.now.duration(to: instant).components
        let milliseconds = left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000
        return Int(max(1, min(milliseconds, Int64(Int32.max))))
    }

    /// The budget in seconds, as a message shows it ("20 s").
    public var budgetDescription: String {
        guard let budget else { return "no limit" }
        let seconds = Double(budget.components.seconds) + Double(budget.components.attoseconds) / 1e18
        return seconds.rounded() == seconds ? "\(Int(seconds)) s" : "\(seconds) s"
    }

    /// Throws `OCRError.deadlineExceeded` once the time has run out: called between the stages
    /// of a read, so a slow one ends the screen at the next boundary.
    package func check() throws(OCRError) {
        if hasPassed { throw .deadlineExceeded(budget: budgetDescription) }
    }
}
