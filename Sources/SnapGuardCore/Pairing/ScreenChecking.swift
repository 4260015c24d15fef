import Foundation

/// Reads one screen end to end (OCR, matching, the policy's judgement) for pair mode.
///
/// The seam between pair mode and the scanner: `AnalyzerScreenChecker` does it today with a
/// `ScreenAnalyzer`; a scan session can stand in for it.
public protocol ScreenChecking: Sendable {
    /// The judged result for the decoded screen `image` read from `path`.
    func check(_ image: GrayImage, path: String) -> ScreenResult
}

/// `ScreenChecking` with a `ScreenAnalyzer` and one Tesseract engine, started on first use and
/// reused; calls are serialised, so it is safe from any thread.
public final class AnalyzerScreenChecker: ScreenChecking, @unchecked Sendable {
    private let analyzer: ScreenAnalyzer
    private let languages: String
    private let lock = NSLock()
    private var engine: TesseractEngine?

    public init(analyzer: ScreenAnalyzer, languages: String = "eng") {
        self.analyzer = analyzer
        self.languages = languages
    }

    public func check(_ image: GrayImage, path: String) -> ScreenResult {
        lock.lock()
        defer { lock.unlock() }
        do {
            let engine = try self.engine ?? TesseractEngine(languages: languages)
            self.engine = engine
            return analyzer.policy.judge(analyzer.analyze(image, path: path, engine: engine))
        } catch {
            return .unreadable(path: path, reason: "the OCR engine could not start: \(error)")
        }
    }
}
