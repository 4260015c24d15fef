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
    /// The header of the column a value (a line holding a digit) stands in (screens only): see `columnHeader(of:lines:boxes:)`.
    let columnHeader: [NormalisedLine]
    /// The nearest line right over this one (screens only): above it, within two line heights,
    /// sharing at least half the narrower width. In a grid of cards, a title over its value,
    /// however OCR ordered the cells.
    let over: NormalisedLine?
    /// Every line of the screen (or text), the line itself included, for screen-wide context.
    let screen: [NormalisedLine]

    init(line: NormalisedLine, above: NormalisedLine? = nil, below: NormalisedLine? = nil,
         levelAbove: [NormalisedLine] = [], levelBelow: [NormalisedLine] = [], before: [NormalisedLine] = [],
         columnHeader: [NormalisedLine] = [], over: NormalisedLine? = nil, screen: [NormalisedLine]? = nil) {
        self.line = line
        self.before = before
        self.columnHeader = columnHeader
        self.over = over
        self.above = above
        self.below = below
        self.levelAbove = levelAbove
        self.levelBelow = levelBelow
        self.screen = screen ?? [line]
    }

    /// The neighbourhood of `lines[index]`; with `boxes` (one per line), also its levels above and below.
    init(lines: [NormalisedLine], index: Int, boxes: [BoundingBox]? = nil) {
        let hasWords = { (line: NormalisedLine) in !line.tokens.isEmpty }
        var levelAbove: [NormalisedLine] = [], levelBelow: [NormalisedLine] = [], before: [NormalisedLine] = []
        if let boxes, boxes.count == lines.count {
            let box = boxes[index]
            let left = lines.indices.filter { $0 != index && hasWords(lines[$0]) && Self.sameLevel(boxes[$0], box) && boxes[$0].maxX <= box.minX }
            if let nearest = left.max(by: { boxes[$0].maxX < boxes[$1].maxX }) {
                before = left.filter { Self.samePlace(boxes[$0], boxes[nearest]) }.map { lines[$0] }
            }
        }
        if let boxes, boxes.count == lines.count, Self.standsAlone(index, boxes: boxes, lines: lines) {
            let box = boxes[index]
            let candidates = lines.indices.filter { $0 != index && hasWords(lines[$0]) && !Self.sameLevel(boxes[$0], box) }
            if let nearest = candidates.filter({ boxes[$0].midY < box.midY }).max(by: { boxes[$0].midY < boxes[$1].midY }) {
                levelAbove = candidates.filter { boxes[$0].midY < box.midY && Self.sameLevel(boxes[$0], boxes[nearest]) }.map { lines[$0] }
            }
            if let nearest = candidates.filter({ boxes[$0].midY > box.midY }).min(by: { boxes[$0].midY < boxes[$1].midY }) {
                levelBelow = candidates.filter { boxes[$0].midY > box.midY && Self.sameLevel(boxes[$0], boxes[nearest]) }.map { lines[$0] }
            }
        }
        // Another reading of the same place (a second pass's, a close-up's) is not the line above
        // or below: in reading order it may stand right before this one, between it and its label.
        let elsewhere = { (other: Int) in
            guard let boxes, boxes.count == lines.count else { return true }
            return !Self.samePlace(boxes[other], boxes[index])
        }
        self.init(line: lines[index],
                  above: lines.indices[..<index].last { hasWords(lines[$0]) && elsewhere($0) }.map { lines[$0] },
                  below: lines.indices[(index + 1)...].first { hasWords(lines[$0]) && elsewhere($0) }.map { lines[$0] },
                  levelAbove: levelAbove, levelBelow: levelBelow, before: before,
                  columnHeader: boxes.map { Self.columnHeader(of: index, lines: lines, boxes: $0) } ?? [],
                  over: boxes.flatMap { Self.lineOver(index, lines: lines, boxes: $0) }, screen: lines)
    }

    /// See `over`.
    static func lineOver(_ index: Int, lines: [NormalisedLine], boxes: [BoundingBox]) -> NormalisedLine? {
        guard boxes.count == lines.count else { return nil }
        let box = boxes[index]
        return lines.indices.filter { other in
            other != index && !lines[other].tokens.isEmpty && boxes[other].midY < box.minY
                && box.minY - boxes[other].maxY <= 2 * box.height
                && 2 * (min(boxes[other].maxX, box.maxX) - max(boxes[other].minX, box.minX)) >= min(boxes[other].width, box.width)
        }.max { boxes[$0].midY < boxes[$1].midY }.map { lines[$0] }
    }

    /// How many lines above a value the walk up its column looks for the header.
    static let columnReach = 12

    /// The header of the column `lines[index]` stands in, when it holds a digit: walking up
    /// through the lines above that share at least half the narrower width with it, nearest first,
    /// past other values of the column (lines holding a digit), to the first line of words only;
    /// that line and the other lines of its level over the column. The walk stops at a gap of
    /// more than five line heights (another section of the screen) and after `columnReach` lines.
    /// Empty when the line holds no digit or no header stands above it.
    static func columnHeader(of index: Int, lines: [NormalisedLine], boxes: [BoundingBox]) -> [NormalisedLine] {
        guard boxes.count == lines.count, lines[index].holdsDigit else { return [] }
        let box = boxes[index]
        let column = lines.indices.filter { other in
            other != index && !lines[other].tokens.isEmpty && boxes[other].maxY <= box.minY
                && 2 * (min(boxes[other].maxX, box.maxX) - max(boxes[other].minX, box.minX))
                    >= min(boxes[other].width, box.width)
        }.sorted { boxes[$0].midY > boxes[$1].midY }
        var top = box.minY
        for other in column.prefix(columnReach) {
            guard top - boxes[other].maxY <= 5 * box.height else { return [] }
            top = min(top, boxes[other].minY)
            if !lines[other].holdsDigit {
                return column.filter { sameLevel(boxes[$0], boxes[other]) && !lines[$0].holdsDigit }.map { lines[$0] }
            }
        }
        return []
    }

    /// Whether nothing else stands beside `lines[index]` on its level: only other readings of it,
    /// overlapping it across. A value with its label beside it (a row title on the left) has its
    /// context on its own level, and the level above is another row's.
    private static func standsAlone(_ index: Int, boxes: [BoundingBox], lines: [NormalisedLine]) -> Bool {
        let box = boxes[index]
        return !boxes.indices.contains { other in
            other != index && !lines[other].tokens.isEmpty && sameLevel(boxes[other], box)
                && min(boxes[other].maxX, box.maxX) <= max(boxes[other].minX, box.minX)
        }
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
    /// header and, when `includingBelow`, the line and level below.
    func nearbyLines(includingBelow: Bool) -> [NormalisedLine] {
        [line] + before + [above].compactMap { $0 } + levelAbove + columnHeader
            + (includingBelow ? [below].compactMap { $0 } + levelBelow : [])
    }
}
