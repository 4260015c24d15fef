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
/// them in reading order.
struct LineNeighbourhood: Sendable {
    let line: NormalisedLine
    let above: NormalisedLine?
    let below: NormalisedLine?
    /// The lines of the nearest level above and below (screens only; empty for plain text).
    let levelAbove: [NormalisedLine]
    let levelBelow: [NormalisedLine]
    /// Every reading of the nearest place to the left on the line's own level (screens only).
    let before: [NormalisedLine]
    /// The level below when it is a caption under the value: the line stands alone on its level
    /// and its level below stands much nearer than its level above ("14.03.1964" over "Date of
    /// birth", the next field's value further down). Screens only; empty otherwise.
    let captionBelow: [NormalisedLine]
    /// Every line of the screen (or text), the line itself included, for screen-wide context.
    let screen: [NormalisedLine]

    init(line: NormalisedLine, above: NormalisedLine? = nil, below: NormalisedLine? = nil,
         levelAbove: [NormalisedLine] = [], levelBelow: [NormalisedLine] = [], before: [NormalisedLine] = [],
         captionBelow: [NormalisedLine] = [], screen: [NormalisedLine]? = nil) {
        self.line = line
        self.before = before
        self.captionBelow = captionBelow
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
        var captionBelow: [NormalisedLine] = []
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
            let nearestAbove = candidates.filter({ boxes[$0].midY < box.midY }).max(by: { boxes[$0].midY < boxes[$1].midY })
            let nearestBelow = candidates.filter({ boxes[$0].midY > box.midY }).min(by: { boxes[$0].midY < boxes[$1].midY })
            if let nearest = nearestAbove {
                levelAbove = candidates.filter { boxes[$0].midY < box.midY && Self.sameLevel(boxes[$0], boxes[nearest]) }.map { lines[$0] }
            }
            if let nearest = nearestBelow {
                levelBelow = candidates.filter { boxes[$0].midY > box.midY && Self.sameLevel(boxes[$0], boxes[nearest]) }.map { lines[$0] }
                let gapBelow = boxes[nearest].minY - box.maxY
                let gapAbove = nearestAbove.map { box.minY - boxes[$0].maxY }
                if gapBelow >= 0, gapAbove.map({ 3 * gapBelow < 2 * $0 }) ?? true { captionBelow = levelBelow }
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
                  levelAbove: levelAbove, levelBelow: levelBelow, before: before, captionBelow: captionBelow, screen: lines)
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

    /// The line itself, the place before it on its level, the line and level above, a caption
    /// under it and, when `includingBelow`, the line and level below.
    func nearbyLines(includingBelow: Bool) -> [NormalisedLine] {
        [line] + before + [above].compactMap { $0 } + levelAbove + captionBelow
            + (includingBelow ? [below].compactMap { $0 } + levelBelow : [])
    }
}
