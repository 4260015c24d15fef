/// Why a pair got its verdict: the active screen it was compared with, the similarity figures,
/// the findings both pictures show, and the thresholds used. Reports show all of it.
public struct PairEvidence: Hashable, Sendable {
    /// The active screen: its path, size as a viewer shows it, and what it shows.
    public var activePath: String
    public var activeWidth: Int
    public var activeHeight: Int
    public var activeFindings: [Finding]
    /// nil when the pictures could not be compared (see `comparisonError`).
    public var similarity: PairSimilarity?
    /// Why the pictures could not be compared, e.g. different aspect ratios.
    public var comparisonError: String?
    /// The snapshot's findings whose value the active screen also showed.
    public var sharedFindings: [Finding]
    public var thresholds: PairThresholds
    /// False for a paired screen the configuration says needs no cover: it fails only on findings.
    public var coverRequired: Bool
    /// One line per reason for the verdict, e.g. "region r4c2 similarity 0.97 ≥ 0.80".
    public var reasons: [String]

    public init(activePath: String = "", activeWidth: Int = 0, activeHeight: Int = 0, activeFindings: [Finding] = [],
                similarity: PairSimilarity? = nil, comparisonError: String? = nil, sharedFindings: [Finding] = [],
                thresholds: PairThresholds, coverRequired: Bool = true, reasons: [String] = []) {
        self.activePath = activePath
        self.activeWidth = activeWidth
        self.activeHeight = activeHeight
        self.activeFindings = activeFindings
        self.similarity = similarity
        self.comparisonError = comparisonError
        self.sharedFindings = sharedFindings
        self.thresholds = thresholds
        self.coverRequired = coverRequired
        self.reasons = reasons
    }

    /// The active screen as a screen result, e.g. for its redacted thumbnail.
    public var activeScreen: ScreenResult {
        ScreenResult(path: activePath, verdict: .pass, width: activeWidth, height: activeHeight, findings: activeFindings)
    }
}

/// The outcome for one pair: fail when the snapshot shows what the active screen showed.
public struct PairVerdict: Hashable, Sendable {
    public var verdict: Verdict
    public var evidence: PairEvidence

    public init(verdict: Verdict, evidence: PairEvidence) {
        self.verdict = verdict
        self.evidence = evidence
    }
}

extension PairEvidence {
    /// True when the pair fails because the snapshot looks like the active screen (the cover did
    /// not come up), as opposed to failing on findings only.
    public var looksUncovered: Bool {
        guard coverRequired, let similarity else { return false }
        if let global = similarity.global, global >= thresholds.global { return true }
        return !similarity.matchedRegions.isEmpty
    }
}
