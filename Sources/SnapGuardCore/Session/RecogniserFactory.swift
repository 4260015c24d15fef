/// Makes the text recognisers a session uses: one for each worker thread of a scan, and idle
/// ones that single checks borrow; each is used by one thread at a time.
package struct RecogniserFactory: Sendable {
    /// Makes one recogniser.
    package let make: @Sendable () throws -> any TextRecogniser

    package init(_ make: @escaping @Sendable () throws -> any TextRecogniser) {
        self.make = make
    }

    /// Tesseract engines for `languages` (codes joined by "+", e.g. "eng+vie").
    package static func tesseract(languages: String) -> RecogniserFactory {
        RecogniserFactory { try TesseractEngine(languages: languages) }
    }
}
