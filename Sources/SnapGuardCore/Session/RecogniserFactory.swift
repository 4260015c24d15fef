/// Makes the text recognisers a session uses: one per worker thread, made on that thread.
package struct RecogniserFactory: Sendable {
    /// Makes one recogniser; called on the thread that will use it.
    package let make: @Sendable () throws -> any TextRecogniser

    package init(_ make: @escaping @Sendable () throws -> any TextRecogniser) {
        self.make = make
    }

    /// Tesseract engines for `languages` (codes joined by "+", e.g. "eng+vie").
    package static func tesseract(languages: String) -> RecogniserFactory {
        RecogniserFactory { try TesseractEngine(languages: languages) }
    }
}
