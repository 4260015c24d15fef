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

    /// Runs of consecutive rows that form a grid of terms: each row holds two or more cells, all of
    /// them terms but at most one (a cell OCR garbled), besides list markers (one or two digits, as
    /// OCR reads `01`, `1.` or `1)`, even misread: `01` as `91`); at least `minimumGridRows` such rows
    /// in a row, with `run.plain` terms or more between them. A phrase in two or three columns is
    /// such a grid whether OCR reads each row as one line or each cell apart (see `VisualRows`); a
    /// one-column list (a menu of single words) never is.
    func blocks(in rows: [NormalisedLine]) -> [Range<Int>] {
        var blocks: [Range<Int>] = []
        var start: Int?, terms = 0
        func close(at end: Int) {
            if let first = start, end - first >= Self.minimumGridRows, terms >= run.plain { blocks.append(first..<end) }
            start = nil
            terms = 0
        }
        for (index, row) in rows.enumerated() {
            guard !row.tokens.isEmpty else { continue }
            if let count = gridTerms(in: row) {
                if start == nil { start = index }
                terms += count
            } else {
                close(at: index)
            }
        }
        close(at: rows.count)
        return blocks
    }

    /// The terms of a grid row; nil when the row is not one: fewer than two cells, or more than
    /// terms, list markers and one stray word.
    private func gridTerms(in row: NormalisedLine) -> Int? {
        let spans = terms.occurrenceSpans(in: row.tokens)
        var inTerm = Set<Int>()
        for span in spans { inTerm.formUnion(span) }
        let strays = row.tokens.indices.filter { index in
            let token = row.tokens[index]
            let isListMarker = token.folded.count <= 2 && token.folded.allSatisfy { $0.isASCII && $0.isNumber }
            return !inTerm.contains(index) && !isListMarker
        }
        guard strays.count <= 1, !spans.isEmpty, spans.count + strays.count >= 2 else { return nil }
        return spans.count
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
