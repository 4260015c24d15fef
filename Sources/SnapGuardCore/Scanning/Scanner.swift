import Foundation

/// Scans many screens on several threads, one text recogniser per thread, reused across images.
struct Scanner: Sendable {
    var analyzer: ScreenAnalyzer
    var recognizers: RecognizerFactory
    /// Number of worker threads (each holds one recogniser).
    var jobs: Int

    init(analyzer: ScreenAnalyzer, recognizers: RecognizerFactory, jobs: Int) {
        self.analyzer = analyzer
        self.recognizers = recognizers
        self.jobs = max(1, jobs)
    }

    /// Scans the images and returns one result per path, in the same order. A path in `problems`
    /// (one the folder walk saw will not read as an image) is not opened: its screen is an error
    /// with that reason. `progress` is called after each screen with the count done. Throws only
    /// when a recogniser cannot be started at all. Once `cancellation` is cancelled no new screen
    /// is started; the result then holds only the screens that finished, still in path order. With
    /// `explaining`, each screen is recorded as it is read and handed over with its explanation, on
    /// the worker thread, before `progress`.
    func scan(_ paths: [String], problems: [String: String] = [:], progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
              cancellation: ScanCancellation? = nil,
              explaining: (@Sendable (ScreenResult, ScanExplanation) -> Void)? = nil) throws -> [ScreenResult] {
        let queue = WorkQueue<ScreenResult>(count: paths.count, isCancelled: { cancellation?.isCancelled ?? false })
        let analyzer = self.analyzer, recognizers = self.recognizers
        WorkerPool.run(workers: min(jobs, paths.count)) { _ in
            let recognizer: any TextRecognizer
            do {
                recognizer = try recognizers.make()
            } catch {
                queue.abandon(because: error)
                return
            }
            while let index = queue.take() {
                let path = paths[index]
                let recorder = explaining.map { _ in ExplanationRecorder() }
                let screen = problems[path].map { ScreenResult.unreadable(path: path, reason: ImageError.unreadableFile(reason: $0).description) }
                    ?? analyzer.analyze(path: path, recognizer: recognizer, recorder: recorder)
                if let explaining, let recorder { explaining(screen, recorder.explanation) }
                let done = queue.finish(index, with: screen)
                progress?(done, paths.count)
            }
        }
        return try queue.outcome()
    }
}
