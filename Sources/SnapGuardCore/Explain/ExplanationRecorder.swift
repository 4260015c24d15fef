import Foundation

/// Collects a `ScanExplanation` while one screen is read. The analyser, the recognition
/// pipeline and the pattern matcher report to it when they are given one; without it they do
/// no extra work.
///
/// One recorder serves one screen. It may be handed between threads; its methods lock.
package final class ExplanationRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded = ScanExplanation()
    private var currentAttempt = ScanExplanation.upright

    package init() {}

    /// What was recorded so far.
    package var explanation: ScanExplanation { lock.withLock { recorded } }

    /// Which read of the screen the following records belong to (`ScanExplanation.upright`, or a turn).
    var attempt: String {
        get { lock.withLock { currentAttempt } }
        set { lock.withLock { currentAttempt = newValue } }
    }

    func record(decoded image: ColourImage) {
        lock.withLock { recorded.decoded = image }
    }

    func record(stage label: String, image: GreyImage) {
        lock.withLock { recorded.stageImages.append(.init(label: label, image: image, attempt: currentAttempt)) }
    }

    func record(read label: String, stages: [String], lines: [RecognisedLine]) {
        lock.withLock { recorded.reads.append(.init(label: label, stages: stages, lines: lines, attempt: currentAttempt)) }
    }

    func record(note: String) {
        lock.withLock { recorded.notes.append(currentAttempt == ScanExplanation.upright ? note : "\(currentAttempt): \(note)") }
    }

    /// Records a match that made no finding; a `SensitiveDataMatcher` of your own reports its near
    /// misses here. The recorder sets the near miss's `attempt`.
    package func record(_ nearMiss: NearMiss) {
        lock.withLock {
            var nearMiss = nearMiss
            nearMiss.attempt = currentAttempt
            guard !recorded.nearMisses.contains(nearMiss) else { return }
            recorded.nearMisses.append(nearMiss)
        }
    }
}
