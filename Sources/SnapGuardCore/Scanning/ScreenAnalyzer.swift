import Foundation

/// The whole pipeline for one screen: decode → coverage probe → OCR passes → matching →
/// de-duplication → verdict.
public struct ScreenAnalyzer: Sendable {
    public var reader: ImageReader
    public var coverageProbe: CoverageProbe
    public var pipeline: RecognitionPipeline
    public var matcher: any SensitiveDataMatcher
    public var policy: VerdictPolicy

    public init(reader: ImageReader = ImageReader(), coverageProbe: CoverageProbe = CoverageProbe(),
                pipeline: RecognitionPipeline = .standard, matcher: any SensitiveDataMatcher,
                policy: VerdictPolicy = VerdictPolicy()) {
        self.reader = reader
        self.coverageProbe = coverageProbe
        self.pipeline = pipeline
        self.matcher = matcher
        self.policy = policy
    }

    /// Analyses the image file at `path` with a worker's engine. Never throws: what cannot be
    /// read becomes an `.error` result, so it is never reported as passing.
    public func analyze(path: String, engine: TesseractEngine) -> ScreenResult {
        let image: GrayImage
        do {
            image = try reader.read(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return .unreadable(path: path, reason: error.description)
        }
        return analyze(image, path: path, engine: engine)
    }

    /// Analyses decoded pixels.
    public func analyze(_ image: GrayImage, path: String, engine: TesseractEngine) -> ScreenResult {
        let coverage = coverageProbe.measure(image)
        let text: RecognizedText
        do {
            text = try pipeline.read(image, engine: engine)
        } catch {
            return .unreadable(path: path, reason: error.description)
        }
        let findings = FindingDeduplicator().deduplicate(matcher.findings(in: text))
        return ScreenResult(path: path, verdict: policy.verdict(for: findings), width: image.width,
                            height: image.height, findings: findings,
                            overlayDetected: CoverageAssessment().isCovered(coverage, text: text, findings: findings))
    }
}
