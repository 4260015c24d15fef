/// Adds, for each paragraph whose text wraps over several lines, one line holding the whole
/// paragraph, so a card number, IBAN or address broken across a chat bubble's lines can match.
///
/// Two lines belong to one paragraph when the second starts right below the first (a gap of
/// less than `maximumGap` line heights), their heights are alike, and their left edges align
/// (left-aligned text) or their extents overlap (centred or right-aligned text).
package struct WrappedLineJoiner: Sendable {
    package var maximumGap: Double
    package var maximumHeightRatio: Double
    /// Longest run of lines joined, to keep matcher input short.
    package var maximumLines: Int

    package init(maximumGap: Double = 0.8, maximumHeightRatio: Double = 1.4, maximumLines: Int = 4) {
        self.maximumGap = maximumGap
        self.maximumHeightRatio = maximumHeightRatio
        self.maximumLines = maximumLines
    }

    /// The lines as given, followed by one joined line per wrapped paragraph.
    package func join(_ text: RecognisedText) -> RecognisedText {
        let lines = text.lines
        var joined: [RecognisedLine] = []
        var used = Set<Int>()
        for start in lines.indices where !used.contains(start) {
            var run = [start]
            while run.count < maximumLines, let next = continuation(of: run.last!, in: lines, excluding: used.union(run)) {
                run.append(next)
            }
            guard run.count > 1 else { continue }
            used.formUnion(run)
            joined.append(RecognisedLine(words: run.flatMap { lines[$0].words }))
        }
        return RecognisedText(lines: lines + joined)
    }

    private func continuation(of index: Int, in lines: [RecognisedLine], excluding: Set<Int>) -> Int? {
        let upper = lines[index].box
        let height = Double(max(1, medianWordHeight(lines[index])))
        return lines.indices.filter { candidate in
            guard !excluding.contains(candidate) else { return false }
            let lower = lines[candidate].box
            let gap = Double(lower.minY - upper.maxY)
            let heightRatio = Double(max(1, medianWordHeight(lines[candidate]))) / height
            let aligned = abs(Double(lower.minX - upper.minX)) <= height * 1.5
            let overlapping = lower.minX < upper.maxX && upper.minX < lower.maxX
            return gap >= -height * 0.3 && gap <= height * maximumGap
                && heightRatio <= maximumHeightRatio && heightRatio >= 1 / maximumHeightRatio
                && (aligned || overlapping)
        }.min { lines[$0].box.minY < lines[$1].box.minY }
    }

    private func medianWordHeight(_ line: RecognisedLine) -> Int {
        let heights = line.words.map(\.box.height).sorted()
        return heights.isEmpty ? 0 : heights[heights.count / 2]
    }
}
