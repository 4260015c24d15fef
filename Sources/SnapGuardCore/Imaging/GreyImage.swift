/// An 8-bit greyscale image, one byte per pixel, rows packed without padding.
///
/// Every preprocessing stage takes and returns a `GreyImage`; it is a value type, so stages
/// cannot disturb each other's input.
public struct GreyImage: Hashable, Sendable {
    /// Pixels darker than this are ink, the rest paper: the midpoint of black and white. The
    /// binarising stages leave only 0 and 255, so for their images any midpoint splits the same;
    /// for a grey image it is where a dark background ends (`DarkOnLight`). `LeptonicaPix.ink`
    /// packs eight pixels at a time by their top bit, which is this test only at 128.
    package static let inkThreshold: UInt8 = 128

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Row-major luminance, 0 = black, 255 = white.
    public var pixels: [UInt8]

    /// An image of `width` × `height` pixels, row by row from the top (`pixels.count` must be
    /// `width * height`).
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

    /// The grey level at (`x`, `y`): 0 is black, 255 white.
    public subscript(x: Int, y: Int) -> UInt8 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    package var bounds: BoundingBox { BoundingBox(x: 0, y: 0, width: width, height: height) }

    /// The part of the image inside `box` (clipped to the image).
    package func cropped(to box: BoundingBox) -> GreyImage {
        guard let region = box.intersection(bounds) else { return GreyImage(width: 0, height: 0, pixels: []) }
        let out = pixels.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: region.width * region.height) { target, count in
                guard let to = target.baseAddress, let from = source.baseAddress else { return }
                for row in 0..<region.height {
                    (to + row * region.width).initialize(from: from + (region.y + row) * width + region.x, count: region.width)
                }
                count = region.width * region.height
            }
        }
        return GreyImage(width: region.width, height: region.height, pixels: out)
    }

    /// Counts of each grey level. Screens are mostly one level, so four interleaved tallies are
    /// kept (each increment then waits less on the one before) and added up at the end.
    package func histogram() -> [Int] {
        var tallies = [Int](repeating: 0, count: 4 * 256)
        tallies.withUnsafeMutableBufferPointer { tallies in
            pixels.withUnsafeBufferPointer { pixels in
                let quads = pixels.count / 4
                for index in 0..<quads {
                    tallies[Int(pixels[4 * index])] += 1
                    tallies[256 + Int(pixels[4 * index + 1])] += 1
                    tallies[512 + Int(pixels[4 * index + 2])] += 1
                    tallies[768 + Int(pixels[4 * index + 3])] += 1
                }
                for index in (4 * quads)..<pixels.count { tallies[Int(pixels[index])] += 1 }
            }
        }
        return (0..<256).map { tallies[$0] + tallies[256 + $0] + tallies[512 + $0] + tallies[768 + $0] }
    }
}
