import CLeptonica

/// A turn of the whole image by a multiple of 90 degrees, for screens that are stored sideways
/// or upside down (a landscape capture, a JPEG whose orientation tag was lost).
package enum Rotation: CaseIterable, Sendable {
    case clockwise
    case counterClockwise
    case halfTurn

    /// The image turned (Leptonica's `pixRotateOrth`).
    package func apply(to image: GreyImage) throws(ImageError) -> GreyImage {
        try LeptonicaPix.apply(to: image, "turn") { LeptonicaPix(taking: pixRotateOrth($0.pointer(), quarterTurns)) }
    }

    /// Clockwise quarter turns.
    private var quarterTurns: Int32 {
        switch self {
        case .clockwise: 1
        case .halfTurn: 2
        case .counterClockwise: 3
        }
    }

    /// Where a box found in the turned image lies in the original of `width` × `height`.
    package func boxInOriginal(_ box: BoundingBox, width: Int, height: Int) -> BoundingBox {
        switch self {
        case .clockwise:
            BoundingBox(x: box.y, y: height - box.maxX, width: box.height, height: box.width)
        case .counterClockwise:
            BoundingBox(x: width - box.maxY, y: box.x, width: box.height, height: box.width)
        case .halfTurn:
            BoundingBox(x: width - box.maxX, y: height - box.maxY, width: box.width, height: box.height)
        }
    }
}
