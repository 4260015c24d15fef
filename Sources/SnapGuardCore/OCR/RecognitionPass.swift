/// One look at a screen: preprocessing stages, then a Tesseract read, with the words
/// mapped back to source-image pixels.
package struct RecognitionPass: Sendable {
    package var name: String
    package var stages: [any ImageStage]
    package var segmentation: PageSegmentation

    package init(name: String, stages: [any ImageStage], segmentation: PageSegmentation) {
        self.name = name
        self.stages = stages
        self.segmentation = segmentation
    }

    /// Output pixels per source pixel, after all stages.
    package var scaleFactor: Double { stages.reduce(1) { $0 * $1.scaleFactor } }

    /// The image Tesseract will see.
    package func prepare(_ image: GreyImage) throws(ImageError) -> GreyImage {
        var prepared = image
        for stage in stages { prepared = try stage.apply(to: prepared) }
        return prepared
    }

    /// The image Tesseract will see, giving up between stages once `deadline` has passed (one
    /// stage on a huge image can take seconds; none is interrupted half-way). Each stage's image
    /// goes to `recorder`, labelled `label: stage`.
    package func prepare(_ image: GreyImage, deadline: Deadline, recorder: ExplanationRecorder? = nil,
                        label: String? = nil) throws(OCRError) -> GreyImage {
        var prepared = image
        for stage in stages {
            try deadline.check()
            do {
                prepared = try stage.apply(to: prepared)
            } catch {
                throw .preparationFailed(reason: error.description)
            }
            recorder?.record(stage: "\(label ?? name): \(stage.name)", image: prepared)
        }
        try deadline.check()
        return prepared
    }

    /// Runs the pass and returns lines in source-image pixels. With a `recorder`, each stage's
    /// image goes to it, labelled `label` (the pass's name by default); the caller records the lines.
    package func run(on image: GreyImage, recogniser: any TextRecogniser, deadline: Deadline = .never,
                    recorder: ExplanationRecorder? = nil, label: String? = nil) throws(OCRError) -> [RecognisedLine] {
        let prepared = try prepare(image, deadline: deadline, recorder: recorder, label: label)
        let lines = try recogniser.recognise(prepared, segmentation: segmentation, pixelsPerInch: 300, deadline: deadline)
        let backToSource = 1 / scaleFactor
        return lines.map { line in
            RecognisedLine(words: line.words.map { word in
                RecognisedWord(text: word.text, box: word.box.scaled(by: backToSource), confidence: word.confidence)
            })
        }
    }
}
