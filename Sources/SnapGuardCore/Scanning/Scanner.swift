import Foundation

/// Scans many screens on several threads, one Tesseract engine per thread, reused across images.
public struct Scanner: Sendable {
    public var analyzer: ScreenAnalyzer
    /// Tesseract language codes joined by "+", e.g. "eng+vie".
    public var languages: String
    /// Number of worker threads (each holds one engine).
    public var jobs: Int

    public init(analyzer: ScreenAnalyzer, languages: String = "eng", jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.analyzer = analyzer
        self.languages = languages
        self.jobs = max(1, jobs)
    }

    /// Scans the images in order and returns one result per path, in the same order.
    /// Throws only when an OCR engine cannot be started at all.
    public func scan(_ paths: [String], progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) throws -> [ScreenResult] {
        let queue = WorkQueue<ScreenResult>(count: paths.count)
        let analyzer = self.analyzer, languages = self.languages
        WorkerPool.run(workers: min(jobs, paths.count)) { _ in
            let engine: TesseractEngine
            do {
                engine = try TesseractEngine(languages: languages)
            } catch {
                queue.abandon(because: error)
                return
            }
            while let index = queue.take() {
                let done = queue.finish(index, with: analyzer.analyze(path: paths[index], engine: engine))
                progress?(done, paths.count)
            }
        }
        return try queue.outcome()
    }
}
