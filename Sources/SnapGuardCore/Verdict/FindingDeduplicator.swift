/// Drops findings that report the same data in the same place twice, e.g. when two OCR passes
/// read one card number, keeping the most confident.
package struct FindingDeduplicator: Sendable {
    /// Boxes overlapping at least this much (intersection over the smaller box) are the same
    /// place: two reads of one value differ in their edges by a character or a line's padding,
    /// while two values of one category side by side do not overlap at all.
    static let samePlaceOverlap = 0.5

    package func deduplicate(_ findings: [Finding]) -> [Finding] {
        var kept: [Finding] = []
        for finding in findings.sorted(by: { $0.confidence > $1.confidence }) {
            let seen = kept.contains { other in
                other.category == finding.category && overlap(other.box, finding.box) >= Self.samePlaceOverlap
            }
            if !seen { kept.append(finding) }
        }
        return kept.sorted { ($0.box.minY, $0.box.minX, $0.patternId) < ($1.box.minY, $1.box.minX, $1.patternId) }
    }

    private func overlap(_ lhs: BoundingBox, _ rhs: BoundingBox) -> Double {
        guard let shared = lhs.intersection(rhs) else { return 0 }
        let smaller = min(lhs.area, rhs.area)
        return smaller > 0 ? Double(shared.area) / Double(smaller) : 0
    }
}
