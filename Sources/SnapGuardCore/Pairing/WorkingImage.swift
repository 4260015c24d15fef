import Foundation

/// A picture as pair mode compares it: status bar and home indicator cropped, scaled to the
/// working width (area-averaged), blurred lightly, as floating-point grey levels.
struct WorkingImage {
    let width: Int
    let height: Int
    var pixels: [Double]

    /// The part of `image` below the status bar and above the home indicator.
    static func content(of image: GrayImage, settings: PairSettings) -> BoundingBox {
        let top = Int((Double(image.height) * settings.statusBarFraction).rounded())
        let bottom = Int((Double(image.height) * settings.homeIndicatorFraction).rounded())
        return BoundingBox(x: 0, y: top, width: image.width, height: max(0, image.height - top - bottom))
    }

    /// `image` cropped to its content, scaled to `width` x `height` (area-averaged, each axis on
    /// its own, so a snapshot stored at 589 of 1179 pixels across still lines up row for row)
    /// and blurred.
    init(_ image: GrayImage, width: Int, height: Int, settings: PairSettings) {
        let content = image.cropped(to: Self.content(of: image, settings: settings))
        let values = content.pixels.map(Double.init)
        let across = Self.areaAverage(values, count: content.width, stride: 1, lines: content.height, lineStride: content.width,
                                      to: width)
        let scaled = Self.areaAverage(across, count: content.height, stride: width, lines: width, lineStride: 1, to: height)
        self.width = width
        self.height = height
        pixels = Self.gaussianBlur(scaled, width: width, height: height, sigma: settings.blurSigma)
    }

    /// Shrinks every line of `values` (each `count` samples, `stride` apart; lines `lineStride`
    /// apart) to `target` samples, each the mean of the input it covers (fractional edges weighted).
    /// The output is laid out row-major at the new size.
    private static func areaAverage(_ values: [Double], count: Int, stride: Int, lines: Int, lineStride: Int,
                                    to target: Int) -> [Double] {
        let step = Double(count) / Double(target)
        var spans: [[(Int, Double)]] = []
        for index in 0..<target {
            let start = Double(index) * step, end = start + step
            var span: [(Int, Double)] = []
            var position = Int(start)
            while Double(position) < end, position < count {
                let covered = min(end, Double(position + 1)) - max(start, Double(position))
                if covered > 0 { span.append((position, covered / step)) }
                position += 1
            }
            spans.append(span)
        }
        // Output: for a horizontal pass (stride 1) lines are rows: out[line * target + i];
        // for a vertical pass lines are columns: out[i * lines + line].
        var output = [Double](repeating: 0, count: target * lines)
        for line in 0..<lines {
            let base = line * lineStride
            for (index, span) in spans.enumerated() {
                var sum = 0.0
                for (position, weight) in span { sum += values[base + position * stride] * weight }
                if stride == 1 { output[line * target + index] = sum } else { output[index * lines + line] = sum }
            }
        }
        return output
    }

    private init(width: Int, height: Int, pixels: [Double]) {
        self.width = width
        self.height = height
        self.pixels = pixels
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
        for y in 0..<height {
            let row = y * width
            for x in 0..<width {
                var sum = 0.0
                for (index, weight) in kernel.enumerated() {
                    let source = min(width - 1, max(0, x + index - radius))
                    sum += pixels[row + source] * weight
                }
                across[row + x] = sum
            }
        }
        var down = [Double](repeating: 0, count: pixels.count)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0.0
                for (index, weight) in kernel.enumerated() {
                    let source = min(height - 1, max(0, y + index - radius))
                    sum += across[source * width + x] * weight
                }
                down[y * width + x] = sum
            }
        }
        return down
    }
}
