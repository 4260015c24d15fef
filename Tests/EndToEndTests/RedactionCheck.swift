import SnapGuardCore

/// Looks at the pixels of a redacted image.
enum RedactionCheck {
    /// How many pixels inside `box` are not black.
    static func nonBlackPixels(in image: ColourImage, inside box: BoundingBox) throws -> Int {
        nonBlackPixels(in: try Greyscale().apply(to: image), inside: box)
    }

    /// How many pixels inside `box` are not black.
    static func nonBlackPixels(in image: GreyImage, inside box: BoundingBox) -> Int {
        var count = 0
        for y in box.minY..<box.maxY {
            for x in box.minX..<box.maxX where image[x, y] != 0 { count += 1 }
        }
        return count
    }
}
