/// Decides, per screen, whether the standard binarised read needs a whole-page grey read as
/// well, so the extra work is spent only where it is needed.
///
/// Binarisation is what makes grey labels, dark mode and text on colour readable, but it breaks
/// up glyphs whose edges are soft or ragged. Three signs say the binarised read has lost text a
/// plain grey read would keep: the image is blurred (`SharpnessProbe`), it is dark and has a
/// JPEG's ringing around its text, or the binarised read itself came back mostly illegible.
package struct ExtraPassProbe: Sendable {
    /// Why the grey read was added.
    package enum Reason: String, Sendable {
        case blurred
        /// A JPEG capture of a dark screen, with ringing around its sharp text: the plain
        /// whole-page read only (sharpening would harden the ringing, not the text). On a light
        /// screen the binarised read keeps what the plain read finds, so ringing there adds nothing.
        case ringing
        case lowConfidence
    }

    package var sharpness: SharpnessProbe
    /// Words below this confidence are not legible (`ReadConfidence.legible`).
    package var confidenceThreshold: Double
    /// The grey read is added when at least this share of the words read is not legible...
    package var maximumDoubtfulShare: Double
    /// ... counting only reads of at least this many words (an empty screen is not illegible).
    package var minimumWords: Int

    package init(sharpness: SharpnessProbe = SharpnessProbe(), confidenceThreshold: Double = ReadConfidence.legible,
                maximumDoubtfulShare: Double = 0.35, minimumWords: Int = 6) {
        self.sharpness = sharpness
        self.confidenceThreshold = confidenceThreshold
        self.maximumDoubtfulShare = maximumDoubtfulShare
        self.minimumWords = minimumWords
    }

    /// Whether `image`, which the binarised passes read as `lines`, needs the grey read too, and why.
    package func reason(for image: GreyImage, lines: [RecognisedLine]) -> Reason? {
        let measurement = sharpness.measure(image)
        if measurement.isBlurred { return .blurred }
        if measurement.hasRinging, DarkOnLight.hasDarkBackground(image) { return .ringing }
        let words = lines.flatMap(\.words).filter { $0.text.contains(where: \.isLetterOrDigit) }
        guard words.count >= minimumWords else { return nil }
        let illegible = words.count { $0.confidence < confidenceThreshold }
        return Double(illegible) / Double(words.count) >= maximumDoubtfulShare ? .lowConfidence : nil
    }
}
