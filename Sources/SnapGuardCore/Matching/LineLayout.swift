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
        var levelAbove: [NormalisedLine] = [], levelBelow: [NormalisedLine] = []
        let standsAlone = !level.contains { min(boxes[$0].maxX, box.maxX) <= max(boxes[$0].minX, box.minX) }
        if standsAlone {
            levelAbove = nearestLevel(of: index, below: false).map { lines[$0] }
            levelBelow = nearestLevel(of: index, below: true).map { lines[$0] }
        }
        // Another reading of the same place is not the line above or below.
        var above = previousWithWords[index], below = nextWithWords[index]
        while let other = above, LineNeighbourhood.samePlace(boxes[other], box) { above = previousWithWords[other] }
        while let other = below, LineNeighbourhood.samePlace(boxes[other], box) { below = nextWithWords[other] }
        return LineNeighbourhood(line: lines[index], above: above.map { lines[$0] }, below: below.map { lines[$0] },
                                 levelAbove: levelAbove, levelBelow: levelBelow, before: before, screen: lines)
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

    /// The lines with words of the nearest level above (or below) a line that stands alone: the
    /// lines sharing a level with the nearest line by its middle that is not on the line's own level.
    private func nearestLevel(of index: Int, below: Bool) -> [Int] {
        guard let boxes else { return [] }
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
        guard let nearest else { return [] }
        let onSide = { (other: Int) in below ? boxes[other].midY > box.midY : boxes[other].midY < box.midY }
        return linesWithWords(onLevelOf: boxes[nearest]).filter { isCandidate($0) && onSide($0) }
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
