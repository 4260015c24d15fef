import CLeptonica

/// Makes text that was printed light on a small coloured shape (a chip, badge, filled button or
/// pill) black on white again and clears the shape, and clears thin outlines around values, on a
/// binary image.
///
/// After background binarisation a chip smaller than the background tiles comes out as a black
/// shape with the letters as white holes in it: Tesseract sees a blob. Each black component
/// that holds a solid `maximumStroke` square of ink is a shape, not a letter; the white holes it
/// encloses that are no taller than `maximumTextHeight` are its letters. They are turned black
/// and the shape white. Large holes (the inside of a chat bubble or card, whose text the
/// binarisation already got right) are left alone, and so are the counters of ordinary letters,
/// whose enclosing strokes are never solid. Shapes without letters are left to
/// `SolidRegionRemoval`. The thin outline of a pill or outlined button around its value (a ring
/// that is no taller than one and a half lines of text and holds at least two ink components) is
/// cleared too, so the value stands alone.
package struct ChipTextInversion: ImageStage {
    /// Side of the smallest solid square that is not part of a letter, in pixels.
    package var maximumStroke: Int
    /// Holes taller than this are not letters.
    package var maximumTextHeight: Int

    package init(maximumStroke: Int = RecognitionPipeline.solidStroke, maximumTextHeight: Int = RecognitionPipeline.chipTextHeight) {
        precondition(maximumStroke >= 2 && maximumTextHeight > 0)
        self.maximumStroke = maximumStroke
        self.maximumTextHeight = maximumTextHeight
    }

    package var name: String { "invert-chips(\(maximumStroke),\(maximumTextHeight))" }

    package func apply(to image: GreyImage) throws(ImageError) -> GreyImage {
        let width = image.width, height = image.height, side = maximumStroke
        guard width >= side, height >= side else { return image }
        // Components of ink (8-connected) and of paper (4-connected).
        let labels = ComponentLabels(image)
        let count = labels.count
        // A shape holds a solid square of ink: the component of each square's centre.
        var isShape = [Bool](repeating: false, count: count)
        for index in try Self.solidSquareCentres(in: image, side: side) { isShape[labels.label(at: index)] = true }
        // The component that encloses another is the one just above its topmost pixel (the outer
        // boundary of a region is connected); a paper region touching the border is enclosed by nothing.
        var encloser = [Int](repeating: -1, count: count)
        var top = [Int](repeating: Int.max, count: count), bottom = [Int](repeating: -1, count: count)
        var touchesBorder = [Bool](repeating: false, count: count)
        labels.withLabels { labels in
            top.withUnsafeMutableBufferPointer { top in
                bottom.withUnsafeMutableBufferPointer { bottom in
                    encloser.withUnsafeMutableBufferPointer { encloser in
                        for y in 0..<height {
                            let row = y * width
                            for x in 0..<width {
                                let label = Int(labels[row + x])
                                if top[label] == Int.max {
                                    top[label] = y
                                    encloser[label] = y > 0 ? Int(labels[row - width + x]) : -1
                                }
                                bottom[label] = y
                            }
                        }
                    }
                }
            }
            for x in 0..<width {
                touchesBorder[Int(labels[x])] = true
                touchesBorder[Int(labels[(height - 1) * width + x])] = true
            }
            for y in 0..<height {
                touchesBorder[Int(labels[y * width])] = true
                touchesBorder[Int(labels[y * width + width - 1])] = true
            }
        }
        // Letters: paper regions inside a shape, no taller than text. Their counters: ink inside a letter.
        var isLetter = [Bool](repeating: false, count: labels.count)
        var hasLetters = [Bool](repeating: false, count: labels.count)
        for label in 0..<labels.count where !labels.isInk(label) && !touchesBorder[label] && encloser[label] >= 0
            && isShape[encloser[label]] && bottom[label] - top[label] < maximumTextHeight {
            isLetter[label] = true
            hasLetters[encloser[label]] = true
        }
        // A chip's outline is convex: its rows, letters included, are one run each. A blurred
        // word binarised into one blob has gaps between its ascenders that open to the paper.
        for label in 0..<count where hasLetters[label] && !rowsAreSingleRuns(label, labels: labels, top: top[label],
                                                                         bottom: bottom[label], paper: encloser[label]) {
            hasLetters[label] = false
        }
        for label in 0..<count where isLetter[label] && !hasLetters[encloser[label]] { isLetter[label] = false }
        // Outlines: a thin ink ring (not a shape) around a small paper region holding two or more
        // ink components, like the outline of a pill around its value; Tesseract reads the text
        // once the ring is gone. Letters' counters hold no ink; cards and bubbles are taller.
        var enclosedInk = [Int](repeating: 0, count: labels.count)
        for label in 0..<labels.count where labels.isInk(label) && encloser[label] >= 0 { enclosedInk[encloser[label]] += 1 }
        var isOutline = [Bool](repeating: false, count: labels.count)
        for label in 0..<labels.count where !labels.isInk(label) && !touchesBorder[label] && encloser[label] >= 0
            && !isShape[encloser[label]] && enclosedInk[label] >= 2 && bottom[label] - top[label] < maximumTextHeight * 3 / 2 {
            isOutline[encloser[label]] = true
        }
        guard hasLetters.contains(true) || isOutline.contains(true) else { return image }
        var isCounter = [Bool](repeating: false, count: labels.count)
        for label in 0..<labels.count where labels.isInk(label) && !isShape[label] && encloser[label] >= 0 && isLetter[encloser[label]] {
            isCounter[label] = true
        }
        // What becomes of each component: 0 stays, 1 turns to paper, 2 turns to ink.
        var change = [UInt8](repeating: 0, count: labels.count)
        for label in 0..<labels.count {
            if labels.isInk(label) {
                if hasLetters[label] || isCounter[label] || isOutline[label] { change[label] = 1 }
            } else if isLetter[label] {
                change[label] = 2
            }
        }
        var output = image.pixels
        labels.withLabels { labels in
            change.withUnsafeBufferPointer { change in
                output.withUnsafeMutableBufferPointer { output in
                    for index in 0..<output.count {
                        switch change[Int(labels[index])] {
                        case 1: output[index] = 255
                        case 2: output[index] = 0
                        default: break
                        }
                    }
                }
            }
        }
        return GreyImage(width: width, height: height, pixels: output)
    }
}

extension ChipTextInversion {
    /// Share of a chip's rows that must be one run (the shape, its letters and their counters,
    /// with no paper from outside in between). Filled pills, badges and buttons have 1; words
    /// that a blur merged into one blob at most 0.87 on the blurred corpus screens measured.
    static let minimumSingleRunShare = 0.95

    /// Whether the rows of `shape` from `top` to `bottom` are, at least `minimumSingleRunShare`
    /// of them, one run: between the shape's first and last pixel on the row, no pixel of
    /// `paper`, the region around it.
    private func rowsAreSingleRuns(_ shape: Int, labels: ComponentLabels, top: Int, bottom: Int, paper: Int) -> Bool {
        guard bottom >= top else { return false }
        let width = labels.width, paper = Int32(paper), shape = Int32(shape)
        let singleRuns = labels.withLabels { labels in
            (top...bottom).count { y in
                let row = labels[(y * width)..<(y * width + width)]
                guard let first = row.firstIndex(of: shape), let last = row.lastIndex(of: shape) else { return false }
                return !row[first...last].contains(paper)
            }
        }
        return Double(singleRuns) >= Self.minimumSingleRunShare * Double(bottom - top + 1)
    }

    /// The pixels (row-major indices) at the centre of a `side` × `side` square of ink (pixels
    /// darker than `GreyImage.inkThreshold`) lying wholly inside the image: Leptonica's erosion of the ink by a brick,
    /// with the border bands where a square would stick out of the image cleared.
    static func solidSquareCentres(in image: GreyImage, side: Int) throws(ImageError) -> [Int] {
        let width = image.width
        let ink = try LeptonicaPix.ink(image)
        guard let centres = LeptonicaPix(taking: pixErodeBrick(nil, ink.pointer(), Int32(side), Int32(side))) else {
            throw .processingFailed(operation: "erode", width: image.width, height: image.height)
        }
        // A brick's origin is at (side / 2, side / 2) of it.
        let before = Int32(side / 2), after = Int32(side - side / 2 - 1)
        pixSetOrClearBorder(centres.pointer(), before, after, before, after, PIX_CLR)
        let wordsPerLine = Int(pixGetWpl(centres.pointer()))
        var found: [Int] = []
        // `centres` stays alive while its words are read (Swift may free an object after its last use).
        withExtendedLifetime(centres) {
            let words: UnsafeMutablePointer<UInt32> = pixGetData(centres.pointer())
            for y in 0..<image.height {
                let row = words + y * wordsPerLine
                for column in 0..<wordsPerLine where row[column] != 0 {
                    // 1-bit pixels, the leftmost in the most significant bit.
                    var bits = row[column]
                    while bits != 0 {
                        let x = column * 32 + bits.leadingZeroBitCount
                        if x < width { found.append(y * width + x) }
                        bits &= ~(UInt32(0x8000_0000) >> UInt32(bits.leadingZeroBitCount))
                    }
                }
            }
        }
        return found
    }
}

/// Connected components of a binary image: ink (below `GreyImage.inkThreshold`) 8-connected, paper 4-connected, so a
/// diagonal gap in a letter's outline does not join its counter to the paper outside.
///
/// Labelled by runs: each row splits into runs of ink and of paper, each run takes one label,
/// and a run joins the runs of its kind in the row above that it touches (overlapping, or for
/// ink also diagonally). A screen's rows are a few long runs, so the union-find works per run,
/// not per pixel. Components are numbered in the order their first pixel is met, row by row.
struct ComponentLabels {
    let width: Int
    private(set) var count = 0
    private var labels: [Int32]

    init(_ image: GreyImage) {
        width = image.width
        let columns = image.width, rows = image.height
        var labels = [Int32](repeating: 0, count: image.pixels.count)
        // Each run's parent (union-find over runs), grown by doubling; raw memory, as this runs
        // over every screen.
        var capacity = 4096
        var parent = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        defer { parent.deallocate() }
        var used = 0
        // The runs of the row above and of this row: where each starts, and its label (its run number).
        var above: [(start: Int, label: Int32)] = [], current: [(start: Int, label: Int32)] = []
        func find(_ label: Int32) -> Int32 {
            var root = label
            while parent[Int(root)] != root { root = parent[Int(root)] }
            var node = label
            while parent[Int(node)] != root { let next = parent[Int(node)]; parent[Int(node)] = root; node = next }
            return root
        }
        func union(_ a: Int32, _ b: Int32) {
            let ra = find(a), rb = find(b)
            if ra != rb { parent[Int(max(ra, rb))] = min(ra, rb) }
        }
        image.pixels.withUnsafeBufferPointer { pixels in
            labels.withUnsafeMutableBufferPointer { labels in
                for y in 0..<rows {
                    let row = y * columns
                    current.removeAll(keepingCapacity: true)
                    var x = 0
                    while x < columns {
                        let start = x, isInk = pixels[row + x] < GreyImage.inkThreshold
                        x += 1
                        while x < columns, (pixels[row + x] < GreyImage.inkThreshold) == isInk { x += 1 }
                        if used == capacity {
                            let grown = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * capacity)
                            grown.moveInitialize(from: parent, count: used)
                            parent.deallocate()
                            parent = grown
                            capacity *= 2
                        }
                        let label = Int32(used)
                        parent[used] = label
                        used += 1
                        current.append((start, label))
                        labels.baseAddress!.advanced(by: row + start).update(repeating: label, count: x - start)
                    }
                    // Join each run to the runs of its kind above that it touches: overlapping
                    // columns, or for ink also a diagonal neighbour (one column either side).
                    var first = 0
                    for (index, run) in current.enumerated() {
                        let end = index + 1 < current.count ? current[index + 1].start : columns
                        let isInk = pixels[row + run.start] < GreyImage.inkThreshold, reach = isInk ? 1 : 0
                        // Runs above that end left of this one's reach cannot touch it or any run after it.
                        while first < above.count, (first + 1 < above.count ? above[first + 1].start : columns) + 1 <= run.start {
                            first += 1
                        }
                        var other = first
                        while other < above.count, above[other].start < end + reach {
                            let otherEnd = other + 1 < above.count ? above[other + 1].start : columns
                            if otherEnd + reach > run.start, (pixels[row - columns + above[other].start] < GreyImage.inkThreshold) == isInk {
                                union(run.label, above[other].label)
                            }
                            other += 1
                        }
                    }
                    swap(&above, &current)
                }
            }
        }
        // Dense labels 0..<count, in the order their components are first met (runs are met in
        // the order of their first pixels).
        let dense = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, used))
        defer { dense.deallocate() }
        var next: Int32 = 0
        var ink: [Bool] = []
        image.pixels.withUnsafeBufferPointer { pixels in
            labels.withUnsafeMutableBufferPointer { labels in
                var index = 0
                while index < labels.count {
                    // One run at a time: its pixels hold one run label until the next run (or row) starts.
                    let run = labels[index]
                    let root = Int(find(run))
                    if root == Int(run) {
                        dense[root] = next
                        next += 1
                        ink.append(pixels[index] < GreyImage.inkThreshold)
                    }
                    let label = dense[root]
                    var end = index + 1
                    while end < labels.count, labels[end] == run { end += 1 }
                    labels.baseAddress!.advanced(by: index).update(repeating: label, count: end - index)
                    index = end
                }
            }
        }
        self.labels = labels
        count = Int(next)
        inkLabels = ink
    }

    private var inkLabels: [Bool] = []

    /// The component of the pixel at `index` (row-major).
    func label(at index: Int) -> Int { Int(labels[index]) }

    /// Whether the component is ink (dark) rather than paper.
    func isInk(_ label: Int) -> Bool { inkLabels[label] }

    /// Calls `body` with the labels of all pixels, row-major.
    func withLabels<Result>(_ body: (UnsafeBufferPointer<Int32>) -> Result) -> Result {
        labels.withUnsafeBufferPointer(body)
    }
}
