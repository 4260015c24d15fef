/// A line with the lines a pattern may look at around it: the nearest line above and below that
/// holds a letter or digit. Lines without any (OCR noise from icons, rules and separators, such as
/// "|" or "—") are skipped, so a label still stands "above" its value across such debris.
///
/// On a screen, where lines have boxes, a line that stands alone on its level (a value stacked
/// under its label) also has the row a person sees above (and below): the lines of the nearest
/// level above its own. Passes of the pipeline read a value more than once, and in reading order
/// one reading of it then stands right before another, hiding the label above both; the level
/// above still holds the label. A line also has the place just before it on its own level (a
/// row's title on the left of its value) in every reading of that place: OCR may read a row's
/// title and value as separate lines, and then another reading of the title may stand between
/// them in reading order. A value in a table column also has its column's header, however many
/// rows above it stands (an iPad table of accounts: "Routing number" heads a column of values).
struct LineNeighbourhood: Sendable {
    let line: NormalisedLine
    let above: NormalisedLine?
    let below: NormalisedLine?
    /// The lines of the nearest level above and below (screens only; empty for plain text).
    let levelAbove: [NormalisedLine]
    let levelBelow: [NormalisedLine]
    /// Every reading of the nearest place to the left on the line's own level (screens only).
    let before: [NormalisedLine]
    /// The header of the column a value (a line holding a digit) stands in (screens only): see `LineLayout`.
    let columnHeader: [NormalisedLine]
    /// The nearest line right over this one (screens only): above it, within two line heights,
    /// sharing at least half the narrower width. In a grid of cards, a title over its value,
    /// however OCR ordered the cells.
    let over: NormalisedLine?
    /// The nearest line right under this one (screens only): below it, within two line heights,
    /// sharing at least half the narrower width, whatever other columns' rows stand between them
    /// in reading order (a dial's reading over its unit, beside a column of other figures).
    let under: NormalisedLine?
    /// The level below when it is a caption under the value: the line stands alone on its level
    /// and its level below stands much nearer than its level above ("14.03.1964" over "Date of
    /// birth", the next field's value further down). Screens only; empty otherwise.
    let captionBelow: [NormalisedLine]
    /// Every line of the screen (or text), the line itself included, for screen-wide context.
    let screen: [NormalisedLine]

    init(line: NormalisedLine, above: NormalisedLine? = nil, below: NormalisedLine? = nil,
         levelAbove: [NormalisedLine] = [], levelBelow: [NormalisedLine] = [], before: [NormalisedLine] = [],
         columnHeader: [NormalisedLine] = [], over: NormalisedLine? = nil, under: NormalisedLine? = nil,
         captionBelow: [NormalisedLine] = [], screen: [NormalisedLine]? = nil) {
        self.line = line
        self.before = before
        self.columnHeader = columnHeader
        self.over = over
        self.under = under
        self.captionBelow = captionBelow
        self.above = above
        self.below = below
        self.levelAbove = levelAbove
        self.levelBelow = levelBelow
        self.screen = screen ?? [line]
    }

    /// The neighbourhood of `lines[index]`; with `boxes` (one per line), also its levels above and below.
    /// For every line of a screen, build a `LineLayout` once instead.
    init(lines: [NormalisedLine], index: Int, boxes: [BoundingBox]? = nil) {
        self = LineLayout(lines: lines, boxes: boxes).neighbourhood(of: index)
    }

    /// Whether two boxes are readings of one place: on one level and overlapping across.
    static func samePlace(_ a: BoundingBox, _ b: BoundingBox) -> Bool {
        sameLevel(a, b) && min(a.maxX, b.maxX) > max(a.minX, b.minX)
    }

    /// Whether two boxes share at least half the smaller one's height.
    static func sameLevel(_ a: BoundingBox, _ b: BoundingBox) -> Bool {
        let shared = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return 2 * shared >= min(a.height, b.height)
    }

    /// The line itself, the place before it on its level, the line and level above, its column's
    /// header, a caption under it and, when `includingBelow`, the line and level below and the
    /// line right under it.
    func nearbyLines(includingBelow: Bool) -> [NormalisedLine] {
        [line] + before + [above].compactMap { $0 } + levelAbove + columnHeader + captionBelow
            + (includingBelow ? [below, under].compactMap { $0 } + levelBelow : [])
    }
}
