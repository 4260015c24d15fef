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
    ///
    /// A screen that has sharp detail but almost nothing legible would pass as covered; before
    /// that, it is read turned by 90, 270 and 180 degrees, so a sideways or upside-down capture
    /// of a leaky screen fails instead (boxes are mapped back to the image as stored).
    public func analyze(_ image: GrayImage, path: String, engine: TesseractEngine) -> ScreenResult {
        let coverage = coverageProbe.measure(image)
        let assessment = CoverageAssessment()
        do {
            var reading = try read(image, engine: engine)
            var covered = assessment.isCovered(coverage, text: reading.text, findings: reading.findings)
            if covered, !coverage.isCovered {
                for rotation in Rotation.allCases {
                    let turned = try read(rotation.apply(to: image), engine: engine)
                    guard !assessment.isCovered(coverage, text: turned.text, findings: turned.findings) else { continue }
                    reading.findings = turned.findings.map { finding in
                        var mapped = finding
                        mapped.box = rotation.boxInOriginal(finding.box, width: image.width, height: image.height)
                        return mapped
                    }
                    covered = false
                    break
                }
            }
            return ScreenResult(path: path, verdict: policy.verdict(for: reading.findings), width: image.width,
                                height: image.height, findings: reading.findings, overlayDetected: covered)
        } catch {
            return .unreadable(path: path, reason: error.description)
        }
    }

    /// The text read and the findings in it, de-duplicated.
    private func read(_ image: GrayImage, engine: TesseractEngine) throws(OCRError) -> (text: RecognizedText, findings: [Finding]) {
        let text = try pipeline.read(image, engine: engine)
        return (text, FindingDeduplicator().deduplicate(matcher.findings(in: text)))
    }
}
