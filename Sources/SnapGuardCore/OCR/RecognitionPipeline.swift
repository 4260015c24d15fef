/// Reads a screen: several full-screen passes, a second look at doubtful lines, and wrapped
/// paragraphs joined, merged into one set of lines in source-image pixels.
package struct RecognitionPipeline: Sendable {
    /// Builds the full-screen passes for one screen (they depend on its display scale).
    package var passes: @Sendable (GreyImage) -> [RecognitionPass]
    /// The second look at low-confidence lines; nil to skip it.
    package var reread: LowConfidenceReread?
    /// Decides when the passes' read needs `extraPasses` as well (a blurred or doubtful screen); nil never adds them.
    package var extraPassProbe: ExtraPassProbe?
    /// The reads added when the probe asks for them (they depend on the screen's display scale).
    package var extraPasses: @Sendable (GreyImage) -> [RecognitionPass]
    /// The reads added instead when the probe finds a JPEG's ringing (`ExtraPassProbe.Reason.ringing`).
    package var ringingPasses: [RecognitionPass]
    /// How the second look sharpens its close-ups of a screen the probe found blurred (it depends
    /// on the screen's display scale); nil reads them as cropped.
    package var blurredCloseUpSharpening: (@Sendable (GreyImage) -> Sharpen)?
    package var debris: DebrisFilter
    package var merger: LineMerger
    package var joiner: WrappedLineJoiner
    /// Joins a number read as fragments side by side on one row, for an alternative reading; nil skips it.
    package var rowJoiner: RowFragmentJoiner?
    /// Whether a screen with sharp detail but almost nothing legible is read again turned by 90,
    /// 270 and 180 degrees before it passes as covered (see `ScreenAnalyser`). The single pass,
    /// like the `tesseract` program it stands for, reads a screen once, as stored.
    package var readsTurned: Bool

    package init(passes: @escaping @Sendable (GreyImage) -> [RecognitionPass], reread: LowConfidenceReread? = LowConfidenceReread(),
                extraPassProbe: ExtraPassProbe? = nil,
                extraPasses: @escaping @Sendable (GreyImage) -> [RecognitionPass] = { _ in [.wholePage] },
                ringingPasses: [RecognitionPass] = [.wholePage],
                blurredCloseUpSharpening: (@Sendable (GreyImage) -> Sharpen)? = nil,
                debris: DebrisFilter = DebrisFilter(), merger: LineMerger = LineMerger(),
                joiner: WrappedLineJoiner = WrappedLineJoiner(), rowJoiner: RowFragmentJoiner? = RowFragmentJoiner(),
                readsTurned: Bool = true) {
        self.passes = passes
        self.reread = reread
        self.extraPassProbe = extraPassProbe
        self.extraPasses = extraPasses
        self.ringingPasses = ringingPasses
        self.blurredCloseUpSharpening = blurredCloseUpSharpening
        self.debris = debris
        self.merger = merger
        self.joiner = joiner
        self.rowJoiner = rowJoiner
        self.readsTurned = readsTurned
    }

    /// Reads `image` with `recogniser`, giving up when `deadline` passes: every read's lines merged,
    /// and, as alternative readings (`RecognisedText.alternatives`), each full-screen pass's read
    /// whole, the most confident reading of each place and, when a number was read as fragments
    /// side by side (`rowJoiner`), the merged lines with the fragments joined. With a `recorder`,
    /// the image of every stage, the lines of every read and the merged lines go to it.
    package func read(_ image: GreyImage, recogniser: any TextRecogniser, deadline: Deadline = .never,
                     recorder: ExplanationRecorder? = nil) throws(OCRError) -> RecognisedText {
        var reads: [[RecognisedLine]] = []
        for pass in passes(image) {
            try deadline.check()
            let read = try pass.run(on: image, recogniser: recogniser, deadline: deadline, recorder: recorder)
            recorder?.record(read: pass.name, stages: pass.stages.map(\.name), lines: read)
            reads.append(read)
        }
        let reason = extraPassProbe?.reason(for: image, lines: reads.flatMap { $0 })
        if let reason {
            for extraPass in reason == .ringing ? ringingPasses : extraPasses(image) {
                try deadline.check()
                recorder?.record(note: "\(extraPass.name) read added: \(reason.rawValue)")
                let read = try extraPass.run(on: image, recogniser: recogniser, deadline: deadline, recorder: recorder)
                recorder?.record(read: extraPass.name, stages: extraPass.stages.map(\.name), lines: read)
                reads.append(read)
            }
        }
        var lines = reads.flatMap { $0 }
        if let reread {
            try deadline.check()
            let sharpening = reason == .blurred ? blurredCloseUpSharpening?(image) : nil
            let merged = merger.merge(lines).lines
            lines += try reread.reread(merged, fragmentRows: rowJoiner?.joinedLines(merged) ?? [], in: image,
                                       sharpening: sharpening, recogniser: recogniser,
                                       deadline: deadline, recorder: recorder)
        }
        let cleaned = debris.cleaned(lines)
        var text = joiner.join(merger.merge(cleaned))
        recorder?.record(read: ScanExplanation.merged, stages: [], lines: text.lines)
        // Each pass's read whole, as its own reading, and the most confident reading of each place,
        // when other reads were merged with it.
        if reads.count > 1 || lines.count > reads.first?.count ?? 0 {
            text.alternatives = reads.map { joiner.join(merger.merge(debris.cleaned($0))) }
                + [joiner.join(merger.mostConfidentReading(cleaned))]
        }
        // A number read as fragments side by side on one row, joined: the merged lines with the
        // joined ones after them, as one more reading (its findings are only added).
        if let fragments = rowJoiner?.joinedLines(text.lines), !fragments.isEmpty {
            text.alternatives.append(RecognisedText(lines: text.lines + fragments))
        }
        return text
    }

    /// The recall-first default, measured on Tests/Corpus/tuning (see Benchmarks/README.md): the screen
    /// brought to 2 pixels per point (17 pt body text about 24 px tall, where Tesseract reads
    /// well and fast), binarised against the flat region of colour under it so grey labels, dark mode and
    /// light text on colour all become black on white, light letters on small chips and badges
    /// turned dark (`ChipTextInversion`), solid shapes cleared (the longest side kept under
    /// Tesseract's 32767-pixel limit, the whole under `preparedPixelLimit`); then every line
    /// with a doubtful word read again up close, in grey and binarised. A blurred screen, or one
    /// whose binarised read is mostly doubtful (`ExtraPassProbe`), is also read whole as decoded
    /// (the single pass, so the standard read never knows less than it) and sharpened at 2
    /// pixels per point (`Sharpen`), once in grey and once binarised: a light "privacy" blur
    /// leaves text a person reads, and unsharp masking gives Tesseract back its edges. The grey
    /// one has its contrast stretched locally (`LocalContrastNormalisation`), so small grey
    /// labels, which the blur leaves only a little darker than the page, survive Tesseract's
    /// global threshold. The second look at a blurred screen sharpens its close-ups the same way
    /// (2 points, in the screen's pixels). A JPEG capture of a dark screen with ringing around its
    /// text is read whole as decoded as well (the single pass), not sharpened.
    package static let standard = RecognitionPipeline(
        passes: { image in
            [RecognitionPass(name: "binarised", stages: [standardResize(for: image)] + standardBinarisation, segmentation: .sparseText)]
        },
        reread: LowConfidenceReread(),
        extraPassProbe: ExtraPassProbe(),
        extraPasses: { image in
            let sharpened: [any ImageStage] = [standardResize(for: image), Sharpen(halfWidth: sharpeningHalfWidth, strength: sharpeningStrength)]
            return [.wholePage,
                    RecognitionPass(name: "sharpened", stages: sharpened + [DarkOnLight(), LocalContrastNormalisation()],
                                    segmentation: .sparseText),
                    RecognitionPass(name: "sharpened binarised", stages: sharpened + standardBinarisation, segmentation: .sparseText)]
        },
        blurredCloseUpSharpening: { image in
            Sharpen(halfWidth: max(1, Int((Double(sharpeningHalfWidth) / standardResize(for: image).factor).rounded())),
                    strength: sharpeningStrength)
        })

    /// Half-width of the sharpened reads' unsharp mask at 2 pixels per point: 2 points, about
    /// the reach of a light 1.5 pt privacy blur.
    static let sharpeningHalfWidth = 4
    /// How much of the unsharp mask's difference is added back: twice, enough to give a 1.5 pt
    /// blur's letters their edges back without ringing around them.
    static let sharpeningStrength = 2.0

    /// The scale the standard reads bring a screen to: 17 pt body text is then about 24 pixels
    /// tall, where Tesseract reads well and fast (larger costs time, smaller costs digits).
    static let pixelsPerPoint = 2.0
    /// Longest side handed to Tesseract, under its limit of 32767 pixels with room to spare.
    static let tesseractSideLimit = 30_000.0
    /// Side, in pixels at 2 pixels per point, of the smallest solid square of ink that is a shape
    /// (a chip, a button, a card's colour) and not a letter: 9 points, more than twice the stem of
    /// the boldest large title (34 pt bold, about 4 pt). The second look uses it too, on lines
    /// scaled to 48 pixels tall, where letters' stems are thinner still.
    static let solidStroke = 18
    /// Side of the flat squares background binarisation takes as background: one more than
    /// `solidStroke` and odd (centred), so no letter's stroke holds one.
    static let flatRegionSide = solidStroke + 1
    /// Tallest letter on a chip, in pixels at 2 pixels per point: 20 points, above the 17 pt body
    /// and the 20 pt titles that buttons and badges use; a taller hole is the inside of a card or a
    /// bubble, whose text binarisation already got right.
    static let chipTextHeight = 40

    /// The standard reads' scaling of `image`: to 2 pixels per point, with its longest side under
    /// Tesseract's 32767-pixel limit and the whole under `preparedPixelLimit`.
    static func standardResize(for image: GreyImage) -> Resize {
        let scale = DisplayScale(width: image.width, height: image.height)
        return Resize(factor: min(scale.resizeFactor(toPixelsPerPoint: pixelsPerPoint), tesseractSideLimit / Double(max(image.width, image.height)),
                                  (preparedPixelLimit / Double(max(1, image.width * image.height))).squareRoot()))
    }

    /// The standard reads' way to black text on white: against background regions, light letters
    /// on small chips turned dark and thin outlines cleared, solid shapes cleared.
    static let standardBinarisation: [any ImageStage] = [BackgroundBinarisation(regionSide: flatRegionSide),
                                                         ChipTextInversion(maximumStroke: solidStroke, maximumTextHeight: chipTextHeight),
                                                         SolidRegionRemoval(maximumStroke: solidStroke)]

    /// Most pixels the standard pipeline hands to Tesseract: 6 MP, more than the largest iPad
    /// screen at 2 pixels per point (5.7 MP), so real screens are read as before. Larger images
    /// are scaled down to it, and thin ones are not scaled up past it, which bounds the memory of
    /// the stages after the resize and of Tesseract (whose memory grows with the text on the page).
    package static let preparedPixelLimit: Double = 6_000_000

    /// One whole-page read of the screen as decoded, like the `tesseract` program's default:
    /// the reference the standard pipeline is measured against (`snapguard eval --pipeline single-pass`).
    package static let singlePass = RecognitionPipeline(
        passes: { _ in [.wholePage] },
        reread: nil, rowJoiner: nil, readsTurned: false)
}

extension RecognitionPass {
    /// The whole screen as decoded, in grey, with automatic page segmentation: what the
    /// `tesseract` program does by default.
    package static let wholePage = RecognitionPass(name: "single-pass", stages: [], segmentation: .automatic)
}
