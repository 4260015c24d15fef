/// Scales an image by a factor: area-averaging when shrinking (no aliasing of thin strokes),
/// bilinear when enlarging.
public struct Resize: ImageStage {
    public let factor: Double

    public init(factor: Double) {
        precondition(factor > 0, "resize factor must be positive")
        self.factor = factor
    }

    public var name: String { "resize(\(String(format: "%.2f", factor)))" }
    public var scaleFactor: Double { factor }

    public func apply(to image: GrayImage) -> GrayImage {
        let width = max(1, Int((Double(image.width) * factor).rounded()))
        let height = max(1, Int((Double(image.height) * factor).rounded()))
        if width == image.width && height == image.height { return image }
        return factor < 1 ? areaAverage(image, width: width, height: height) : bilinear(image, width: width, height: height)
    }

    /// Each output pixel is the mean of the input pixels it covers, with fractional edge weights.
    private func areaAverage(_ image: GrayImage, width: Int, height: Int) -> GrayImage {
        let xSpans = Self.spans(from: image.width, to: width)
        let ySpans = Self.spans(from: image.height, to: height)
        var output = [UInt8](repeating: 0, count: width * height)
        var rowSums = [Double](repeating: 0, count: width)
        image.pixels.withUnsafeBufferPointer { source in
            for (outY, ySpan) in ySpans.enumerated() {
                for index in rowSums.indices { rowSums[index] = 0 }
                for (inY, yWeight) in ySpan {
                    let row = inY * image.width
                    for (outX, xSpan) in xSpans.enumerated() {
                        var sum = 0.0
                        for (inX, xWeight) in xSpan { sum += Double(source[row + inX]) * xWeight }
                        rowSums[outX] += sum * yWeight
                    }
                }
                for outX in 0..<width { output[outY * width + outX] = UInt8(min(255, max(0, rowSums[outX].rounded()))) }
            }
        }
        return GrayImage(width: width, height: height, pixels: output)
    }

    /// For each output index, the input indices it covers and their normalised weights.
    private static func spans(from inputCount: Int, to outputCount: Int) -> [[(Int, Double)]] {
        let step = Double(inputCount) / Double(outputCount)
        return (0..<outputCount).map { index in
            let start = Double(index) * step, end = start + step
            var span: [(Int, Double)] = []
            var position = Int(start)
            while Double(position) < end && position < inputCount {
                let covered = min(end, Double(position + 1)) - max(start, Double(position))
                if covered > 0 { span.append((position, covered / step)) }
                position += 1
            }
            return span
        }
    }

    private func bilinear(_ image: GrayImage, width: Int, height: Int) -> GrayImage {
        var output = [UInt8](repeating: 0, count: width * height)
        let xScale = Double(image.width) / Double(width), yScale = Double(image.height) / Double(height)
        image.pixels.withUnsafeBufferPointer { source in
            for outY in 0..<height {
                let sourceY = max(0, (Double(outY) + 0.5) * yScale - 0.5)
                let y0 = min(Int(sourceY), image.height - 1), y1 = min(y0 + 1, image.height - 1)
                let fy = sourceY - Double(y0)
                for outX in 0..<width {
                    let sourceX = max(0, (Double(outX) + 0.5) * xScale - 0.5)
                    let x0 = min(Int(sourceX), image.width - 1), x1 = min(x0 + 1, image.width - 1)
                    let fx = sourceX - Double(x0)
                    let top = Double(source[y0 * image.width + x0]) * (1 - fx) + Double(source[y0 * image.width + x1]) * fx
                    let bottom = Double(source[y1 * image.width + x0]) * (1 - fx) + Double(source[y1 * image.width + x1]) * fx
                    output[outY * width + outX] = UInt8(min(255, max(0, (top * (1 - fy) + bottom * fy).rounded())))
                }
            }
        }
        return GrayImage(width: width, height: height, pixels: output)
    }
}
