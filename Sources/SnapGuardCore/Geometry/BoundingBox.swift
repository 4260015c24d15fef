/// An axis-aligned rectangle in the pixels of the source image as a viewer shows it
/// (origin top-left, y growing downwards).
public struct BoundingBox: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Left edge, in image pixels.
    public var x: Int
    /// Top edge, in image pixels (y grows downwards).
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// The box with top-left corner (`x`, `y`) and the given size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var minX: Int { x }
    package var minY: Int { y }
    package var maxX: Int { x + width }
    package var maxY: Int { y + height }
    package var midY: Int { y + height / 2 }
    package var area: Int { max(0, width) * max(0, height) }
    package var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest box that holds both boxes.
    package func union(_ other: BoundingBox) -> BoundingBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = min(minX, other.minX), top = min(minY, other.minY)
        return BoundingBox(x: left, y: top,
                           width: max(maxX, other.maxX) - left,
                           height: max(maxY, other.maxY) - top)
    }

    /// The overlap of both boxes, or nil when they do not overlap.
    package func intersection(_ other: BoundingBox) -> BoundingBox? {
        let left = max(minX, other.minX), top = max(minY, other.minY)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return BoundingBox(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Intersection over union, 0 when disjoint and 1 when identical.
    package func overlapRatio(with other: BoundingBox) -> Double {
        guard let shared = intersection(other) else { return 0 }
        let unionArea = area + other.area - shared.area
        return unionArea > 0 ? Double(shared.area) / Double(unionArea) : 0
    }

    /// This box mapped from a resized image back to the source image.
    package func scaled(by factor: Double) -> BoundingBox {
        guard factor != 1 else { return self }
        let left = Int((Double(x) * factor).rounded(.down))
        let top = Int((Double(y) * factor).rounded(.down))
        let right = Int((Double(maxX) * factor).rounded(.up))
        let bottom = Int((Double(maxY) * factor).rounded(.up))
        return BoundingBox(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// This box moved by an offset, for results read from a cropped region.
    package func offsetBy(dx: Int, dy: Int) -> BoundingBox {
        BoundingBox(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// This box grown by `margin` on every side and kept inside `bounds`.
    package func expanded(by margin: Int, within bounds: BoundingBox) -> BoundingBox {
        let grown = BoundingBox(x: x - margin, y: y - margin, width: width + 2 * margin, height: height + 2 * margin)
        return grown.intersection(bounds) ?? self
    }

    /// `WIDTHxHEIGHT+X+Y`, as ImageMagick writes geometry.
    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}

extension Sequence where Element == BoundingBox {
    /// The smallest box that holds every box in the sequence, or nil when empty.
    package func unionBox() -> BoundingBox? {
        reduce(nil) { partial, box in partial.map { $0.union(box) } ?? box }
    }
}
