/// An 8-bit greyscale image, one byte per pixel, rows packed without padding.
///
/// Every preprocessing stage takes and returns a `GrayImage`; it is a value type, so stages
/// cannot disturb each other's input.
public struct GrayImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Row-major luminance, 0 = black, 255 = white.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height, "pixel buffer does not match size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A uniform image.
    public init(width: Int, height: Int, filledWith value: UInt8) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: value, count: width * height))
    }

    public subscript(x: Int, y: Int) -> UInt8 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    public var bounds: BoundingBox { BoundingBox(x: 0, y: 0, width: width, height: height) }

    /// The part of the image inside `box` (clipped to the image).
    public func cropped(to box: BoundingBox) -> GrayImage {
        guard let region = box.intersection(bounds) else { return GrayImage(width: 0, height: 0, pixels: []) }
        var out = [UInt8](repeating: 0, count: region.width * region.height)
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for row in 0..<region.height {
                    let from = (region.y + row) * width + region.x
                    let to = row * region.width
                    for column in 0..<region.width { target[to + column] = source[from + column] }
                }
            }
        }
        return GrayImage(width: region.width, height: region.height, pixels: out)
    }

    /// Counts of each grey level.
    public func histogram() -> [Int] {
        var counts = [Int](repeating: 0, count: 256)
        counts.withUnsafeMutableBufferPointer { counts in
            pixels.withUnsafeBufferPointer { pixels in
                for value in pixels { counts[Int(value)] += 1 }
            }
        }
        return counts
    }
}
