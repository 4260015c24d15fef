/// The brightest and the darkest level in the square of side `2 * reach + 1` centred on each
/// pixel of an 8-bit image, the square clipped to the image: what Leptonica's grey dilation and
/// erosion with that brick (`pixDilateGray`, `pixErodeGray`) give, at a fraction of their cost.
///
/// The square is separable: the extremes along each row first, then along each column of those.
/// Each step is one shift of a whole row (or one whole row against another), which the compiler
/// turns into vector instructions, and every pass runs along rows, never down columns.
struct SquareExtremes {
    let width: Int
    let height: Int
    /// The brightest level around each pixel, row-major.
    let brightest: [UInt8]
    /// The darkest level around each pixel, row-major.
    let darkest: [UInt8]

    init(_ image: GrayImage, reach: Int) {
        precondition(reach >= 0)
        let width = image.width, height = image.height, count = width * height
        self.width = width
        self.height = height
        guard count > 0 else {
            brightest = []
            darkest = []
            return
        }
        // Along rows, into `rowHigh` and `rowLow`.
        var rowHigh = image.pixels, rowLow = image.pixels
        let across = min(reach, width - 1)
        image.pixels.withUnsafeBufferPointer { source in
            rowHigh.withUnsafeMutableBufferPointer { high in
                rowLow.withUnsafeMutableBufferPointer { low in
                    guard let source = source.baseAddress, let high = high.baseAddress, let low = low.baseAddress else { return }
                    for y in 0..<height {
                        let row = source + y * width, rowHigh = high + y * width, rowLow = low + y * width
                        for shift in stride(from: 1, through: across, by: 1) {
                            Self.combine(rowHigh, rowLow, with: row + shift, count: width - shift)
                            Self.combine(rowHigh + shift, rowLow + shift, with: row, count: width - shift)
                        }
                    }
                }
            }
        }
        // Down columns: each output row is the extreme of the row results within `reach` rows.
        var high = rowHigh, low = rowLow
        rowHigh.withUnsafeBufferPointer { rowHigh in
            rowLow.withUnsafeBufferPointer { rowLow in
                high.withUnsafeMutableBufferPointer { high in
                    low.withUnsafeMutableBufferPointer { low in
                        guard let rowHigh = rowHigh.baseAddress, let rowLow = rowLow.baseAddress,
                              let high = high.baseAddress, let low = low.baseAddress else { return }
                        for y in 0..<height {
                            for other in max(0, y - reach)...min(height - 1, y + reach) where other != y {
                                Self.combine(high + y * width, low + y * width, with: rowHigh + other * width,
                                             rowLow + other * width, count: width)
                            }
                        }
                    }
                }
            }
        }
        brightest = high
        darkest = low
    }

    /// `high[i] = max(high[i], values[i])`, `low[i] = min(low[i], values[i])` for `count` pixels.
    @inline(__always)
    private static func combine(_ high: UnsafeMutablePointer<UInt8>, _ low: UnsafeMutablePointer<UInt8>,
                                with values: UnsafePointer<UInt8>, count: Int) {
        combine(high, low, with: values, values, count: count)
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
}
