import Foundation

/// The whole one-way path for one screen: decode → greyscale → coverage probe → recognition →
/// matching → de-duplication → the verdict, decided once by the policy.
///
/// Never throws: what cannot be read, or not within the time budget, becomes an `.error`
/// result, so it is never reported as passing.
package struct ScreenAnalyser: Sendable {
    package var reader: ImageReader
    package var greyscale: Greyscale
    package var coverageProbe: CoverageProbe
    package var pipeline: RecognitionPipeline
    package var matcher: any SensitiveDataMatcher
    package var policy: VerdictPolicy
    /// Time allowed for one screen, from the start of decoding to its verdict; nil for no limit.
    package var timeBudget: Duration?
    /// The redacted pictures drawn of each screen once it is judged, while its image is in memory.
    package var pictures: PictureOptions

    package init(reader: ImageReader = ImageReader(), greyscale: Greyscale = Greyscale(),
                coverageProbe: CoverageProbe = CoverageProbe(), pipeline: RecognitionPipeline = .standard,
                matcher: any SensitiveDataMatcher, policy: VerdictPolicy = VerdictPolicy(), timeBudget: Duration? = nil,
                pictures: PictureOptions = .none) {
        self.reader = reader
        self.greyscale = greyscale
        self.coverageProbe = coverageProbe
        self.pipeline = pipeline
        self.matcher = matcher
        self.policy = policy
        self.timeBudget = timeBudget
        self.pictures = pictures
    }

    /// Analyses the image file at `path`. With a `recorder`, how the screen was read goes to it
    /// (here and in the other `analyze` methods).
    package func analyze(path: String, recogniser: any TextRecogniser, recorder: ExplanationRecorder? = nil) -> ScreenResult {
        analyze(path: path, recogniser: recogniser, recorder: recorder, fullSizeCopy: false)
    }

    /// Analyses encoded image bytes; `path` names the screen in the result.
    package func analyze(data: Data, path: String, recogniser: any TextRecogniser, recorder: ExplanationRecorder? = nil) -> ScreenResult {
        let screen = read(path: path, recogniser: recogniser, recorder: recorder, keepingImage: pictures.drawsAny) { () throws(ImageError) in
            try reader.decode(data)
        }
        return drawn(screen)
    }

    /// Analyses an image already decoded; `path` names the screen in the result.
    package func analyze(_ image: ColourImage, path: String, recogniser: any TextRecogniser,
                        recorder: ExplanationRecorder? = nil) -> ScreenResult {
        drawn(read(path: path, recogniser: recogniser, recorder: recorder, keepingImage: pictures.drawsAny) { image })
    }

    /// Analyses the image file at `path`; with `fullSizeCopy`, a failing screen's full-size
    /// redacted copy is drawn even when `pictures` keeps none (a scan hands it to `--annotate`).
    func analyze(path: String, recogniser: any TextRecogniser, recorder: ExplanationRecorder?, fullSizeCopy: Bool) -> ScreenResult {
        let screen = read(path: path, recogniser: recogniser, recorder: recorder,
                          keepingImage: pictures.drawsAny || fullSizeCopy) { () throws(ImageError) in
            try reader.read(contentsOf: URL(fileURLWithPath: path))
        }
        return drawn(screen, fullSizeCopy: fullSizeCopy)
    }

    /// The screen's pictures drawn from its kept picture.
    private func drawn(_ screen: (result: ScreenResult, picture: KeptPicture?), fullSizeCopy: Bool = false) -> ScreenResult {
        PictureDrawing(options: pictures).draw(screen.result, picture: screen.picture, fullSizeCopy: fullSizeCopy)
    }

    /// Decodes with `decode`, reads the greyscale screen and judges it. The colour image is dropped
    /// as soon as the greyscale one is made, so it does not sit in memory through the whole read;
    /// with `keepingImage` (to draw pictures from), a copy at a quarter of its size
    /// (`KeptPicture`) is returned with the judged screen. Never throws: what cannot be read, or
    /// not within the time budget, is `.error`.
    func read(path: String, recogniser: any TextRecogniser, recorder: ExplanationRecorder?, keepingImage: Bool,
              decode: () throws(ImageError) -> ColourImage) -> (result: ScreenResult, picture: KeptPicture?) {
        let deadline = timeBudget.map(Deadline.init(after:)) ?? .never
        let grey: GreyImage
        var kept: KeptPicture?
        do {
            let image = try decode()
            recorder?.record(decoded: image)
            try deadline.check()
            if keepingImage { kept = KeptPicture(compact: image) }
            grey = try greyscale.apply(to: consume image)
            recorder?.record(stage: "greyscale", image: grey)
        } catch let error as ImageError {
            var screen = ScreenResult.unreadable(path: path, reason: error.description)
            if case .tooLarge = error { screen.isOverPixelLimit = true }
            return (screen, nil)
        } catch {
            return (.unreadable(path: path, reason: "\(error)"), nil)
        }
        do throws(OCRError) {
            try deadline.check()
            let (findings, covered) = try read(grey, recogniser: recogniser, deadline: deadline, recorder: recorder)
            try deadline.check()
            return (policy.judge(path: path, width: grey.width, height: grey.height, findings: findings, overlayDetected: covered), kept)
        } catch {
            return (.unreadable(path: path, reason: error.description), nil)
        }
    }

    /// The findings on a greyscale screen, and whether it looks covered.
    ///
    /// A screen that has sharp detail but almost nothing legible would pass as covered; before
    /// that, it is read turned by 90, 270 and 180 degrees (when the pipeline `readsTurned`), so a
    /// sideways or upside-down capture of a leaky screen fails instead (boxes are mapped back to
    /// the image as stored). A turned read's findings count only when legible
    /// (`ReadConfidence.legible`): scraps of an upright cover read upside down are none.
    func read(_ image: GreyImage, recogniser: any TextRecogniser, deadline: Deadline,
              recorder: ExplanationRecorder? = nil) throws(OCRError) -> (findings: [Finding], covered: Bool) {
        let coverage = coverageProbe.measure(image)
        let assessment = CoverageAssessment()
        let reading = try findings(in: image, recogniser: recogniser, deadline: deadline, recorder: recorder)
        guard assessment.isCovered(coverage, text: reading.text, findings: reading.findings) else {
            return (reading.findings, false)
        }
        guard !coverage.isCovered else {
            recorder?.record(note: "covered: the screen is near-uniform or blurred past legibility")
            return (reading.findings, true)
        }
        guard pipeline.readsTurned else {
            recorder?.record(note: "little legible text: covered, as this pipeline reads a screen once, as stored")
            return (reading.findings, true)
        }
        recorder?.record(note: "little legible text: read turned before passing it as covered")
        defer { recorder?.attempt = ScanExplanation.upright }
        for rotation in Rotation.allCases {
            try deadline.check()
            recorder?.attempt = "turned \(rotation)"
            let turnedImage: GreyImage
            do {
                turnedImage = try rotation.apply(to: image)
            } catch {
                throw .preparationFailed(reason: error.description)
            }
            let turned = try findings(in: turnedImage, recogniser: recogniser, deadline: deadline, recorder: recorder)
            // A turned read of an upright cover is its few words upside down, read as scraps
            // ('Pulse Health' as 'U1I#9H asind'), where a term can turn up at 2%. A capture
            // stored sideways reads legibly once turned: only its legible findings count.
            // (A finding's confidence is its words' times 0.8 when an optional label was missing.)
            let legible = turned.findings.filter {
                $0.confidence >= ReadConfidence.legible * PatternMatcher.unconfirmedConfidenceFactor
            }
            guard !assessment.isCovered(coverage, text: turned.text, findings: legible) else { continue }
            let mapped = legible.map { finding in
                var mapped = finding
                mapped.box = rotation.boxInOriginal(finding.box, width: image.width, height: image.height)
                mapped.lineBox = finding.lineBox.map { rotation.boxInOriginal($0, width: image.width, height: image.height) }
                return mapped
            }
            return (mapped, false)
        }
        return (reading.findings, true)
    }

    /// The box of every recognised line that shares at least half its height (or half the
    /// finding's) with `box`, joined with `box`: the rest of the line a finding sits on.
    static func lineBox(of box: BoundingBox, in text: RecognisedText) -> BoundingBox {
        text.lines.map(\.box).reduce(box) { covered, line in
            guard let shared = line.intersection(box), 2 * shared.height >= min(line.height, box.height) else { return covered }
            return covered.union(line)
        }
    }

    /// The text read and the findings in it, de-duplicated.
    private func findings(in image: GreyImage, recogniser: any TextRecogniser, deadline: Deadline,
                          recorder: ExplanationRecorder?) throws(OCRError) -> (text: RecognisedText, findings: [Finding]) {
        let text = try pipeline.read(image, recogniser: recogniser, deadline: deadline, recorder: recorder)
        try deadline.check()
        let matched = try matcher.findings(in: text, recorder: recorder, deadline: deadline)
        let (offKeys, onKeys) = OnScreenKeyboardFilter().filter(matched, readIn: text, imageHeight: image.height)
        for finding in onKeys {
            recorder?.record(note: "dropped \(finding.patternId) at \(finding.box): on the keys of the system keyboard")
        }
        let (offWheels, onWheels) = PickerWheelFilter().filter(offKeys, readIn: text)
        for finding in onWheels {
            recorder?.record(note: "dropped \(finding.patternId) at \(finding.box): a step of a picker wheel")
        }
        let findings = FindingDeduplicator().deduplicate(offWheels).map { finding in
            var finding = finding
            finding.lineBox = Self.lineBox(of: finding.box, in: text)
            return finding
        }
        return (text, findings)
    }
}
