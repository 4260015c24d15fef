/// Reads a screen with several passes and merges what they read into one set of lines.
public struct RecognitionPipeline: Sendable {
    /// Builds the passes for one screen (they depend on its display scale).
    public var passes: @Sendable (GrayImage) -> [RecognitionPass]

    public init(passes: @escaping @Sendable (GrayImage) -> [RecognitionPass]) {
        self.passes = passes
    }

    public func read(_ image: GrayImage, engine: TesseractEngine) throws(OCRError) -> RecognizedText {
        var lines: [RecognizedLine] = []
        for pass in passes(image) {
            lines += try pass.run(on: image, engine: engine)
        }
        return LineMerger().merge(lines)
    }

    /// The recall-first default: a greyscale read at a normalised text size, then a read of the
    /// background-binarised image that brings out low-contrast, dark-mode and light-on-colour text.
    public static let standard = RecognitionPipeline { image in
        let scale = DisplayScale(width: image.width, height: image.height)
        let resize = Resize(factor: scale.resizeFactor(toPixelsPerPoint: 2))
        return [
            RecognitionPass(name: "grey", stages: [resize], segmentation: .sparseText),
            RecognitionPass(name: "binarised", stages: [resize, BackgroundBinarization()], segmentation: .sparseText),
        ]
    }
}
