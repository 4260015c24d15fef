/// The lines of one reading, indexed once so that each line's `LineNeighbourhood` costs about the
/// lines on its own level and the next, not every line of the screen: a page of small text holds
/// thousands of lines, and looking at all of them for each one would take longer than reading it.
///
/// Lines with words are filed by height in bands as tall as a typical line; the lines that share a
/// level with a box are found among those filed in the bands it spans (a line much taller than the
/// rest, such as wrapped lines joined, is kept aside and looked at for every box). Lines with
/// words are also sorted by their middle, so the nearest level above or below is a binary search
/// away. The neighbourhoods are exactly those a look at every line would give.
struct LineLayout {
    let lines: [NormalisedLine]
    /// One per line, or nil for plain text (no places).
    private let boxes: [BoundingBox]?
    /// For each line, the nearest line before and after it with words.
    private let previousWithWords: [Int?]
    private let nextWithWords: [Int?]
    /// The height of a band, and the lines with words filed in each band they span, in index order.
    private let bandHeight: Int
    private let bands: [Int: [Int]]
    /// Lines with words spanning more than `tallBands` bands, looked at for every box.
    private let tall: [Int]
    private static let tallBands = 64
    /// The lines with words, by their middle, then by index.
    private let byMiddle: [Int]
    /// The tallest line with words that is not in `tall`: a walk up the lines by middle can stop
    /// once no such line can reach down to where it looks (a line ends at most this far below its middle).
    private let tallestOrdinary: Int
    /// The lowest middle of the lines in `tall`; while the walk has not passed it, it cannot stop early.
    private let lowestTallMiddle: Int?

    init(lines: [NormalisedLine], boxes: [BoundingBox]?) {
        self.lines = lines
        let boxes = boxes.flatMap { $0.count == lines.count ? $0 : nil }
        self.boxes = boxes
        let withWords = lines.indices.filter { !lines[$0].tokens.isEmpty }
        var previous = [Int?](repeating: nil, count: lines.count), next = [Int?](repeating: nil, count: lines.count)
        var last: Int?
        for index in lines.indices {
            previous[index] = last
            if !lines[index].tokens.isEmpty { last = index }
        }
        last = nil
        for index in lines.indices.reversed() {
            next[index] = last
            if !lines[index].tokens.isEmpty { last = index }
        }
        previousWithWords = previous
        nextWithWords = next
        guard let boxes else {
            bandHeight = 1
            bands = [:]
            tall = []
            byMiddle = []
            tallestOrdinary = 0
            lowestTallMiddle = nil
            return
        }
        let heights = withWords.map { boxes[$0].height }.sorted()
        let bandHeight = max(1, heights.isEmpty ? 1 : heights[heights.count / 2])
        var bands: [Int: [Int]] = [:], tall: [Int] = []
        for index in withWords {
            let span = Self.bands(of: boxes[index], height: bandHeight)
            if span.count > Self.tallBands {
                tall.append(index)
            } else {
                for band in span { bands[band, default: []].append(index) }
            }
        }
        self.bandHeight = bandHeight
        self.bands = bands
        self.tall = tall
        byMiddle = withWords.sorted { (boxes[$0].midY, $0) < (boxes[$1].midY, $1) }
        tallestOrdinary = withWords.filter { !tall.contains($0) }.map { boxes[$0].height }.max() ?? 0
        lowestTallMiddle = tall.map { boxes[$0].midY }.min()
    }

    /// The neighbourhood of `lines[index]` (see `LineNeighbourhood`).
    func neighbourhood(of index: Int) -> LineNeighbourhood {
        guard let boxes else {
            return LineNeighbourhood(line: lines[index], above: previousWithWords[index].map { lines[$0] },
                                     below: nextWithWords[index].map { lines[$0] }, screen: lines)
        }
        let box = boxes[index]
        let level = linesWithWords(onLevelOf: box).filter { $0 != index }
        // The place just before the line on its level, in every reading of it.
        let left = level.filter { boxes[$0].maxX <= box.minX }
        var before: [NormalisedLine] = []
        if let nearest = left.max(by: { boxes[$0].maxX < boxes[$1].maxX }) {
            before = left.filter { LineNeighbourhood.samePlace(boxes[$0], boxes[nearest]) }.map { lines[$0] }
        }
        // A line with nothing else beside it on its level (only other readings of it) also has the
        // levels above and below.
        var levelAbove: [NormalisedLine] = [], levelBelow: [NormalisedLine] = [], captionBelow: [NormalisedLine] = []
        let standsAlone = !level.contains { min(boxes[$0].maxX, box.maxX) <= max(boxes[$0].minX, box.minX) }
        if standsAlone {
            let (nearestAbove, above) = nearestLevel(of: index, below: false)
            let (nearestBelow, below) = nearestLevel(of: index, below: true)
            levelAbove = above.map { lines[$0] }
            levelBelow = below.map { lines[$0] }
            // The level below is a caption when it stands much nearer than the level above.
            if let nearestBelow {
                let gapBelow = boxes[nearestBelow].minY - box.maxY
                let gapAbove = nearestAbove.map { box.minY - boxes[$0].maxY }
                if gapBelow >= 0, gapAbove.map({ 3 * gapBelow < 2 * $0 }) ?? true { captionBelow = levelBelow }
            }
        }
        // Another reading of the same place is not the line above or below.
        var above = previousWithWords[index], below = nextWithWords[index]
        while let other = above, LineNeighbourhood.samePlace(boxes[other], box) { above = previousWithWords[other] }
        while let other = below, LineNeighbourhood.samePlace(boxes[other], box) { below = nextWithWords[other] }
        return LineNeighbourhood(line: lines[index], above: above.map { lines[$0] }, below: below.map { lines[$0] },
                                 levelAbove: levelAbove, levelBelow: levelBelow, before: before,
                                 columnHeader: columnHeader(of: index).map { lines[$0] },
                                 over: lineOver(index).map { lines[$0] }, under: lineUnder(index).map { lines[$0] },
                                 captionBelow: captionBelow, screen: lines)
    }

    /// How many lines above a value the walk up its column looks for the header.
    static let columnReach = 12

    /// The header of the column `lines[index]` stands in, when it holds a digit (see
    /// `LineNeighbourhood.columnHeader`): walking up through the lines above that share at least
    /// half the narrower width with it, nearest first, past other values of the column (lines
    /// holding a digit), to the first line of words only; that line and the other lines of its
    /// level over the column. The walk stops at a gap of more than five line heights (another
    /// section of the screen) and after `columnReach` lines.
    private func columnHeader(of index: Int) -> [Int] {
        guard let boxes, lines[index].holdsDigit else { return [] }
        let box = boxes[index]
        let inColumn = { (other: Int) in
            other != index && boxes[other].maxY <= box.minY && Self.overlapAcross(boxes[other], box)
        }
        var top = box.minY, walked = 0
        var header: Int?
        walkUp(fromMiddlesAtMost: box.minY) { other in
            // No line further up can end within five line heights of the column's top.
            if top - (boxes[other].midY + tallestOrdinary) > 5 * box.height && !tallLineAhead(of: other) { return false }
            guard inColumn(other) else { return true }
            guard top - boxes[other].maxY <= 5 * box.height else { return false }
            top = min(top, boxes[other].minY)
            if !lines[other].holdsDigit {
                header = other
                return false
            }
            walked += 1
            return walked < Self.columnReach
        }
        guard let header else { return [] }
        return linesWithWords(onLevelOf: boxes[header])
            .filter { inColumn($0) && !lines[$0].holdsDigit }
            .sorted { (-boxes[$0].midY, $0) < (-boxes[$1].midY, $1) }
    }

    /// The nearest line right over `lines[index]` (see `LineNeighbourhood.over`): above it, within
    /// two line heights, sharing at least half the narrower width; the lowest index among equals.
    private func lineOver(_ index: Int) -> Int? {
        guard let boxes else { return nil }
        let box = boxes[index]
        var found: Int?
        walkUp(fromMiddlesBelow: box.minY) { other in
            if let found, boxes[found].midY != boxes[other].midY { return false }
            if box.minY - (boxes[other].midY + tallestOrdinary) > 2 * box.height && !tallLineAhead(of: other) { return false }
            if found == nil, other != index, box.minY - boxes[other].maxY <= 2 * box.height, Self.overlapAcross(boxes[other], box) {
                found = other
            }
            return true
        }
        return found
    }

    /// The nearest line right under `lines[index]` (see `LineNeighbourhood.under`): starting below
    /// its middle and within two of its heights under it, sharing at least half the narrower
    /// width; the first such line by middle, walking down until no line can start within reach.
    private func lineUnder(_ index: Int) -> Int? {
        guard let boxes else { return nil }
        let box = boxes[index]
        let isUnder = { (other: Int) in
            other != index && boxes[other].midY > box.maxY && boxes[other].minY >= box.midY
                && boxes[other].minY - box.maxY <= 2 * box.height && Self.overlapAcross(boxes[other], box)
        }
        // A tall line may start within reach however far down its middle lies: looked at apart.
        var found = tall.filter(isUnder).min { (boxes[$0].midY, $0) < (boxes[$1].midY, $1) }
        var position = partition(middleAbove: box.maxY, inclusive: true)
        while position < byMiddle.count {
            let other = byMiddle[position]
            // No ordinary line further down can start within reach.
            if boxes[other].midY - tallestOrdinary > box.maxY + 2 * box.height { break }
            if isUnder(other) {
                if let tallOne = found, (boxes[tallOne].midY, tallOne) < (boxes[other].midY, other) { break }
                found = other
                break
            }
            position += 1
        }
        return found
    }

    /// Whether a line in `tall` may still come in a walk up that has reached `line`.
    private func tallLineAhead(of line: Int) -> Bool {
        guard let boxes, let lowestTallMiddle else { return false }
        return lowestTallMiddle <= boxes[line].midY
    }

    /// Visits the lines with words whose middle is at most `y`, nearest first (lowest index first
    /// among equal middles), while `visit` returns true.
    private func walkUp(fromMiddlesAtMost y: Int, _ visit: (Int) -> Bool) {
        walkUp(from: partition(middleAbove: y, inclusive: true), visit)
    }

    /// As `walkUp(fromMiddlesAtMost:)`, for middles above `y` only.
    private func walkUp(fromMiddlesBelow y: Int, _ visit: (Int) -> Bool) {
        walkUp(from: partition(middleAbove: y, inclusive: false), visit)
    }

    private func walkUp(from end: Int, _ visit: (Int) -> Bool) {
        guard let boxes else { return }
        var end = end
        while end > 0 {
            // One middle at a time, in index order.
            let middle = boxes[byMiddle[end - 1]].midY
            var start = end - 1
            while start > 0, boxes[byMiddle[start - 1]].midY == middle { start -= 1 }
            for position in start..<end where !visit(byMiddle[position]) { return }
            end = start
        }
    }

    /// Whether two boxes share at least half the narrower one's width.
    private static func overlapAcross(_ a: BoundingBox, _ b: BoundingBox) -> Bool {
        2 * (min(a.maxX, b.maxX) - max(a.minX, b.minX)) >= min(a.width, b.width)
    }

    /// The lines with words on the level of `box` (sharing at least half the smaller height), in index order.
    private func linesWithWords(onLevelOf box: BoundingBox) -> [Int] {
        guard let boxes else { return [] }
        var found = tall
        let span = Self.bands(of: box, height: bandHeight)
        if span.count > byMiddle.count {
            // A box taller than the whole list is cheaper to compare with every line.
            found = byMiddle
        } else {
            for band in span {
                // A line spanning several bands is taken in the first of them the box spans too.
                for other in bands[band] ?? [] where max(Self.band(of: boxes[other].minY, height: bandHeight), span.lowerBound) == band {
                    found.append(other)
                }
            }
        }
        return found.filter { LineNeighbourhood.sameLevel(boxes[$0], box) }.sorted()
    }

    /// The nearest line by its middle above (or below) a line that stands alone that is not on the
    /// line's own level, and the lines with words of its level on that side.
    private func nearestLevel(of index: Int, below: Bool) -> (nearest: Int?, level: [Int]) {
        guard let boxes else { return (nil, []) }
        let box = boxes[index]
        let isCandidate = { (other: Int) in other != index && !LineNeighbourhood.sameLevel(boxes[other], box) }
        var nearest: Int?
        if below {
            // The first line whose middle is below the line's, lowest index first among equals.
            var position = partition(middleAbove: box.midY, inclusive: true)
            while position < byMiddle.count, nearest == nil {
                if isCandidate(byMiddle[position]) { nearest = byMiddle[position] }
                position += 1
            }
        } else {
            // The last line whose middle is above the line's; among equal middles, the lowest index.
            var position = partition(middleAbove: box.midY, inclusive: false) - 1
            while position >= 0 {
                let other = byMiddle[position]
                if let found = nearest, boxes[other].midY != boxes[found].midY { break }
                if isCandidate(other) { nearest = other }
                position -= 1
            }
        }
        guard let nearest else { return (nil, []) }
        let onSide = { (other: Int) in below ? boxes[other].midY > box.midY : boxes[other].midY < box.midY }
        return (nearest, linesWithWords(onLevelOf: boxes[nearest]).filter { isCandidate($0) && onSide($0) })
    }

    /// The position in `byMiddle` of the first line whose middle is at or below `middle` (below
    /// it only, when `inclusive`).
    private func partition(middleAbove middle: Int, inclusive: Bool) -> Int {
        guard let boxes else { return 0 }
        var low = 0, high = byMiddle.count
        while low < high {
            let mid = (low + high) / 2
            let value = boxes[byMiddle[mid]].midY
            if value < middle || (inclusive && value == middle) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private static func band(of y: Int, height: Int) -> Int {
        y >= 0 ? y / height : -((-y + height - 1) / height)
    }

    private static func bands(of box: BoundingBox, height: Int) -> ClosedRange<Int> {
        band(of: box.minY, height: height)...band(of: max(box.minY, box.maxY), height: height)
    }
}
