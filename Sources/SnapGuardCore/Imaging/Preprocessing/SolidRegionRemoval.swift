/// Clears black regions of a binary image that are too thick to be letter strokes.
///
/// After background binarisation, the edge of a chat bubble or card, where the estimated
/// background switches colour, turns into a solid black band that touches nearby letters and
/// stops Tesseract from reading them. Strokes of body text are a few pixels wide; anything that
/// holds a solid `maximumStroke` × `maximumStroke` square of ink is a shape, not a letter, and
/// is cleared (a morphological top-hat: the image minus its opening).
public struct SolidRegionRemoval: ImageStage {
    /// Side of the smallest solid square that is not part of a letter, in pixels.
    public var maximumStroke: Int

    public init(maximumStroke: Int = 12) {
        precondition(maximumStroke >= 2)
        self.maximumStroke = maximumStroke
    }

    public var name: String { "clear-solid(\(maximumStroke))" }

    public func apply(to image: GrayImage) -> GrayImage {
        let width = image.width, height = image.height, side = maximumStroke
        guard width >= side, height >= side else { return image }
        // Integral image of ink (black) pixels.
        let ink = IntegralImage(width: width, height: height) { x, y in image[x, y] < 128 ? 1 : 0 }
        // A square's top-left corner is "solid" when every pixel in it is ink (the erosion).
        let solid = IntegralImage(width: width, height: height) { x, y in
            x + side <= width && y + side <= height && ink.sum(x: x, y: y, width: side, height: side) == side * side ? 1 : 0
        }
        var output = image.pixels
        for y in 0..<height {
            for x in 0..<width where image[x, y] < 128 {
                // The pixel belongs to the opening when some solid square covers it (the dilation).
                let left = max(0, x - side + 1), top = max(0, y - side + 1)
                if solid.sum(x: left, y: top, width: x - left + 1, height: y - top + 1) > 0 { output[y * width + x] = 255 }
            }
        }
        return GrayImage(width: width, height: height, pixels: output)
    }
}

/// Summed-area table: the sum of any rectangle in constant time.
struct IntegralImage {
    let width: Int
    private var sums: [Int32]

    init(width: Int, height: Int, value: (Int, Int) -> Int32) {
        self.width = width
        var sums = [Int32](repeating: 0, count: (width + 1) * (height + 1))
        for y in 0..<height {
            var rowSum: Int32 = 0
            for x in 0..<width {
                rowSum += value(x, y)
                sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + rowSum
            }
        }
        self.sums = sums
    }

    func sum(x: Int, y: Int, width w: Int, height h: Int) -> Int {
        let stride = width + 1
        return Int(sums[(y + h) * stride + x + w] - sums[y * stride + x + w] - sums[(y + h) * stride + x] + sums[y * stride + x])
    }
}
