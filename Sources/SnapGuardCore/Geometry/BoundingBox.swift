/// An axis-aligned rectangle in the pixels of the source image as a viewer shows it
/// (origin top-left, y growing downwards).
public struct BoundingBox: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Int { x }
    public var minY: Int { y }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var midX: Int { x + width / 2 }
    public var midY: Int { y + height / 2 }
    public var area: Int { max(0, width) * max(0, height) }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest box that holds both boxes.
    public func union(_ other: BoundingBox) -> BoundingBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = min(minX, other.minX), top = min(minY, other.minY)
        return BoundingBox(x: left, y: top,
                           width: max(maxX, other.maxX) - left,
                           height: max(maxY, other.maxY) - top)
    }

    /// The overlap of both boxes, or nil when they do not overlap.
    public func intersection(_ other: BoundingBox) -> BoundingBox? {
        let left = max(minX, other.minX), top = max(minY, other.minY)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return BoundingBox(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Intersection over union, 0 when disjoint and 1 when identical.
    public func overlapRatio(with other: BoundingBox) -> Double {
        guard let shared = intersection(other) else { return 0 }
        let unionArea = area + other.area - shared.area
        return unionArea > 0 ? Double(shared.area) / Double(unionArea) : 0
    }

    /// This box mapped from a resized image back to the source image.
    public func scaled(by factor: Double) -> BoundingBox {
        guard factor != 1 else { return self }
        let left = Int((Double(x) * factor).rounded(.down))
        let top = Int((Double(y) * factor).rounded(.down))
        let right = Int((Double(maxX) * factor).rounded(.up))
        let bottom = Int((Double(maxY) * factor).rounded(.up))
        return BoundingBox(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// This box moved by an offset, for results read from a cropped region.
    public func offsetBy(dx: Int, dy: Int) -> BoundingBox {
        BoundingBox(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// This box grown by `margin` on every side and kept inside `bounds`.
    public func expanded(by margin: Int, within bounds: BoundingBox) -> BoundingBox {
        let grown = BoundingBox(x: x - margin, y: y - margin, width: width + 2 * margin, height: height + 2 * margin)
        return grown.intersection(bounds) ?? self
    }

    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}

extension Sequence where Element == BoundingBox {
    /// The smallest box that holds every box in the sequence, or nil when empty.
    public func unionBox() -> BoundingBox? {
        reduce(nil) { partial, box in partial.map { $0.union(box) } ?? box }
    }
}
