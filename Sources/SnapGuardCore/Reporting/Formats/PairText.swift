import Foundation

/// How reports word a pair's evidence: the same phrases in every format.
enum PairText {
    /// "compared with Balance.active.png: global similarity 0.99, 24 of 24 regions matched
    /// (highest 1.00); thresholds region ≥ 0.80, global ≥ 0.75, grid 4x6, cropped top 7%, bottom 5%".
    static func summary(_ evidence: PairEvidence) -> String {
        var parts = ["compared with \(evidence.activePath)"]
        if let similarity = evidence.similarity {
            let matched = similarity.matchedRegions
            parts.append("global similarity \(PairSimilarity.figure(similarity.global)), \(matched.count) of \(similarity.regions.count) regions matched"
                + (matched.isEmpty ? "" : " (\(matched.prefix(8).map(\.label).joined(separator: " "))\(matched.count > 8 ? " …" : ""))")
                + " (highest \(PairSimilarity.figure(similarity.highestRegion)))")
        } else if let problem = evidence.comparisonError {
            parts.append("not compared: \(problem)")
        }
        if !evidence.coverRequired { parts.append("needs no cover") }
        return parts.joined(separator: ": ") + "; " + thresholds(evidence.thresholds)
    }

    /// "thresholds region ≥ 0.80, global ≥ 0.75, grid 4x6, cropped top 7%, bottom 5%".
    static func thresholds(_ thresholds: PairThresholds) -> String {
        "thresholds region ≥ \(PairSimilarity.figure(thresholds.region)), global ≥ \(PairSimilarity.figure(thresholds.global)), grid \(thresholds.grid), "
            + "cropped top \(percent(thresholds.cropTop)), bottom \(percent(thresholds.cropBottom))"
    }

    /// What pair mode concluded about the cover, e.g. "the cover did not come up: ...".
    static func verdictLine(_ evidence: PairEvidence) -> String {
        switch evidence.cover {
        case .uncovered: "the cover did not come up: the snapshot looks like the active screen"
        case .covered: "the snapshot differs from the active screen"
        case .notRequired: "no cover needed"
        case .undetermined: "cannot tell whether the cover came up"
        }
    }


    private static func percent(_ value: Double) -> String { "\(Int((value * 100).rounded()))%" }
}
