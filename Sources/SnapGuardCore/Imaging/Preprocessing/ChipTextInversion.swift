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
public struct ChipTextInversion: ImageStage {
    /// Side of the smallest solid square that is not part of a letter, in pixels.
    public var maximumStroke: Int
    /// Holes taller than this are not letters.
    public var maximumTextHeight: Int

    public init(maximumStroke: Int = 18, maximumTextHeight: Int = 64) {
        precondition(maximumStroke >= 2 && maximumTextHeight > 0)
        self.maximumStroke = maximumStroke
        self.maximumTextHeight = maximumTextHeight
    }

    public var name: String { "invert-chips(\(maximumStroke),\(maximumTextHeight))" }

    public func apply(to image: GrayImage) -> GrayImage {
        let width = image.width, height = image.height, side = maximumStroke
        guard width >= side, height >= side else { return image }
        let ink = IntegralImage(width: width, height: height) { x, y in image[x, y] < 128 ? 1 : 0 }
        let solid = IntegralImage(width: width, height: height) { x, y in
            x + side <= width && y + side <= height && ink.sum(x: x, y: y, width: side, height: side) == side * side ? 1 : 0
        }
        // Components of ink (8-connected) and of paper (4-connected), labelled in one sweep each.
        let labels = ComponentLabels(image)
        var isShape = [Bool](repeating: false, count: labels.count)
        for y in 0..<height {
            for x in 0..<width where image[x, y] < 128 {
                let left = max(0, x - side + 1), top = max(0, y - side + 1)
                if solid.sum(x: left, y: top, width: x - left + 1, height: y - top + 1) > 0 { isShape[labels[x, y]] = true }
            }
        }
        // The component that encloses another is the one just above its topmost pixel (the outer
        // boundary of a region is connected); a paper region touching the border is enclosed by nothing.
        var encloser = [Int](repeating: -1, count: labels.count)
        var top = [Int](repeating: Int.max, count: labels.count), bottom = [Int](repeating: -1, count: labels.count)
        var touchesBorder = [Bool](repeating: false, count: labels.count)
        for y in 0..<height {
            for x in 0..<width {
                let label = labels[x, y]
                if top[label] == Int.max {
                    top[label] = y
                    encloser[label] = y > 0 ? labels[x, y - 1] : -1
                }
                bottom[label] = y
                if x == 0 || y == 0 || x == width - 1 || y == height - 1 { touchesBorder[label] = true }
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
        var output = image.pixels
        for y in 0..<height {
            for x in 0..<width {
                let label = labels[x, y]
                if image[x, y] < 128 {
                    if hasLetters[label] || isCounter[label] || isOutline[label] { output[y * width + x] = 255 }
                } else if isLetter[label] {
                    output[y * width + x] = 0
                }
            }
        }
        return GrayImage(width: width, height: height, pixels: output)
    }
}

/// Connected components of a binary image: ink (< 128) 8-connected, paper 4-connected, so a
/// diagonal gap in a letter's outline does not join its counter to the paper outside.
struct ComponentLabels {
    let width: Int
    private(set) var count = 0
    private var labels: [Int32]

    init(_ image: GrayImage) {
        width = image.width
        let height = image.height
        labels = [Int32](repeating: -1, count: image.pixels.count)
        var parent: [Int32] = []
        func find(_ label: Int32) -> Int32 {
            var root = label
            while parent[Int(root)] != root { root = parent[Int(root)] }
            var current = label
            while parent[Int(current)] != root { let next = parent[Int(current)]; parent[Int(current)] = root; current = next }
            return root
        }
        func union(_ a: Int32, _ b: Int32) {
            let ra = find(a), rb = find(b)
            if ra != rb { parent[Int(max(ra, rb))] = min(ra, rb) }
        }
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                let isInk = image.pixels[index] < 128
                var label: Int32 = -1
                func join(_ neighbour: Int) {
                    guard (image.pixels[neighbour] < 128) == isInk else { return }
                    if label < 0 { label = labels[neighbour] } else if labels[neighbour] != label { union(label, labels[neighbour]) }
                }
                if x > 0 { join(index - 1) }
                if y > 0 {
                    join(index - width)
                    if isInk {
                        if x > 0 { join(index - width - 1) }
                        if x < width - 1 { join(index - width + 1) }
                    }
                }
                if label < 0 {
                    label = Int32(parent.count)
                    parent.append(label)
                }
                labels[index] = label
            }
        }
        // Flatten to dense labels 0..<count.
        var dense = [Int32](repeating: -1, count: parent.count)
        var next: Int32 = 0
        var ink: [Bool] = []
        for index in labels.indices {
            let root = Int(find(labels[index]))
            if dense[root] < 0 {
                dense[root] = next
                next += 1
                ink.append(image.pixels[index] < 128)
            }
            labels[index] = dense[root]
        }
        count = Int(next)
        inkLabels = ink
    }

    private var inkLabels: [Bool] = []

    subscript(x: Int, y: Int) -> Int { Int(labels[y * width + x]) }

    /// Whether the component is ink (dark) rather than paper.
    func isInk(_ label: Int) -> Bool { inkLabels[label] }
}
