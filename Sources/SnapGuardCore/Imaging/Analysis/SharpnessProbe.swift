/// Decides whether a screen's text is softened by a blur, the kind an app applies as a weak
/// "privacy" effect (up to about 1.5 pt) that a person still reads through.
///
/// Rendered text, at any contrast, changes from background to ink within a pixel or two, so most
/// of the steps between neighbouring pixels that are there at all are steep. A blur spreads every
/// such change over several pixels: the steps remain, but they become shallow. The probe measures
/// the share of steep steps among the edges, along rows (every other row, which is enough).
/// Binarisation breaks blurred glyphs apart, so a blurred screen needs a grey read as well.
///
/// A JPEG capture is not blurred: its ringing around sharp text adds small steps, of up to about
/// ten grey levels, so the share of steep steps is taken among the edges (`edgeStep` and up)
/// only. The small steps still count as detail: under a 1.5 pt blur, most of what is left of the
/// text is steps below `edgeStep`. A screen whose edges are steep but whose visible steps are
/// mostly not has ringing (`hasRinging`): a JPEG capture, whose binarised glyphs come out ragged,
/// but whose edges sharpening would not improve (see `ExtraPassProbe`).
package struct SharpnessProbe: Sendable {
    /// A step of at least this many grey levels is visible at all.
    package var visibleStep: Int
    /// A step of at least this many grey levels is an edge, whose steepness counts (JPEG ringing stays below it).
    package var edgeStep: Int
    /// A step of at least this many grey levels is steep.
    package var steepStep: Int
    /// The screen counts as blurred when fewer than this share of its edges are steep.
    package var minimumSteepShare: Double
    /// ... and at least this share of pixels has a visible step (so flat frames are not "blurred").
    package var minimumDetail: Double

    package init(visibleStep: Int = 8, edgeStep: Int = 12, steepStep: Int = 40, minimumSteepShare: Double = 0.4,
                minimumDetail: Double = 0.002) {
        precondition(visibleStep <= edgeStep && edgeStep <= steepStep)
        self.visibleStep = visibleStep
        self.edgeStep = edgeStep
        self.steepStep = steepStep
        self.minimumSteepShare = minimumSteepShare
        self.minimumDetail = minimumDetail
    }

    package struct Measurement: Hashable, Sendable {
        /// Share of edges that are steep (0 when steps are visible but none is an edge).
        package var steepShare: Double
        /// Share of the pixels measured that sit on a visible step.
        package var detail: Double
        package var isBlurred: Bool
        /// Not blurred, but fewer than `minimumSteepShare` of all visible steps are steep: small
        /// steps beside sharp edges, as a JPEG's ringing leaves them.
        package var hasRinging: Bool = false
    }

    package func measure(_ image: GreyImage) -> Measurement {
        guard image.width > 1, image.height > 0 else { return Measurement(steepShare: 1, detail: 0, isBlurred: false) }
        var visible = 0, edges = 0, steep = 0, measured = 0
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in stride(from: 0, to: image.height, by: 2) {
                let row = y * image.width
                for x in 0..<(image.width - 1) {
                    let step = abs(Int(pixels[row + x]) - Int(pixels[row + x + 1]))
                    guard step >= visibleStep else { continue }
                    visible += 1
                    guard step >= edgeStep else { continue }
                    edges += 1
                    if step >= steepStep { steep += 1 }
                }
                measured += image.width - 1
            }
        }
        let steepShare = edges > 0 ? Double(steep) / Double(edges) : visible == 0 ? 1 : 0
        let detail = Double(visible) / Double(max(1, measured))
        let hasDetail = detail >= minimumDetail, isBlurred = hasDetail && steepShare < minimumSteepShare
        var measurement = Measurement(steepShare: steepShare, detail: detail, isBlurred: isBlurred)
        measurement.hasRinging = hasDetail && !isBlurred && Double(steep) < minimumSteepShare * Double(visible)
        return measurement
    }
}
