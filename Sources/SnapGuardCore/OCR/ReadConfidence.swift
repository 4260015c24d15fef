/// The OCR confidences (Tesseract's word confidence scaled to 0...1) at which the pipeline
/// changes what it does, named once. Both were set on the tuning corpus (Tests/Corpus/tuning)
/// and are measured, never tuned, on the validation parts (Benchmarks/README.md).
package enum ReadConfidence {
    /// Below this a word is doubtful: its line gets a second, close-up read
    /// (`LowConfidenceReread`), and its characters that OCR confuses (`O` and `0`, `l` and `1`)
    /// may be read as the pattern needs (`NormalisedLine.isDoubtful`). Tesseract reads clean
    /// interface text above it; a lower bar would re-read fewer of the values it got wrong, a
    /// higher one would spend the re-read budget (`LowConfidenceReread.maximumLines`) on lines
    /// that were right.
    static let doubtful = 0.8

    /// From this on a word is legible. A covered screen (an overlay, a splash) shows at most a few
    /// legible words (`CoverageAssessment`), and a binarised read where many words fall below it
    /// went wrong and earns a read in grey (`ExtraPassProbe`). Set lower than `doubtful`: a word
    /// worth a second look is still legible.
    static let legible = 0.6

    /// Below this a word is no reading at all: an icon, a logo, or scraps of two rows taken for
    /// one glyph. Such a word's box says nothing of where the line's text is (`LowConfidenceReread.textBand`).
    static let unreadable = 0.3
}
