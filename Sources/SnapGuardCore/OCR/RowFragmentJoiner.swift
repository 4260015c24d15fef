/// Joins the fragments of a number that OCR read as separate lines side by side on one row, so a
/// card number, IBAN or account number split at a wide space ("3782 822463" and "10005" on one
/// baseline, an iPad's card art) can match as a whole.
///
/// Two lines are fragments of one number when they stand on one level (see
/// `LineNeighbourhood.sameLevel`) with heights alike, the second starts after the first with a gap
/// of at most `maximumGap` word heights, and the joint falls inside a number: the second starts
/// with a word that holds a digit, and the first ends with one that holds a digit or is a group of
/// capitals and digits (`ABNA`, the bank code of an IBAN). A row title and its value, or two
/// columns, stand further apart or do not meet at digits.
package struct RowFragmentJoiner: Sendable {
    /// Widest gap between two fragments, in median word heights of the first.
    package var maximumGap: Double
    /// Largest ratio of the two fragments' heights, the taller over the shorter.
    package var maximumHeightRatio: Double
    /// Most fragments joined into one line.
    package var maximumFragments: Int

    package init(maximumGap: Double = 3, maximumHeightRatio: Double = 1.4, maximumFragments: Int = 4) {
        precondition(maximumGap >= 0 && maximumHeightRatio >= 1 && maximumFragments >= 2)
        self.maximumGap = maximumGap
        self.maximumHeightRatio = maximumHeightRatio
        self.maximumFragments = maximumFragments
    }

    /// One line per run of fragments, each run from a line that continues no other; empty when no
    /// two lines meet as fragments.
    package func joinedLines(_ lines: [RecognisedLine]) -> [RecognisedLine] {
        let lines = lines.filter { !$0.words.isEmpty }
        let next = lines.indices.map { nextFragment(after: $0, in: lines) }
        let continuations = Set(next.compactMap { $0 })
        return lines.indices.compactMap { start -> RecognisedLine? in
            guard !continuations.contains(start), next[start] != nil else { return nil }
            var run = [start]
            while run.count < maximumFragments, let following = next[run.last!], !run.contains(following) {
                run.append(following)
            }
            return RecognisedLine(words: run.flatMap { lines[$0].words })
        }
    }

    /// The nearest line that continues `lines[index]` as a fragment of one number.
    private func nextFragment(after index: Int, in lines: [RecognisedLine]) -> Int? {
        let left = lines[index], leftBox = left.box
        guard let lastWord = left.words.last?.text, Self.endsANumberGroup(lastWord) else { return nil }
        let height = Double(max(1, medianWordHeight(left)))
        return lines.indices.filter { candidate in
            guard candidate != index, let firstWord = lines[candidate].words.first?.text,
                  firstWord.contains(where: \.isASCIIDigit) else { return false }
            let box = lines[candidate].box
            let gap = Double(box.minX - leftBox.maxX)
            let heightRatio = Double(max(1, box.height)) / Double(max(1, leftBox.height))
            return gap >= -0.2 * height && gap <= maximumGap * height
                && heightRatio <= maximumHeightRatio && heightRatio >= 1 / maximumHeightRatio
                && LineNeighbourhood.sameLevel(box, leftBox)
        }.min { lines[$0].box.minX < lines[$1].box.minX }
    }

    /// Whether `word` can end the first fragment: it holds a digit, or it is a group of capitals
    /// and digits.
    static func endsANumberGroup(_ word: String) -> Bool {
        word.contains(where: \.isASCIIDigit)
            || (word.count >= 2 && word.allSatisfy { $0.isASCIIDigit || ("A"..."Z").contains($0) })
    }

    private func medianWordHeight(_ line: RecognisedLine) -> Int {
        let heights = line.words.map(\.box.height).sorted()
        return heights.isEmpty ? 0 : heights[heights.count / 2]
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
