import Foundation

/// Runs a body on a fixed number of dedicated threads and waits for all of them.
///
/// Dedicated threads (not a shared dispatch pool) let each worker own a Tesseract engine for
/// its whole life, and give it a stack large enough for Tesseract on every platform.
enum WorkerPool {
    static let stackSize = 16 << 20

    static func run(workers: Int, _ body: @escaping @Sendable (_ worker: Int) -> Void) {
        let group = DispatchGroup()
        for worker in 0..<max(1, workers) {
            group.enter()
            let thread = Thread {
                body(worker)
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        group.wait()
    }
}

/// A queue of work items that several threads take from, and the results they leave.
final class WorkQueue<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var next = 0
    private var results: [Result?]
    private var firstError: (any Error)?
    private let isCancelled: @Sendable () -> Bool

    init(count: Int, isCancelled: @escaping @Sendable () -> Bool = { false }) {
        self.count = count
        self.isCancelled = isCancelled
        results = Array(repeating: nil, count: count)
    }

    /// The next item index, or nil when all are taken, the work was abandoned or cancelled.
    func take() -> Int? {
        guard !isCancelled() else { return nil }
        return lock.withLock {
            guard firstError == nil, next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// Stores a result and returns how many are done.
    func finish(_ index: Int, with result: Result) -> Int {
        lock.withLock {
            results[index] = result
            return results.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        }
    }

    /// Stops handing out work; the first error wins.
    func abandon(because error: any Error) {
        lock.withLock { if firstError == nil { firstError = error } }
    }

    func outcome() throws -> [Result] {
        try lock.withLock {
            if let firstError { throw firstError }
            return results.compactMap { $0 }
        }
    }
}
