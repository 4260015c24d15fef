/// Connected components of a binary image: ink (below `GreyImage.inkThreshold`) 8-connected,
/// paper 4-connected, so a diagonal gap in a letter's outline does not join its counter to the
/// paper outside.
///
/// Labelled by runs: each row splits into runs of ink and of paper, each run takes one label,
/// and a run joins the runs of its kind in the row above that it touches (overlapping, or for
/// ink also diagonally). A screen's rows are a few long runs, so the union-find works per run,
/// not per pixel. Components are numbered in the order their first pixel is met, row by row.
struct ComponentLabels {
    let width: Int
    let height: Int
    /// How many components there are; labels run from 0 to `count - 1`.
    let count: Int
    private var labels: [Int32]
    private let inkLabels: [Bool]

    init(_ image: GreyImage) {
        width = image.width
        height = image.height
        var labels = [Int32](repeating: 0, count: image.pixels.count)
        var runs = RunForest()
        Self.labelRuns(of: image, into: &labels, joining: &runs)
        inkLabels = Self.numberComponents(&labels, of: image, runs: runs)
        count = inkLabels.count
        self.labels = labels
    }

    /// The component of the pixel at `index` (row-major).
    func label(at index: Int) -> Int { Int(labels[index]) }

    /// Whether the component is ink (dark) rather than paper.
    func isInk(_ label: Int) -> Bool { inkLabels[label] }

    /// Calls `body` with the labels of all pixels, row-major.
    func withLabels<Result>(_ body: (UnsafeBufferPointer<Int32>) -> Result) -> Result {
        labels.withUnsafeBufferPointer(body)
    }

    /// `image` (of the labelled size) with each pixel set by its component's `change`: 0 leaves
    /// it, 1 makes it paper (255), 2 ink (0).
    func repainted(_ image: GreyImage, _ change: [UInt8]) -> GreyImage {
        var output = image.pixels
        withLabels { labels in
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
        return GreyImage(width: image.width, height: image.height, pixels: output)
    }

    /// First pass: gives every run of each row its own run number in `labels`, and joins in
    /// `runs` each run to the runs of its kind in the row above that it touches: overlapping
    /// columns, or for ink also a diagonal neighbour (one column either side).
    private static func labelRuns(of image: GreyImage, into labels: inout [Int32], joining runs: inout RunForest) {
        let columns = image.width
        // The runs of the row above and of this row: where each starts, and its run number.
        var above: [(start: Int, label: Int32)] = [], current: [(start: Int, label: Int32)] = []
        image.pixels.withUnsafeBufferPointer { pixels in
            labels.withUnsafeMutableBufferPointer { labels in
                func isInk(_ index: Int) -> Bool { pixels[index] < GreyImage.inkThreshold }
                for y in 0..<image.height {
                    let row = y * columns
                    current.removeAll(keepingCapacity: true)
                    var x = 0
                    while x < columns {
                        let start = x, ink = isInk(row + x)
                        x += 1
                        while x < columns, isInk(row + x) == ink { x += 1 }
                        let label = runs.add()
                        current.append((start, label))
                        labels.baseAddress!.advanced(by: row + start).update(repeating: label, count: x - start)
                    }
                    var first = 0
                    for (index, run) in current.enumerated() {
                        let end = index + 1 < current.count ? current[index + 1].start : columns
                        let ink = isInk(row + run.start), reach = ink ? 1 : 0
                        // Runs above that end left of this one's reach cannot touch it or any run after it.
                        while first < above.count, (first + 1 < above.count ? above[first + 1].start : columns) + 1 <= run.start {
                            first += 1
                        }
                        var other = first
                        while other < above.count, above[other].start < end + reach {
                            let otherEnd = other + 1 < above.count ? above[other + 1].start : columns
                            if otherEnd + reach > run.start, isInk(row - columns + above[other].start) == ink {
                                runs.union(run.label, above[other].label)
                            }
                            other += 1
                        }
                    }
                    swap(&above, &current)
                }
            }
        }
    }

    /// Second pass: replaces each pixel's run number by its component's dense label, 0 up, in
    /// the order components are first met (runs are met in the order of their first pixels).
    /// Returns whether each component is ink.
    private static func numberComponents(_ labels: inout [Int32], of image: GreyImage, runs: borrowing RunForest) -> [Bool] {
        let dense = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, runs.count))
        defer { dense.deallocate() }
        var next: Int32 = 0
        var ink: [Bool] = []
        image.pixels.withUnsafeBufferPointer { pixels in
            labels.withUnsafeMutableBufferPointer { labels in
                var index = 0
                while index < labels.count {
                    // One run at a time: its pixels hold one run number until the next run (or row) starts.
                    let run = labels[index]
                    let root = Int(runs.find(run))
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
        return ink
    }
}

/// Union-find over run numbers, each run's parent in raw memory grown by doubling (it runs over
/// every screen). A root is the smallest run number of its set, so the first run met of a
/// component is its root. A noncopyable struct, so it owns its memory without a class's
/// reference counting and access checks in the labelling loop.
private struct RunForest: ~Copyable {
    private var parent = UnsafeMutablePointer<Int32>.allocate(capacity: 4096)
    private var capacity = 4096
    /// Runs added so far.
    private(set) var count = 0

    deinit { parent.deallocate() }

    /// A new run in a set of its own; returns its number.
    mutating func add() -> Int32 {
        if count == capacity {
            let grown = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * capacity)
            grown.moveInitialize(from: parent, count: count)
            parent.deallocate()
            parent = grown
            capacity *= 2
        }
        parent[count] = Int32(count)
        count += 1
        return Int32(count - 1)
    }

    /// The root of `run`'s set; every run on the way is pointed straight at it.
    func find(_ run: Int32) -> Int32 {
        var root = run
        while parent[Int(root)] != root { root = parent[Int(root)] }
        var node = run
        while parent[Int(node)] != root { let next = parent[Int(node)]; parent[Int(node)] = root; node = next }
        return root
    }

    /// Joins the sets of `a` and `b` under the smaller root.
    func union(_ a: Int32, _ b: Int32) {
        let rootA = find(a), rootB = find(b)
        if rootA != rootB { parent[Int(max(rootA, rootB))] = min(rootA, rootB) }
    }
}
/// Where each component of a `ComponentLabels` lies: its top and bottom rows, the component that
/// encloses it, and whether it touches the image's border.
struct ComponentLayout {
    /// First and last row of each component.
    private(set) var top: [Int], bottom: [Int]
    /// The component around each one: the one just above its topmost pixel (the outer boundary
    /// of a region is connected); -1 for a component that starts on the first row.
    private(set) var encloser: [Int]
    /// Whether a component reaches the image's edge: a paper region that does is enclosed by nothing.
    private(set) var touchesBorder: [Bool]

    init(_ labels: ComponentLabels) {
        let count = labels.count, width = labels.width, height = labels.height
        var top = [Int](repeating: Int.max, count: count), bottom = [Int](repeating: -1, count: count)
        var encloser = [Int](repeating: -1, count: count), touchesBorder = [Bool](repeating: false, count: count)
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
        self.top = top
        self.bottom = bottom
        self.encloser = encloser
        self.touchesBorder = touchesBorder
    }

    /// Whether `label` lies inside another component without reaching the border.
    func isEnclosed(_ label: Int) -> Bool { !touchesBorder[label] && encloser[label] >= 0 }

    /// The component's last row minus its first (0 for a one-row component).
    func span(of label: Int) -> Int { bottom[label] - top[label] }
}
