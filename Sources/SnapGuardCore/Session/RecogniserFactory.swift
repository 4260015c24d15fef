/// Makes the text recognisers a session uses: one per worker thread, made on that thread.
public struct RecogniserFactory: Sendable {
    /// Makes one recogniser; called on the thread that will use it.
    public let make: @Sendable () throws -> any TextRecogniser

    public init(_ make: @escaping @Sendable () throws -> any TextRecogniser) {
        self.make = make
    }

    /// Tesseract engines for `languages` (codes joined by "+", e.g. "eng+vie").
    public static func tesseract(languages: String) -> RecogniserFactory {
        RecogniserFactory { try TesseractEngine(languages: languages) }
    }
}
