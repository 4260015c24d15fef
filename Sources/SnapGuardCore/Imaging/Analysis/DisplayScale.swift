/// The pixels-per-point of the device that rendered a screenshot, estimated from its size.
///
/// iPhones are @2x (640–828 px across in portrait) or @3x (1080–1320 px); iPads are @2x
/// (1488–2064 px). Text sizes in points are then known: body text is 17 pt, secondary labels 13 pt.
public struct DisplayScale: Hashable, Sendable {
    public let pixelsPerPoint: Double

    public init(pixelsPerPoint: Double) { self.pixelsPerPoint = pixelsPerPoint }

    /// Estimates the scale from the shorter side of the image.
    public init(width: Int, height: Int) {
        let shortSide = min(width, height)
        switch shortSide {
        case ..<500: pixelsPerPoint = 1
        case ..<1000: pixelsPerPoint = 2
        case ..<1400: pixelsPerPoint = 3
        default: pixelsPerPoint = 2
        }
    }

    /// The resize factor that brings this screen to `targetPixelsPerPoint`.
    public func resizeFactor(toPixelsPerPoint targetPixelsPerPoint: Double) -> Double {
        targetPixelsPerPoint / pixelsPerPoint
    }
}
