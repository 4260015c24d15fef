/// Makes the text recognisers a session uses: one per worker thread, made on that thread.
public struct RecognizerFactory: Sendable {
    /// Makes one recogniser; called on the thread that will use it.
    public let make: @Sendable () throws -> any TextRecognizer

    public init(_ make: @escaping @Sendable () throws -> any TextRecognizer) {
        self.make = make
    }

    /// Tesseract engines for `languages` (codes joined by "+", e.g. "eng+vie").
    public static func tesseract(languages: String) -> RecognizerFactory {
        RecognizerFactory { try TesseractEngine(languages: languages) }
    }
}
