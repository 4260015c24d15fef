/// Decides whether a screen looks deliberately covered: a privacy overlay, a splash screen, a
/// heavy blur, or a blank frame.
///
/// The pixels decide for blank and blurred frames (`CoverageProbe`). An overlay or splash screen
/// has sharp edges (a logo, the app's name) but almost nothing to read, so a screen with no
/// finding and at most `maximumLegibleWords` confidently read words also counts as covered.
package struct CoverageAssessment: Hashable, Sendable {
    package var maximumLegibleWords: Int
    /// A word counts as legible from this OCR confidence on, when it has two characters or more.
    package var legibleConfidence: Double

    package init(maximumLegibleWords: Int = 6, legibleConfidence: Double = 0.6) {
        self.maximumLegibleWords = maximumLegibleWords
        self.legibleConfidence = legibleConfidence
    }

    package func isCovered(_ measurement: CoverageProbe.Measurement, text: RecognisedText, findings: [Finding]) -> Bool {
        if measurement.isCovered { return true }
        guard findings.isEmpty else { return false }
        let legible = text.words.count { $0.confidence >= legibleConfidence && $0.text.count >= 2 }
        return legible <= maximumLegibleWords
    }
}
