import Foundation

/// Finds `TermRun`s of a term list on a line and its neighbours.
struct TermRunFinder: Sendable {
    let terms: TermList
    let run: TermRun

    /// The largest list number a recovery-phrase grid shows.
    static let largestListNumber = 24
    /// The fewest rows of two or more terms, one after another, that make a grid (see `blocks(in:)`).
    static let minimumGridRows = 3

    /// What one line holds.
    private struct LineCount {
        /// Terms right after their own list number.
        var numbered = 0
        /// From the first numbered term's number to the last numbered term.
        var numberedRange: NSRange?
        /// Every term on the line.
        var terms = 0
        /// Whether the line holds nothing but terms and list numbers.
        var isPure = false
        var wholeRange: NSRange?
    }

    /// The range of `lines.line` that completes a run, if any.
    func match(in lines: LineNeighbourhood) -> NSRange? {
        let here = count(lines.line)
        guard here.numbered > 0 || here.isPure else { return nil }
        let neighbours = [lines.above, lines.below].compactMap { $0 }.map(count)
        if here.numbered > 0, let range = here.numberedRange,
           here.numbered + neighbours.map(\.numbered).reduce(0, +) >= run.numbered {
            return range
        }
        if here.isPure, let range = here.wholeRange,
           here.terms + neighbours.filter(\.isPure).map(\.terms).reduce(0, +) >= run.plain {
            return range
        }
        return nil
    }

    /// Runs of consecutive rows of a screen (see `VisualRows`) that form a grid of terms.
    ///
    /// A grid row holds two or more cells: words standing apart, each at least the row's text
    /// height from the next (a phrase's words stand a space apart), each one term or one stray
    /// word (a cell OCR garbled), and at least one term; list markers (one or two digits, as OCR
    /// reads `01`, `1.` or `1)`, even misread: `01` as `91`) may stand anywhere. A grid is
    /// `minimumGridRows` such rows or more one after another, with `run.plain` terms or more and at
    /// most a quarter of its cells stray. A phrase in two or three columns is such a grid however
    /// OCR cut it into lines; a one-column list (a menu of single words), a row of labels and values
    /// and a line of prose never are.
    func gridBlocks(in rows: [RecognisedLine]) -> [Range<Int>] {
        var blocks: [Range<Int>] = []
        var start: Int?, terms = 0, strays = 0
        func close(at end: Int) {
            if let first = start, end - first >= Self.minimumGridRows, terms >= run.plain, 4 * strays <= terms + strays {
                blocks.append(first..<end)
            }
            start = nil
            terms = 0
            strays = 0
        }
        for (index, row) in rows.enumerated() {
            if let cells = gridCells(in: row) {
                if start == nil { start = index }
                terms += cells.terms
                strays += cells.strays
            } else {
                close(at: index)
            }
        }
        close(at: rows.count)
        return blocks
    }

    /// The term and stray cells of a grid row; nil when the row is not one.
    private func gridCells(in row: RecognisedLine) -> (terms: Int, strays: Int)? {
        let cells = row.words.filter { word in
            !TermToken.tokens(in: word.text).allSatisfy { $0.folded.count <= 2 && $0.folded.allSatisfy { $0.isASCII && $0.isNumber } }
        }
        guard cells.count >= 2 else { return nil }
        let heights = cells.map(\.box.height).sorted()
        let height = heights[heights.count / 2]
        for (left, right) in zip(cells, cells.dropFirst()) where right.box.minX - left.box.maxX < height {
            return nil
        }
        var terms = 0, strays = 0
        for cell in cells {
            let tokens = TermToken.tokens(in: cell.text).filter { token in
                !(token.folded.count <= 2 && token.folded.allSatisfy { $0.isASCII && $0.isNumber })
            }
            let spans = self.terms.occurrenceSpans(in: tokens)
            if spans.count == 1, spans[0].count == tokens.count { terms += 1 } else { strays += 1 }
        }
        return terms > 0 && strays <= 1 ? (terms, strays) : nil
    }

    private func count(_ line: NormalisedLine) -> LineCount {
        let tokens = line.tokens
        let spans = terms.occurrenceSpans(in: tokens)
        var result = LineCount()
        var covered = 0
        var numbersSeen = Set<Int>()
        for span in spans {
            result.terms += 1
            covered += span.count
            let last = tokens[span.upperBound - 1].range
            guard let number = listNumber(before: span.lowerBound, in: tokens), !numbersSeen.contains(number) else {
                continue
            }
            numbersSeen.insert(number)
            covered += 1
            result.numbered += 1
            let start = result.numberedRange?.location ?? tokens[span.lowerBound - 1].range.location
            result.numberedRange = NSRange(location: start, length: NSMaxRange(last) - start)
        }
        result.isPure = !spans.isEmpty && covered == tokens.count
        if let first = tokens.first, let last = tokens.last {
            result.wholeRange = NSRange(location: first.range.location, length: NSMaxRange(last.range) - first.range.location)
        }
        return result
    }

    /// The value of the token before `index` when it is a list number (1–24) close before the term.
    private func listNumber(before index: Int, in tokens: [TermToken]) -> Int? {
        guard index > 0 else { return nil }
        let token = tokens[index - 1]
        guard token.range.length <= 2, token.folded.allSatisfy({ $0.isASCII && $0.isNumber }),
              let number = Int(token.folded), (1...Self.largestListNumber).contains(number),
              tokens[index].range.location - NSMaxRange(token.range) <= TermList.maximumGap
        else { return nil }
        return number
    }
}
