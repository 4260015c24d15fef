import Foundation

/// Runs a session's work items (screens, pairs) on several threads, one text recogniser per
/// thread, reused across items.
struct Scanner: Sendable {
    var recognisers: RecogniserFactory
    /// Number of worker threads (each holds one recogniser).
    var jobs: Int

    init(recognisers: RecogniserFactory, jobs: Int) {
        self.recognisers = recognisers
        self.jobs = max(1, jobs)
    }

    /// Runs `work` for the items `0..<count` and returns one result per item, in item order.
    /// `work` runs on a worker thread with that worker's recogniser; `progress` is called after
    /// each item with the count done. Throws only when a recogniser cannot be started at all.
    /// Once `cancellation` is cancelled no new item is started; the result then holds only the
    /// items that finished, still in order.
    func run(count: Int, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
             cancellation: ScanCancellation? = nil,
             work: @escaping @Sendable (_ item: Int, _ recogniser: any TextRecogniser) -> ScreenResult) throws -> [ScreenResult] {
        guard count > 0 else { return [] }
        let queue = WorkQueue<ScreenResult>(count: count, isCancelled: { cancellation?.isCancelled ?? false })
        let recognisers = self.recognisers
        WorkerPool.run(workers: min(jobs, count)) { _ in
            let recogniser: any TextRecogniser
            do {
                recogniser = try recognisers.make()
            } catch {
                queue.abandon(because: error)
                return
            }
            while let index = queue.take() {
                let done = queue.finish(index, with: work(index, recogniser))
                progress?(done, count)
            }
        }
        return try queue.outcome()
    }
}
