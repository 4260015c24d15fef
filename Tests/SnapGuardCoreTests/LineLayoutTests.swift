import Testing
@testable import SnapGuardCore

/// `LineLayout` indexes a screen's lines so that each neighbourhood costs about the lines near it.
/// Its answers must be exactly those of looking at every line, which this suite spells out the
/// plain way (`Reference`) and compares on random screens: rows of values and labels, several
/// readings of one place, debris without words, and lines far taller than the rest, some of them ending on a row.
@Suite struct LineLayoutTests {
    /// Every neighbourhood of a random screen equals the one a look at every line gives.
    @Test(arguments: 0..<60)
    func neighbourhoodsEqualALookAtEveryLine(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let (lines, boxes) = Self.randomScreen(&random)
        let layout = LineLayout(lines: lines, boxes: boxes)
        let reference = Reference(lines: lines, boxes: boxes)
        for index in lines.indices {
            let fast = layout.neighbourhood(of: index)
            let slow = reference.neighbourhood(of: index)
            #expect(fast.above?.text == slow.above?.text, "above, line \(index), seed \(seed)")
            #expect(fast.below?.text == slow.below?.text, "below, line \(index), seed \(seed)")
            #expect(fast.before.map(\.text) == slow.before.map(\.text), "before, line \(index), seed \(seed)")
            #expect(fast.levelAbove.map(\.text) == slow.levelAbove.map(\.text), "level above, line \(index), seed \(seed)")
            #expect(fast.levelBelow.map(\.text) == slow.levelBelow.map(\.text), "level below, line \(index), seed \(seed)")
            #expect(fast.columnHeader.map(\.text) == slow.columnHeader.map(\.text), "column header, line \(index), seed \(seed)")
            #expect(fast.over?.text == slow.over?.text, "over, line \(index), seed \(seed)")
            #expect(fast.under?.text == slow.under?.text, "under, line \(index), seed \(seed)")
            #expect(fast.captionBelow.map(\.text) == slow.captionBelow.map(\.text), "caption below, line \(index), seed \(seed)")
        }
    }

    /// The random screens do hold what the comparison is about: column headers, lines right over
    /// others, levels above, and tall lines.
    @Test func randomScreensHoldEveryKindOfNeighbour() {
        var headers = 0, overs = 0, unders = 0, levels = 0, captions = 0, tallLines = 0
        for seed in UInt64(0)..<60 {
            var random = SplitMix64(seed: seed)
            let (lines, boxes) = Self.randomScreen(&random)
            let reference = Reference(lines: lines, boxes: boxes)
            tallLines += boxes.filter { $0.height > 2000 }.count
            for index in lines.indices {
                let slow = reference.neighbourhood(of: index)
                headers += slow.columnHeader.isEmpty ? 0 : 1
                overs += slow.over == nil ? 0 : 1
                unders += slow.under == nil ? 0 : 1
                levels += slow.levelAbove.isEmpty ? 0 : 1
                captions += slow.captionBelow.isEmpty ? 0 : 1
            }
        }
        #expect(headers > 100)
        #expect(overs > 100)
        #expect(unders > 100)
        #expect(levels > 100)
        #expect(captions > 50)
        #expect(tallLines > 5)
    }

    /// Rows of labels and values on a grid, with jitter, second readings of the same place,
    /// lines without words, and now and then a line taller than 64 rows.
    static func randomScreen(_ random: inout SplitMix64) -> ([NormalisedLine], [BoundingBox]) {
        var lines: [NormalisedLine] = [], boxes: [BoundingBox] = []
        let count = 20 + random.next(below: 60)
        for number in 0..<count {
            let kind = random.next(below: 10)
            let text: String
            switch kind {
            case 0: text = "—"
            case 1...4: text = "\(number) \(random.next(below: 100_000))"
            default: text = "Label \(String(UnicodeScalar(UInt8(65 + number % 26))))\(number)"
            }
            let height = random.next(below: 40) == 0 ? 2100 + random.next(below: 900) : 20 + random.next(below: 20)
            // A tall line ends (rather than starts) on a row now and then, so that it can stand
            // over a value or head a column.
            let row = 36 * random.next(below: 30) + random.next(below: 8)
            let box = BoundingBox(x: 40 * random.next(below: 12) + random.next(below: 10),
                                  y: height > 2000 && random.next(below: 2) == 0 ? row - height : row,
                                  width: 30 + random.next(below: 300), height: height)
            lines.append(NormalisedLine(words: [text]))
            boxes.append(box)
            if random.next(below: 6) == 0 {  // another reading of the same place
                lines.append(NormalisedLine(words: [text + "x"]))
                boxes.append(BoundingBox(x: box.x + 2, y: box.y + 1, width: box.width, height: box.height))
            }
        }
        return (lines, boxes)
    }

    /// The neighbourhood as its definition reads, looking at every line for each one.
    struct Reference {
        let lines: [NormalisedLine]
        let boxes: [BoundingBox]

        private func hasWords(_ index: Int) -> Bool { !lines[index].tokens.isEmpty }
        private func overlapAcross(_ a: BoundingBox, _ b: BoundingBox) -> Bool {
            2 * (min(a.maxX, b.maxX) - max(a.minX, b.minX)) >= min(a.width, b.width)
        }

        func neighbourhood(of index: Int) -> LineNeighbourhood {
            let box = boxes[index]
            let sameLevel = LineNeighbourhood.sameLevel, samePlace = LineNeighbourhood.samePlace
            let left = lines.indices.filter { $0 != index && hasWords($0) && sameLevel(boxes[$0], box) && boxes[$0].maxX <= box.minX }
            let before = left.max(by: { boxes[$0].maxX < boxes[$1].maxX })
                .map { nearest in left.filter { samePlace(boxes[$0], boxes[nearest]) } } ?? []
            let standsAlone = !lines.indices.contains { other in
                other != index && hasWords(other) && sameLevel(boxes[other], box)
                    && min(boxes[other].maxX, box.maxX) <= max(boxes[other].minX, box.minX)
            }
            var levelAbove: [Int] = [], levelBelow: [Int] = [], captionBelow: [Int] = []
            if standsAlone {
                let candidates = lines.indices.filter { $0 != index && hasWords($0) && !sameLevel(boxes[$0], box) }
                let nearestAbove = candidates.filter({ boxes[$0].midY < box.midY }).max(by: { boxes[$0].midY < boxes[$1].midY })
                let nearestBelow = candidates.filter({ boxes[$0].midY > box.midY }).min(by: { boxes[$0].midY < boxes[$1].midY })
                if let nearest = nearestAbove {
                    levelAbove = candidates.filter { boxes[$0].midY < box.midY && sameLevel(boxes[$0], boxes[nearest]) }
                }
                if let nearest = nearestBelow {
                    levelBelow = candidates.filter { boxes[$0].midY > box.midY && sameLevel(boxes[$0], boxes[nearest]) }
                    let gapBelow = boxes[nearest].minY - box.maxY
                    let gapAbove = nearestAbove.map { box.minY - boxes[$0].maxY }
                    if gapBelow >= 0, gapAbove.map({ 3 * gapBelow < 2 * $0 }) ?? true { captionBelow = levelBelow }
                }
            }
            let elsewhere = { (other: Int) in !samePlace(boxes[other], box) }
            let above = lines.indices[..<index].last { hasWords($0) && elsewhere($0) }
            let below = lines.indices[(index + 1)...].first { hasWords($0) && elsewhere($0) }
            let over = lines.indices.filter { other in
                other != index && hasWords(other) && boxes[other].midY < box.minY
                    && box.minY - boxes[other].maxY <= 2 * box.height && overlapAcross(boxes[other], box)
            }.max { boxes[$0].midY < boxes[$1].midY }
            let under = lines.indices.filter { other in
                other != index && hasWords(other) && boxes[other].midY > box.maxY && boxes[other].minY >= box.midY
                    && boxes[other].minY - box.maxY <= 2 * box.height && overlapAcross(boxes[other], box)
            }.min { (boxes[$0].midY, $0) < (boxes[$1].midY, $1) }
            return LineNeighbourhood(line: lines[index], above: above.map { lines[$0] }, below: below.map { lines[$0] },
                                     levelAbove: levelAbove.map { lines[$0] }, levelBelow: levelBelow.map { lines[$0] },
                                     before: before.map { lines[$0] }, columnHeader: columnHeader(of: index).map { lines[$0] },
                                     over: over.map { lines[$0] }, under: under.map { lines[$0] },
                                     captionBelow: captionBelow.map { lines[$0] }, screen: lines)
        }

        private func columnHeader(of index: Int) -> [Int] {
            guard lines[index].holdsDigit else { return [] }
            let box = boxes[index]
            let column = lines.indices.filter { other in
                other != index && hasWords(other) && boxes[other].maxY <= box.minY && overlapAcross(boxes[other], box)
            }.sorted { (-boxes[$0].midY, $0) < (-boxes[$1].midY, $1) }
            var top = box.minY
            for other in column.prefix(12) {
                guard top - boxes[other].maxY <= 5 * box.height else { return [] }
                top = min(top, boxes[other].minY)
                if !lines[other].holdsDigit {
                    return column.filter { LineNeighbourhood.sameLevel(boxes[$0], boxes[other]) && !lines[$0].holdsDigit }
                }
            }
            return []
        }
    }
}
