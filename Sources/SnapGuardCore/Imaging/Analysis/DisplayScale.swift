/// The pixels-per-point of the device that rendered a screenshot, estimated from its size.
///
/// A capture is the device's screen in points times its scale (@2x or @3x), or a copy of it at
/// half size. The estimate looks for the scale (1, 1.5, 2 or 3 pixels per point) that turns the
/// shorter side into the width, in points, of a known iPhone (320–440 pt) or, for squarer
/// captures, a known iPad (744–1032 pt). So 1179×2556 is 3, 750×1334 and 2048×2732 are 2, a half-size
/// 589×1278 is 1.5 and a half-size iPad 1024×1366 is 1. Sizes that match no device fall back to
/// the usual scale for that many pixels. Text sizes in points then follow: body text is 17 pt,
/// secondary labels 13 pt.
package struct DisplayScale: Hashable, Sendable {
    package let pixelsPerPoint: Double

    package init(pixelsPerPoint: Double) { self.pixelsPerPoint = pixelsPerPoint }

    /// Portrait widths in points of iPhones (SE to Pro Max) and iPads (mini to Pro 13-inch).
    static let phoneWidths: [Double] = [320, 360, 375, 390, 393, 402, 414, 428, 430, 440]
    static let padWidths: [Double] = [744, 768, 810, 820, 834, 1024, 1032]
    static let candidateScales: [Double] = [3, 2, 1.5, 1]

    /// Estimates the scale from the image size (either orientation).
    package init(width: Int, height: Int) {
        let shortSide = Double(min(width, height)), longSide = Double(max(width, height))
        guard shortSide > 0 else { pixelsPerPoint = 1; return }
        // Phones are 16:9 or taller (aspect 1.77–2.17); iPads are 4:3 to 1.44.
        let widths = longSide / shortSide >= 1.6 ? Self.phoneWidths : Self.padWidths
        var best: (scale: Double, error: Double)?
        for scale in Self.candidateScales {
            let points = shortSide / scale
            let error = widths.map { abs(points - $0) / $0 }.min() ?? 1
            if error < 0.012, error < best?.error ?? .infinity { best = (scale, error) }
        }
        if let best {
            pixelsPerPoint = best.scale
            return
        }
        switch shortSide {
        case ..<500: pixelsPerPoint = 1
        case ..<1000: pixelsPerPoint = 2
        case ..<1400: pixelsPerPoint = 3
        default: pixelsPerPoint = 2
        }
    }

    /// The resize factor that brings this screen to `targetPixelsPerPoint`.
    package func resizeFactor(toPixelsPerPoint targetPixelsPerPoint: Double) -> Double {
        targetPixelsPerPoint / pixelsPerPoint
    }
}
