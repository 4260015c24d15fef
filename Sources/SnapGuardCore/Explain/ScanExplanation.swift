/// How one screen was read: the image each stage produced, the lines each read returned, and
/// the patterns that came close. A by-product of `ScanSession.explain` and of a scan with an
/// `explaining` handler; it holds raw OCR text, so show it only where raw values may be shown.
package struct ScanExplanation: Sendable {
    /// The name of the first read of a screen, as stored (turns are tried only on a screen that looks covered).
    package static let upright = "upright"

    /// One image a stage produced, in the order the stages ran.
    package struct StageImage: Sendable {
        /// What made it: "greyscale", or the read and stage, e.g. "binarised: resize(0.67)".
        package var label: String
        package var image: GreyImage
        /// Which read of the screen: `upright` or a turn.
        package var attempt: String
    }

    /// The lines one read returned, in the pixels of the image that was read.
    package struct Read: Sendable {
        /// What read them: a full-screen pass ("binarised"), a second look at one line, or
        /// "merged" for the lines the matcher saw.
        package var label: String
        /// The preprocessing stages of the read, by name.
        package var stages: [String]
        package var lines: [RecognisedLine]
        /// Which read of the screen: `upright` or a turn.
        package var attempt: String
    }

    /// The picture as decoded, in colour; nil when it could not be decoded.
    package var decoded: ColourImage?
    /// The images the stages produced, in order, from the greyscale conversion on.
    package var stageImages: [StageImage] = []
    /// Every read, in order; each attempt ends with its "merged" read.
    package var reads: [Read] = []
    /// Decisions the pipeline took on the way, e.g. why a whole-page grey read was added.
    package var notes: [String] = []
    /// Matches that made no finding, and why.
    package var nearMisses: [NearMiss] = []

    init() {}

    /// The lines the matcher saw on the upright read: the last "merged" read of that attempt.
    package var mergedLines: [RecognisedLine] {
        reads.last { $0.attempt == Self.upright && $0.label == Self.merged }?.lines ?? []
    }

    /// The label of the read holding the lines the matcher saw.
    package static let merged = "merged"
}
