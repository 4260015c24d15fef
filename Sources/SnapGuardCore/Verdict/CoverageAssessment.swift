/// Decides whether a screen looks deliberately covered: a privacy overlay, a splash screen, a
/// heavy blur, or a blank frame.
///
/// The pixels decide for blank and blurred frames (`CoverageProbe`). An overlay or splash screen
/// has sharp edges (a logo, the app's name) but almost nothing to read, so a screen with no
/// finding and at most `maximumLegibleWords` confidently read words also counts as covered.
package struct CoverageAssessment: Hashable, Sendable {
    /// At most this many legible words: a splash's app name and slogan, an overlay's "Locked" and
    /// the status bar's clock; a screen of content has more.
    static let maximumLegibleWords = 6

    package func isCovered(_ measurement: CoverageProbe.Measurement, text: RecognisedText, findings: [Finding]) -> Bool {
        if measurement.isCovered { return true }
        guard findings.isEmpty else { return false }
        let legible = text.words.count { $0.confidence >= ReadConfidence.legible && $0.text.count >= 2 }
        return legible <= Self.maximumLegibleWords
    }
}
