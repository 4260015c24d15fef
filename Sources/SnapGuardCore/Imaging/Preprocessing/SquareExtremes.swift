/// The brightest and the darkest level in the square of side `2 * reach + 1` centred on each
/// pixel of an 8-bit image, the square clipped to the image: what Leptonica's grey dilation and
/// erosion with that brick (`pixDilateGray`, `pixErodeGray`) give, at a fraction of their cost.
///
/// The square is separable: the extremes down each column first, then along each row of those.
/// Down the columns, van Herk and Gil-Werman's blocks: the rows fall into blocks as tall as the
/// square, and the extremes of any run of rows as tall as the square are those of a suffix of one
/// block and a prefix of the next, each kept for whole rows. Along each row, doubling: the
/// extremes of runs of 1, 2, 4, … pixels, each from two of the run before, until two overlapping
/// runs cover the square. Either way a pixel costs a few comparisons whatever the reach (2 × reach
/// before), and each step is one whole row against another, which the compiler turns into vector
/// instructions.
struct SquareExtremes {
    let width: Int
    let height: Int
    /// The brightest level around each pixel, row-major.
    let brightest: [UInt8]
    /// The darkest level around each pixel, row-major.
    let darkest: [UInt8]

    init(_ image: GreyImage, reach: Int) {
        precondition(reach >= 0)
        let width = image.width, height = image.height, count = width * height
        self.width = width
        self.height = height
        guard count > 0 else {
            brightest = []
            darkest = []
            return
        }
        var high = image.pixels, low = image.pixels
        image.pixels.withUnsafeBufferPointer { source in
            high.withUnsafeMutableBufferPointer { high in
                low.withUnsafeMutableBufferPointer { low in
                    guard let source = source.baseAddress, let high = high.baseAddress, let low = low.baseAddress else { return }
                    Self.downColumns(source, into: high, low, width: width, height: height, reach: reach)
                    Self.alongRows(high, low, width: width, height: height, reach: reach)
                }
            }
        }
        brightest = high
        darkest = low
    }

    /// Replaces each row of `high` and `low` (both holding `source` on entry) with the extremes of
    /// `source` in the rows within `reach` above and below it.
    private static func downColumns(_ source: UnsafePointer<UInt8>, into high: UnsafeMutablePointer<UInt8>,
                                    _ low: UnsafeMutablePointer<UInt8>, width: Int, height: Int, reach: Int) {
        let block = 2 * reach + 1
        // Prefixes: each row takes in the rows above it in its block.
        for y in 0..<height where y % block != 0 {
            combine(high + y * width, low + y * width, with: high + (y - 1) * width, low + (y - 1) * width, count: width)
        }
        // Suffixes of one block at a time: each row takes in the rows below it in its block.
        let suffixHigh = UnsafeMutablePointer<UInt8>.allocate(capacity: block * width)
        let suffixLow = UnsafeMutablePointer<UInt8>.allocate(capacity: block * width)
        defer {
            suffixHigh.deallocate()
            suffixLow.deallocate()
        }
        var loaded = -1
        func loadSuffixes(of index: Int) {
            let first = index * block, last = min(first + block, height) - 1
            for y in stride(from: last, through: first, by: -1) {
                let row = (y - first) * width
                (suffixHigh + row).update(from: source + y * width, count: width)
                (suffixLow + row).update(from: source + y * width, count: width)
                if y < last { combine(suffixHigh + row, suffixLow + row, with: suffixHigh + row + width, suffixLow + row + width, count: width) }
            }
            loaded = index
        }
        // Row y's run is rows top...bottom (clipped to the image): a suffix of top's block and a
        // prefix of bottom's, or one of them alone when both lie in one block. The prefix of a row
        // is no longer needed once written over: later rows' runs end below it.
        for y in 0..<height {
            let top = max(0, y - reach), bottom = min(height - 1, y + reach)
            let output = y * width
            if top / block == bottom / block && top % block == 0 {
                if bottom != y {
                    (high + output).update(from: high + bottom * width, count: width)
                    (low + output).update(from: low + bottom * width, count: width)
                }
                continue
            }
            if top / block != loaded { loadSuffixes(of: top / block) }
            let suffix = (top % block) * width
            if top / block == bottom / block {
                // The image's last rows: the suffix ends at its bottom.
                (high + output).update(from: suffixHigh + suffix, count: width)
                (low + output).update(from: suffixLow + suffix, count: width)
            } else {
                maximumAndMinimum(suffixHigh + suffix, suffixLow + suffix, high + bottom * width, low + bottom * width,
                                  into: high + output, low + output, count: width)
            }
        }
    }

    /// Replaces each row of `high` and `low` with the extremes of the pixels within `reach` left and right.
    private static func alongRows(_ high: UnsafeMutablePointer<UInt8>, _ low: UnsafeMutablePointer<UInt8>,
                                  width: Int, height: Int, reach: Int) {
        guard reach > 0 else { return }
        let run = 2 * reach + 1, padded = width + 2 * reach
        // Each row with `reach` pixels either side that never win (0 for the brightest, 255 for
        // the darkest), and a second buffer for each doubling.
        let buffers = (0..<4).map { _ in UnsafeMutablePointer<UInt8>.allocate(capacity: padded) }
        defer { buffers.forEach { $0.deallocate() } }
        for y in 0..<height {
            var highRuns = buffers[0], lowRuns = buffers[1], nextHigh = buffers[2], nextLow = buffers[3]
            highRuns.update(repeating: 0, count: padded)
            lowRuns.update(repeating: 255, count: padded)
            (highRuns + reach).update(from: high + y * width, count: width)
            (lowRuns + reach).update(from: low + y * width, count: width)
            // Runs of `length` pixels starting at each position (as far as one fits in the padded
            // row), doubled while two still fit in the square.
            var length = 1
            while 2 * length <= run {
                maximumAndMinimum(highRuns, lowRuns, highRuns + length, lowRuns + length, into: nextHigh, nextLow,
                                  count: padded - 2 * length + 1)
                swap(&highRuns, &nextHigh)
                swap(&lowRuns, &nextLow)
                length *= 2
            }
            // Pixel x's square starts at x in the padded row; two runs of `length` cover it.
            maximumAndMinimum(highRuns, lowRuns, highRuns + run - length, lowRuns + run - length,
                              into: high + y * width, low + y * width, count: width)
        }
    }

    /// `high[i] = max(high[i], higher[i])`, `low[i] = min(low[i], lower[i])` for `count` pixels.
    @inline(__always)
    private static func combine(_ high: UnsafeMutablePointer<UInt8>, _ low: UnsafeMutablePointer<UInt8>,
                                with higher: UnsafePointer<UInt8>, _ lower: UnsafePointer<UInt8>, count: Int) {
        for index in 0..<count {
            high[index] = max(high[index], higher[index])
            low[index] = min(low[index], lower[index])
        }
    }

    /// `high[i] = max(a[i], b[i])` and `low[i] = min(c[i], d[i])` for `count` pixels (the outputs are other memory).
    @inline(__always)
    private static func maximumAndMinimum(_ highA: UnsafePointer<UInt8>, _ lowA: UnsafePointer<UInt8>,
                                          _ highB: UnsafePointer<UInt8>, _ lowB: UnsafePointer<UInt8>,
                                          into high: UnsafeMutablePointer<UInt8>, _ low: UnsafeMutablePointer<UInt8>, count: Int) {
        for index in 0..<count {
            high[index] = max(highA[index], highB[index])
            low[index] = min(lowA[index], lowB[index])
        }
    }
}
