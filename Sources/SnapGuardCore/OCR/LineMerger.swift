/// Merges the lines several passes read, dropping a line when another pass read the same
/// place with the same text, so the matcher does not report one string twice, and puts them in
/// reading order: rows from top to bottom, each row from left to right, so a row title comes
/// right before its value even when the value's box starts a few pixels higher.
package struct LineMerger: Sendable {
    /// Boxes overlapping at least this much (intersection over union) are the same place.
    package var samePlaceOverlap: Double

    package init(samePlaceOverlap: Double = 0.5) {
        self.samePlaceOverlap = samePlaceOverlap
    }

    package func merge(_ lines: [RecognisedLine]) -> RecognisedText {
        var kept: [RecognisedLine] = []
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
        return RecognisedText(lines: Self.readingOrder(kept))
    }

    /// One reading per place: the lines from the most confident down, each dropped when the lines
    /// kept before it already cover at least `samePlaceOverlap` of its box. Where passes read one
    /// place differently, a confident reading of a label is kept and a doubtful one read tall across
    /// it and the line below is not, so the label's value follows the label in reading order.
    package func mostConfidentReading(_ lines: [RecognisedLine]) -> RecognisedText {
        var kept: [RecognisedLine] = []
        for line in lines.filter({ !$0.words.isEmpty }).sorted(by: { $0.confidence > $1.confidence }) {
            let box = line.box
            let covered = kept.reduce(0) { $0 + (box.intersection($1.box)?.area ?? 0) }
            if Double(covered) < samePlaceOverlap * Double(max(1, box.area)) { kept.append(line) }
        }
        return RecognisedText(lines: Self.readingOrder(kept))
    }

    /// Groups lines into rows (a line joins the row when its vertical centre lies within the
    /// row's first line) and orders rows top to bottom, lines in a row left to right.
    static func readingOrder(_ lines: [RecognisedLine]) -> [RecognisedLine] {
        var rows: [[RecognisedLine]] = []
        for line in lines.sorted(by: { ($0.box.midY, $0.box.minX) < ($1.box.midY, $1.box.minX) }) {
            if let first = rows.last?.first, line.box.midY < first.box.maxY, line.box.midY > first.box.minY {
                rows[rows.count - 1].append(line)
            } else {
                rows.append([line])
            }
        }
        return rows.flatMap { $0.sorted { $0.box.minX < $1.box.minX } }
    }
}
