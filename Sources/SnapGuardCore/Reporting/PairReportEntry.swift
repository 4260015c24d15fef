extension ReportDocument {
    /// Pair mode's evidence in the JSON report: present only for a snapshot compared with its
    /// active screen (`snapguard compare`), absent from `scan` reports.
    package struct PairEntry: Codable, Hashable, Sendable {
        /// What pair mode concluded about the cover: uncovered, covered, notRequired, undetermined.
        package var cover: CoverOutcome
        package var active: ActiveScreen
        /// False for a screen the configuration says needs no cover (`cover` is then notRequired).
        package var coverRequired: Bool
        /// nil when the pictures could not be compared (`comparisonError` says why).
        package var similarity: PairSimilarity?
        package var comparisonError: String?
        /// The snapshot's findings whose value the active screen also showed.
        package var sharedFindings: [FindingEntry]
        package var thresholds: PairThresholds
        /// One line per reason for the verdict.
        package var reasons: [String]

        /// The active screen the snapshot was compared with.
        package struct ActiveScreen: Codable, Hashable, Sendable {
            package var path: String
            package var width: Int
            package var height: Int
            package var findings: [FindingEntry]
        }

        enum CodingKeys: String, CodingKey {
            case cover, active, coverRequired, similarity, comparisonError, sharedFindings, thresholds, reasons
        }

        init(_ evidence: PairEvidence, options: ReportOptions) {
            cover = evidence.cover
            active = ActiveScreen(path: evidence.activePath, width: evidence.activeWidth, height: evidence.activeHeight,
                                  findings: evidence.activeFindings.map { FindingEntry($0, waiver: nil, options: options) })
            coverRequired = evidence.coverRequired
            similarity = evidence.similarity
            comparisonError = evidence.comparisonError
            sharedFindings = evidence.sharedFindings.map { FindingEntry($0, waiver: nil, options: options) }
            thresholds = evidence.thresholds
            reasons = evidence.reasons
        }

        /// Reads reports of any schemaVersion 1 release. One written before "cover" existed
        /// gets the outcome its figures gave then: uncovered when the whole screen or a region
        /// reached its threshold, undetermined when the pictures were not compared.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            active = try container.decode(ActiveScreen.self, forKey: .active)
            coverRequired = try container.decode(Bool.self, forKey: .coverRequired)
            similarity = try container.decodeIfPresent(PairSimilarity.self, forKey: .similarity)
            comparisonError = try container.decodeIfPresent(String.self, forKey: .comparisonError)
            sharedFindings = try container.decode([FindingEntry].self, forKey: .sharedFindings)
            thresholds = try container.decode(PairThresholds.self, forKey: .thresholds)
            reasons = try container.decode([String].self, forKey: .reasons)
            if let cover = try container.decodeIfPresent(CoverOutcome.self, forKey: .cover) {
                self.cover = cover
            } else if !coverRequired {
                cover = .notRequired
            } else if let similarity {
                let threshold = thresholds.global
                let global = similarity.global.map { $0 >= threshold } ?? false
                cover = global || !similarity.matchedRegions.isEmpty ? .uncovered : .covered
            } else {
                cover = .undetermined
            }
        }

        /// The evidence as reporters take it; values stay masked.
        var evidence: PairEvidence {
            PairEvidence(cover: cover, activePath: active.path, activeWidth: active.width, activeHeight: active.height,
                         activeFindings: active.findings.map(\.finding), similarity: similarity,
                         comparisonError: comparisonError, sharedFindings: sharedFindings.map(\.finding),
                         thresholds: thresholds, reasons: reasons)
        }
    }
}
