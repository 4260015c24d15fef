/// Why a pair got its verdict: what `PairComparison` concluded about the cover, the active
/// screen it was compared with, the similarity figures, the findings both pictures show, and
/// the thresholds used. Reports print all of it and decide nothing.
package struct PairEvidence: Hashable, Sendable {
    /// Whether the cover came up, as `PairComparison` decided it.
    package internal(set) var cover: CoverOutcome
    /// The active screen: its path, size as a viewer shows it, and what it shows.
    package internal(set) var activePath: String
    package internal(set) var activeWidth: Int
    package internal(set) var activeHeight: Int
    /// What the active screen shows: its findings.
    package internal(set) var activeFindings: [Finding]
    /// nil when the pictures could not be compared (see `comparisonError`).
    package internal(set) var similarity: PairSimilarity?
    /// Why the pictures could not be compared, e.g. different aspect ratios.
    package internal(set) var comparisonError: String?
    /// The snapshot's findings whose value the active screen also showed.
    package internal(set) var sharedFindings: [Finding]
    package internal(set) var thresholds: PairThresholds
    /// One line per reason for the verdict, e.g. "region r4c2 similarity 0.97 ≥ 0.80".
    package internal(set) var reasons: [String]

    init(cover: CoverOutcome, activePath: String = "", activeWidth: Int = 0, activeHeight: Int = 0,
         activeFindings: [Finding] = [], similarity: PairSimilarity? = nil, comparisonError: String? = nil,
         sharedFindings: [Finding] = [], thresholds: PairThresholds, reasons: [String] = []) {
        self.cover = cover
        self.activePath = activePath
        self.activeWidth = activeWidth
        self.activeHeight = activeHeight
        self.activeFindings = activeFindings
        self.similarity = similarity
        self.comparisonError = comparisonError
        self.sharedFindings = sharedFindings
        self.thresholds = thresholds
        self.reasons = reasons
    }

    /// False for a paired screen the configuration says needs no cover: it fails only on findings.
    package var coverRequired: Bool { cover != .notRequired }
    /// The similarity of the two pictures as a whole (SSIM over their informative windows, 1 for
    /// identical); nil when they could not be compared or show no structure.
    package var globalSimilarity: Double? { similarity?.global ?? nil }
    /// The similarity of the grid region most like the active screen; nil as above.
    package var highestRegionSimilarity: Double? { similarity?.highestRegion ?? nil }
}

/// The outcome for one pair, decided by `PairComparison`: fail when the snapshot shows a finding
/// or looks like the active screen, error when it cannot tell, pass otherwise.
package struct PairVerdict: Hashable, Sendable {
    package internal(set) var verdict: Verdict
    package internal(set) var evidence: PairEvidence

    init(verdict: Verdict, evidence: PairEvidence) {
        self.verdict = verdict
        self.evidence = evidence
    }
}

/// What pair mode concluded about the privacy cover. `PairComparison` decides it once; every
/// report prints it.
public enum CoverOutcome: String, Hashable, Sendable, Codable, CaseIterable {
    /// The snapshot looks like the active screen, over the whole screen or in a region: the cover
    /// did not come up. The pair fails.
    case uncovered
    /// The snapshot differs from the active screen in every region: the cover came up.
    case covered
    /// The screen needs no cover (`"cover": false`, `noCover`): only findings in the snapshot count.
    case notRequired
    /// A cover is required but the pictures could not be compared (the reasons say why).
    case undetermined
}
