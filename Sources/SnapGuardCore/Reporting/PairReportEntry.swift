extension ReportDocument {
    /// Pair mode's evidence in the JSON report: present only for a snapshot compared with its
    /// active screen (`snapguard compare`), absent from `scan` reports.
    public struct PairEntry: Codable, Hashable, Sendable {
        public var active: ActiveScreen
        /// False for a screen the configuration says needs no cover.
        public var coverRequired: Bool
        /// nil when the pictures could not be compared (`comparisonError` says why).
        public var similarity: PairSimilarity?
        public var comparisonError: String?
        /// The snapshot's findings whose value the active screen also showed.
        public var sharedFindings: [FindingEntry]
        public var thresholds: PairThresholds
        /// One line per reason for the verdict.
        public var reasons: [String]

        /// The active screen the snapshot was compared with.
        public struct ActiveScreen: Codable, Hashable, Sendable {
            public var path: String
            public var width: Int
            public var height: Int
            public var findings: [FindingEntry]
        }

        init(_ evidence: PairEvidence, options: ReportOptions) {
            active = ActiveScreen(path: evidence.activePath, width: evidence.activeWidth, height: evidence.activeHeight,
                                  findings: evidence.activeFindings.map { FindingEntry($0, waiver: nil, options: options) })
            coverRequired = evidence.coverRequired
            similarity = evidence.similarity
            comparisonError = evidence.comparisonError
            sharedFindings = evidence.sharedFindings.map { FindingEntry($0, waiver: nil, options: options) }
            thresholds = evidence.thresholds
            reasons = evidence.reasons
        }

        /// The evidence as reporters take it; values stay masked.
        var evidence: PairEvidence {
            PairEvidence(activePath: active.path, activeWidth: active.width, activeHeight: active.height,
                         activeFindings: active.findings.map(\.finding), similarity: similarity,
                         comparisonError: comparisonError, sharedFindings: sharedFindings.map(\.finding),
                         thresholds: thresholds, coverRequired: coverRequired, reasons: reasons)
        }
    }
}
