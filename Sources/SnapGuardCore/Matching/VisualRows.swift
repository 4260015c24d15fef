/// The rows a person sees: recognised lines that stand side by side on one level, joined left to
/// right into one line.
///
/// OCR reads a grid (a recovery phrase in two or three columns, numbered down each column) as one
/// line per cell, or as a number and a word apart; a row of the grid is then several lines. A line
/// joins a row when its vertical centre lies within half a line height of the row's first line's
/// centre. Words read twice at the same place (two passes) are kept once.
struct VisualRows: Sendable {
    /// The lines of `text` joined into rows, top to bottom, each row's words left to right.
    static func rows(of text: RecognizedText) -> [RecognizedLine] {
        let lines = text.lines.filter { !$0.words.isEmpty }.sorted { $0.box.midY < $1.box.midY }
        var rows: [(anchor: BoundingBox, lines: [RecognizedLine])] = []
        for line in lines {
            let box = line.box
            if let last = rows.indices.last,
               2 * abs(box.midY - rows[last].anchor.midY) <= max(box.height, rows[last].anchor.height),
               box.height <= 2 * rows[last].anchor.height, rows[last].anchor.height <= 2 * box.height {
                rows[last].lines.append(line)
            } else {
                rows.append((box, [line]))
            }
        }
        return rows.map { RecognizedLine(words: distinctWords($0.lines.flatMap(\.words))) }
    }

    /// `words` left to right, without a word that mostly covers one already kept.
    private static func distinctWords(_ words: [RecognizedWord]) -> [RecognizedWord] {
        var kept: [RecognizedWord] = []
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
