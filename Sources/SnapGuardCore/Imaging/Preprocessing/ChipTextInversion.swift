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
        guard image.width >= maximumStroke, image.height >= maximumStroke else { return image }
        // Components of ink (8-connected) and of paper (4-connected).
        let labels = ComponentLabels(image)
        // A shape holds a solid square of ink: the component of each square's centre.
        var isShape = [Bool](repeating: false, count: labels.count)
        for index in try Self.solidSquareCentres(in: image, side: maximumStroke) { isShape[labels.label(at: index)] = true }
        let layout = ComponentLayout(labels)
        let (isLetter, hasLetters) = letters(labels: labels, layout: layout, isShape: isShape)
        let isOutline = outlines(labels: labels, layout: layout, isShape: isShape)
        guard hasLetters.contains(true) || isOutline.contains(true) else { return image }
        // What becomes of each component: 0 stays, 1 turns to paper, 2 turns to ink. The shapes
        // with letters, the letters' counters (ink inside a letter) and the outlines go; the
        // letters turn to ink.
        var change = [UInt8](repeating: 0, count: labels.count)
        for label in 0..<labels.count {
            if labels.isInk(label) {
                let encloser = layout.encloser[label]
                let isCounter = !isShape[label] && encloser >= 0 && isLetter[encloser]
                if hasLetters[label] || isCounter || isOutline[label] { change[label] = 1 }
            } else if isLetter[label] {
                change[label] = 2
            }
        }
        return labels.repainted(image, change)
    }

    /// Letters: paper regions inside a shape, no taller than text (`isLetter`), and the shapes
    /// that hold them (`hasLetters`), only where the shape's rows are single runs (a chip's outline
    /// is convex; a blurred word binarised into one blob has gaps between its ascenders that open
    /// to the paper).
    private func letters(labels: ComponentLabels, layout: ComponentLayout, isShape: [Bool])
        -> (isLetter: [Bool], hasLetters: [Bool]) {
        var isLetter = [Bool](repeating: false, count: labels.count)
        var hasLetters = [Bool](repeating: false, count: labels.count)
        for label in 0..<labels.count where !labels.isInk(label) && layout.isEnclosed(label)
            && isShape[layout.encloser[label]] && layout.span(of: label) < maximumTextHeight {
            isLetter[label] = true
            hasLetters[layout.encloser[label]] = true
        }
        for label in 0..<labels.count where hasLetters[label]
            && !rowsAreSingleRuns(label, labels: labels, top: layout.top[label], bottom: layout.bottom[label],
                                  paper: layout.encloser[label]) {
            hasLetters[label] = false
        }
        for label in 0..<labels.count where isLetter[label] && !hasLetters[layout.encloser[label]] { isLetter[label] = false }
        return (isLetter, hasLetters)
    }

    /// Outlines: a thin ink ring (not a shape) around a small paper region holding two or more
    /// ink components, like the outline of a pill around its value; Tesseract reads the text once
    /// the ring is gone. Letters' counters hold no ink; cards and bubbles are taller.
    private func outlines(labels: ComponentLabels, layout: ComponentLayout, isShape: [Bool]) -> [Bool] {
        var enclosedInk = [Int](repeating: 0, count: labels.count)
        for label in 0..<labels.count where labels.isInk(label) && layout.encloser[label] >= 0 {
            enclosedInk[layout.encloser[label]] += 1
        }
        var isOutline = [Bool](repeating: false, count: labels.count)
        for label in 0..<labels.count where !labels.isInk(label) && layout.isEnclosed(label)
            && !isShape[layout.encloser[label]] && enclosedInk[label] >= 2
            && layout.span(of: label) < maximumTextHeight * 3 / 2 {
            isOutline[layout.encloser[label]] = true
        }
        return isOutline
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
