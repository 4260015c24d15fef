/// The brightest and the darkest level in the square of side `2 * reach + 1` centred on each
/// pixel of an 8-bit image, the square clipped to the image: what Leptonica's grey dilation and
/// erosion with that brick (`pixDilateGray`, `pixErodeGray`) give, at a fraction of their cost.
///
/// The square is separable: the extremes down each column first, then along each row of those.
/// Each step is one whole row against another (or one shift of a whole row), which the compiler
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
        // Down columns first: each row of `high` and `low` starts as the image's row and takes in the
        // rows within `reach` above and below. Then along each row, in place, against a copy of it.
        // Two images and two rows in memory at a time.
        var high = image.pixels, low = image.pixels
        let across = min(reach, width - 1)
        image.pixels.withUnsafeBufferPointer { source in
            high.withUnsafeMutableBufferPointer { high in
                low.withUnsafeMutableBufferPointer { low in
                    guard let source = source.baseAddress, let high = high.baseAddress, let low = low.baseAddress else { return }
                    for y in 0..<height {
                        for other in max(0, y - reach)...min(height - 1, y + reach) where other != y {
                            Self.combine(high + y * width, low + y * width, with: source + other * width, count: width)
                        }
                    }
                    let rowHigh = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
                    let rowLow = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
                    defer {
                        rowHigh.deallocate()
                        rowLow.deallocate()
                    }
                    for y in 0..<height {
                        let high = high + y * width, low = low + y * width
                        rowHigh.update(from: high, count: width)
                        rowLow.update(from: low, count: width)
                        for shift in stride(from: 1, through: across, by: 1) {
                            Self.combine(high, low, with: rowHigh + shift, rowLow + shift, count: width - shift)
                            Self.combine(high + shift, low + shift, with: rowHigh, rowLow, count: width - shift)
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
