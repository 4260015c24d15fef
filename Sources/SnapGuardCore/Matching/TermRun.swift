/// How many terms of a list must stand together before they count: a recovery phrase is a run of
/// dictionary words, while any one of those words alone is ordinary text.
///
/// A line's run is counted in two ways; the line above and the line below (see `LineNeighbourhood`)
/// add their runs, so a grid that OCR reads as rows of two or three cells still counts as one run.
/// - `numbered`: terms each right after its own list number, 1 to 24 (`1. abandon 2. ability`).
///   Lines holding such numbered terms add theirs; a numbered step list (one per line) stays below
///   a minimum of 4.
/// - `plain`: lines made of nothing but terms (and list numbers) add all their terms.
package struct TermRun: Sendable, Hashable {
    /// The fewest numbered terms, over the line and its neighbours, that make a match.
    package var numbered: Int
    /// The fewest terms, over the line and its neighbours made only of terms, that make a match.
    package var plain: Int

    package init(numbered: Int, plain: Int) {
        self.numbered = numbered
        self.plain = plain
    }
}
