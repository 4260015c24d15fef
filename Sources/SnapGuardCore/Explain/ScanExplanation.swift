/// How one screen was read: the image each stage produced, the lines each read returned, and
/// the patterns that came close. A by-product of `ScanSession.explain` and of a scan with an
/// `explaining` handler; it holds raw OCR text, so show it only where raw values may be shown.
public struct ScanExplanation: Sendable {
    /// The name of the first read of a screen, as stored (turns are tried only on a screen that looks covered).
    public static let upright = "upright"

    /// One image a stage produced, in the order the stages ran.
    public struct StageImage: Sendable {
        /// What made it: "greyscale", or the read and stage, e.g. "binarised: resize(0.67)".
        public var label: String
        public var image: GreyImage
        /// Which read of the screen: `upright` or a turn.
        public var attempt: String
    }

    /// The lines one read returned, in the pixels of the image that was read.
    public struct Read: Sendable {
        /// What read them: a full-screen pass ("binarised"), a second look at one line, or
        /// "merged" for the lines the matcher saw.
        public var label: String
        /// The preprocessing stages of the read, by name.
        public var stages: [String]
        public var lines: [RecognizedLine]
        /// Which read of the screen: `upright` or a turn.
        public var attempt: String
    }

    /// The picture as decoded, in colour; nil when it could not be decoded.
    public var decoded: ColourImage?
    /// The images the stages produced, in order, from the greyscale conversion on.
    public var stageImages: [StageImage] = []
    /// Every read, in order; each attempt ends with its "merged" read.
    public var reads: [Read] = []
    /// Decisions the pipeline took on the way, e.g. why a whole-page grey read was added.
    public var notes: [String] = []
    /// Matches that made no finding, and why.
    public var nearMisses: [NearMiss] = []

    init() {}

    /// The lines the matcher saw on the upright read: the last "merged" read of that attempt.
    public var mergedLines: [RecognizedLine] {
        reads.last { $0.attempt == Self.upright && $0.label == Self.merged }?.lines ?? []
    }

    /// The label of the read holding the lines the matcher saw.
    public static let merged = "merged"
}
