/// A turn of the whole image by a multiple of 90 degrees, for screens that are stored sideways
/// or upside down (a landscape capture, a JPEG whose orientation tag was lost).
public enum Rotation: CaseIterable, Sendable {
    case clockwise
    case counterClockwise
    case halfTurn

    /// The image turned.
    public func apply(to image: GrayImage) -> GrayImage {
        let width = image.width, height = image.height
        var output = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                for x in 0..<width {
                    let (turnedX, turnedY) = position(x: x, y: y, width: width, height: height)
                    let turnedWidth = self == .halfTurn ? width : height
                    output[turnedY * turnedWidth + turnedX] = source[y * width + x]
                }
            }
        }
        return self == .halfTurn ? GrayImage(width: width, height: height, pixels: output)
            : GrayImage(width: height, height: width, pixels: output)
    }

    /// Where a box found in the turned image lies in the original of `width` × `height`.
    public func boxInOriginal(_ box: BoundingBox, width: Int, height: Int) -> BoundingBox {
        switch self {
        case .clockwise:
            BoundingBox(x: box.y, y: height - box.maxX, width: box.height, height: box.width)
        case .counterClockwise:
            BoundingBox(x: width - box.maxY, y: box.x, width: box.height, height: box.width)
        case .halfTurn:
            BoundingBox(x: width - box.maxX, y: height - box.maxY, width: box.width, height: box.height)
        }
    }

    /// Where the original pixel (x, y) lands in the turned image.
    private func position(x: Int, y: Int, width: Int, height: Int) -> (Int, Int) {
        switch self {
        case .clockwise: (height - 1 - y, x)
        case .counterClockwise: (y, width - 1 - x)
        case .halfTurn: (width - 1 - x, height - 1 - y)
        }
    }
}
