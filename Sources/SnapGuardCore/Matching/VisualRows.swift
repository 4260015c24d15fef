/// The rows a person sees: recognised lines that stand side by side on one level, joined left to
/// right into one line.
///
/// OCR reads a grid (a recovery phrase in two or three columns, numbered down each column) as one
/// line per cell, or as a number and a word apart; a row of the grid is then several lines, and
/// each pass of the pipeline reads it again. A line joins a row when their heights overlap by at
/// least half the smaller; a word read twice at the same place is kept once. Lines that join
/// several levels (wrapped lines joined into one) are left out.
struct VisualRows: Sendable {
    /// The lines of `text` joined into rows, top to bottom, each row's words left to right.
    static func rows(of text: RecognisedText) -> [RecognisedLine] {
        let lines = text.lines.filter { !$0.words.isEmpty && isOneLevel($0) }.sorted { $0.box.midY < $1.box.midY }
        var rows: [(anchor: BoundingBox, words: [RecognisedWord])] = []
        for line in lines {
            if let last = rows.indices.last, sameLevel(line.box, rows[last].anchor) {
                rows[last].words += line.words
            } else {
                rows.append((line.box, line.words))
            }
        }
        return rows.map { RecognisedLine(words: distinctWords($0.words)) }
    }

    /// Whether every word of `line` stands on the level of the line's first word.
    private static func isOneLevel(_ line: RecognisedLine) -> Bool {
        let first = line.words[0].box
        return line.words.allSatisfy { sameLevel($0.box, first) }
    }

    private static func sameLevel(_ a: BoundingBox, _ b: BoundingBox) -> Bool {
        LineNeighbourhood.sameLevel(a, b)
    }

    /// `words` left to right, without a word that mostly covers one already kept.
    private static func distinctWords(_ words: [RecognisedWord]) -> [RecognisedWord] {
        var kept: [RecognisedWord] = []
        for word in words.sorted(by: { $0.confidence > $1.confidence }) {
            let repeated = kept.contains { other in
                guard let shared = other.box.intersection(word.box) else { return false }
                return 2 * shared.area >= min(other.box.area, word.box.area)
            }
            if !repeated { kept.append(word) }
        }
        return kept.sorted { ($0.box.minX, $0.box.minY) < ($1.box.minX, $1.box.minY) }
    }
}
