/// Merges the lines several passes read, dropping a line when another pass read the same
/// place with the same text, so the matcher does not report one string twice.
public struct LineMerger: Sendable {
    /// Boxes overlapping at least this much (intersection over union) are the same place.
    public var samePlaceOverlap: Double

    public init(samePlaceOverlap: Double = 0.5) {
        self.samePlaceOverlap = samePlaceOverlap
    }

    public func merge(_ lines: [RecognizedLine]) -> RecognizedText {
        var kept: [RecognizedLine] = []
        for line in lines where !line.words.isEmpty {
            let duplicate = kept.firstIndex { other in
                other.text == line.text && other.box.overlapRatio(with: line.box) >= samePlaceOverlap
            }
            if let duplicate {
                if line.confidence > kept[duplicate].confidence { kept[duplicate] = line }
            } else {
                kept.append(line)
            }
        }
        kept.sort { ($0.box.minY, $0.box.minX) < ($1.box.minY, $1.box.minX) }
        return RecognizedText(lines: kept)
    }
}
