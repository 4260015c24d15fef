/// A line with the lines a pattern may look at around it: the nearest line above and below that
/// holds a letter or digit. Lines without any (OCR noise from icons, rules and separators, such as
/// "|" or "—") are skipped, so a label still stands "above" its value across such debris.
struct LineNeighbourhood: Sendable {
    let line: NormalisedLine
    let above: NormalisedLine?
    let below: NormalisedLine?

    init(line: NormalisedLine, above: NormalisedLine? = nil, below: NormalisedLine? = nil) {
        self.line = line
        self.above = above
        self.below = below
    }

    /// The neighbourhood of `lines[index]`.
    init(lines: [NormalisedLine], index: Int) {
        let hasWords = { (line: NormalisedLine) in !line.tokens.isEmpty }
        self.init(line: lines[index],
                  above: lines[..<index].last(where: hasWords),
                  below: lines[(index + 1)...].first(where: hasWords))
    }

    /// The line itself, the line above and, when `includingBelow`, the line below.
    func nearbyLines(includingBelow: Bool) -> [NormalisedLine] {
        [line] + [above, includingBelow ? below : nil].compactMap { $0 }
    }
}
