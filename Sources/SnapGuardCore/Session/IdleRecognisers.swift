import Foundation

/// Recognisers not in use, each handed to one caller at a time.
final class IdleRecognisers: @unchecked Sendable {
    private let lock = NSLock()
    private var recognisers: [any TextRecogniser] = []

    /// An idle recogniser, now the caller's, or nil when none is idle.
    func take() -> (any TextRecogniser)? {
        lock.withLock { recognisers.popLast() }
    }

    /// Gives a recogniser back once its caller is done with it.
    func put(_ recogniser: any TextRecogniser) {
        lock.withLock { recognisers.append(recogniser) }
    }
}
