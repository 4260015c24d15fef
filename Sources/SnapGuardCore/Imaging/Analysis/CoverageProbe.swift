/// Decides whether a screen is covered: nearly one flat colour, or blurred far past legibility.
///
/// Text, at any contrast a person can read, makes sharp steps between neighbouring pixels.
/// A privacy overlay, splash colour, all-black or all-white frame, or a heavy blur, does not.
public struct CoverageProbe: Sendable {
    /// A step between neighbours of at least this many grey levels counts as a sharp edge.
    public var edgeStep: Int
    /// The screen is covered when fewer than this share of pixels sits on a sharp edge.
    public var maximumEdgeShare: Double
    /// ... or when at least this share of pixels is within a few levels of the dominant colour.
    public var uniformShare: Double

    public init(edgeStep: Int = 24, maximumEdgeShare: Double = 0.0005, uniformShare: Double = 0.995) {
        self.edgeStep = edgeStep
        self.maximumEdgeShare = maximumEdgeShare
        self.uniformShare = uniformShare
    }

    public struct Measurement: Hashable, Sendable {
        /// Share of pixels with a sharp step to the right or below.
        public var edgeShare: Double
        /// Share of pixels within ±6 levels of the most common level.
        public var dominantShare: Double
        /// True when nothing on the screen is legible.
        public var isCovered: Bool
    }

    public func measure(_ image: GrayImage) -> Measurement {
        guard image.width > 1, image.height > 1 else {
            return Measurement(edgeShare: 0, dominantShare: 1, isCovered: true)
        }
        var edges = 0
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<(image.height - 1) {
                let row = y * image.width
                for x in 0..<(image.width - 1) {
                    let value = Int(pixels[row + x])
                    if abs(value - Int(pixels[row + x + 1])) >= edgeStep || abs(value - Int(pixels[row + image.width + x])) >= edgeStep {
                        edges += 1
                    }
                }
            }
        }
        let histogram = image.histogram()
        let mode = histogram.indices.max { histogram[$0] < histogram[$1] } ?? 0
        let dominant = histogram[max(0, mode - 6)...min(255, mode + 6)].reduce(0, +)
        let total = Double(image.pixels.count)
        let edgeShare = Double(edges) / total
        let dominantShare = Double(dominant) / total
        return Measurement(edgeShare: edgeShare, dominantShare: dominantShare,
                           isCovered: edgeShare < maximumEdgeShare || dominantShare >= uniformShare)
    }
}
