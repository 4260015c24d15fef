import Foundation

/// A picture as pair mode compares it: status bar and home indicator cropped, scaled to the
/// working width (area-averaged), blurred lightly, as floating-point grey levels.
struct WorkingImage {
    let width: Int
    let height: Int
    var pixels: [Double]

    /// The part of `image` below the status bar and above the home indicator.
    static func content(of image: GreyImage, settings: PairSettings) -> BoundingBox {
        let top = Int((Double(image.height) * settings.statusBarFraction).rounded())
        let bottom = Int((Double(image.height) * settings.homeIndicatorFraction).rounded())
        return BoundingBox(x: 0, y: top, width: image.width, height: max(0, image.height - top - bottom))
    }

    /// `image` cropped to its content, scaled to `width` x `height` (area-averaged, each axis on
    /// its own, so a snapshot stored at 589 of 1179 pixels across still lines up row for row)
    /// and blurred.
    init(_ image: GreyImage, width: Int, height: Int, settings: PairSettings) {
        let box = Self.content(of: image, settings: settings)
        let columns = Spans(from: box.width, to: width), rows = Spans(from: box.height, to: height)
        // Across: each source row of the content to `width` samples.
        var across = [Double](repeating: 0, count: width * box.height)
        image.pixels.withUnsafeBufferPointer { source in
            across.withUnsafeMutableBufferPointer { target in
                for y in 0..<box.height {
                    let row = (box.y + y) * image.width + box.x
                    for x in 0..<width {
                        var sum = 0.0
                        for k in columns.range(x) { sum += Double(source[row + columns.index[k]]) * columns.weight[k] }
                        target[y * width + x] = sum
                    }
                }
            }
        }
        // Down: each column to `height` samples.
        var scaled = [Double](repeating: 0, count: width * height)
        across.withUnsafeBufferPointer { source in
            scaled.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    for k in rows.range(y) {
                        let row = rows.index[k] * width, weight = rows.weight[k]
                        for x in 0..<width { target[y * width + x] += source[row + x] * weight }
                    }
                }
            }
        }
        self.width = width
        self.height = height
        pixels = Self.gaussianBlur(scaled, width: width, height: height, sigma: settings.blurSigma)
    }

    /// For each output sample, the input samples it covers and their weights (fractional at the
    /// edges, summing to 1), flattened.
    private struct Spans {
        var start: [Int] = [0]
        var index: [Int] = []
        var weight: [Double] = []

        init(from count: Int, to target: Int) {
            let step = Double(count) / Double(target)
            for output in 0..<target {
                let low = Double(output) * step, high = low + step
                var position = Int(low)
                while Double(position) < high, position < count {
                    let covered = min(high, Double(position + 1)) - max(low, Double(position))
                    if covered > 0 {
                        index.append(position)
                        weight.append(covered / step)
                    }
                    position += 1
                }
                start.append(index.count)
            }
        }

        func range(_ output: Int) -> Range<Int> { start[output]..<start[output + 1] }
    }

    /// A separable Gaussian blur with edges extended; `sigma` 0 leaves the pixels as they are.
    static func gaussianBlur(_ pixels: [Double], width: Int, height: Int, sigma: Double) -> [Double] {
        guard sigma > 0, width > 0, height > 0 else { return pixels }
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        var kernel = (-radius...radius).map { offset in
            let x = Double(offset)
            return exp(-(x * x) / (2 * sigma * sigma))
        }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        var across = [Double](repeating: 0, count: pixels.count)
        var down = [Double](repeating: 0, count: pixels.count)
        pixels.withUnsafeBufferPointer { source in
            across.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let row = y * width
                    for x in 0..<width {
                        var sum = 0.0
                        for (index, weight) in kernel.enumerated() {
                            sum += source[row + min(width - 1, max(0, x + index - radius))] * weight
                        }
                        target[row + x] = sum
                    }
                }
            }
        }
        across.withUnsafeBufferPointer { source in
            down.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    for x in 0..<width {
                        var sum = 0.0
                        for (index, weight) in kernel.enumerated() {
                            sum += source[min(height - 1, max(0, y + index - radius)) * width + x] * weight
                        }
                        target[y * width + x] = sum
                    }
                }
            }
        }
        return down
    }
}
