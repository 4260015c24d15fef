/// Decides whether a screen is covered: nearly one flat colour, or blurred far past legibility.
///
/// Text, at any contrast a person can read, makes sharp steps between neighbouring pixels.
/// A privacy overlay, splash colour, all-black or all-white frame, or a heavy blur, does not.
package struct CoverageProbe: Sendable {
    /// A step between neighbours of at least this many grey levels counts as a sharp edge.
    package var edgeStep: Int
    /// The screen is covered when fewer than this share of pixels sits on a sharp edge.
    package var maximumEdgeShare: Double
    /// ... or when at least this share of pixels is within a few levels of the dominant colour.
    package var uniformShare: Double

    package init(edgeStep: Int = 24, maximumEdgeShare: Double = 0.0005, uniformShare: Double = 0.995) {
        self.edgeStep = edgeStep
        self.maximumEdgeShare = maximumEdgeShare
        self.uniformShare = uniformShare
    }

    package struct Measurement: Hashable, Sendable {
        /// Share of pixels with a sharp step to the right or below.
        package var edgeShare: Double
        /// Share of pixels within ±6 levels of the most common level.
        package var dominantShare: Double
        /// True when nothing on the screen is legible.
        package var isCovered: Bool
    }

    package func measure(_ image: GreyImage) -> Measurement {
        guard image.width > 1, image.height > 1 else {
            return Measurement(edgeShare: 0, dominantShare: 1, isCovered: true)
        }
        let edges = countEdges(in: image)
        let histogram = image.histogram()
        let mode = histogram.indices.max { histogram[$0] < histogram[$1] } ?? 0
        let dominant = histogram[max(0, mode - 6)...min(255, mode + 6)].reduce(0, +)
        let total = Double(image.pixels.count)
        let edgeShare = Double(edges) / total
        let dominantShare = Double(dominant) / total
        return Measurement(edgeShare: edgeShare, dominantShare: dominantShare,
                           isCovered: edgeShare < maximumEdgeShare || dominantShare >= uniformShare)
    }

    /// Pixels (all but the last row and column) that differ by at least `edgeStep` from their
    /// right or lower neighbour. Byte arithmetic without branches, so the compiler vectorises it.
    private func countEdges(in image: GreyImage) -> Int {
        guard edgeStep > 0 else { return (image.width - 1) * (image.height - 1) }
        guard edgeStep <= 255 else { return 0 }
        let step = UInt8(edgeStep), width = image.width
        return image.pixels.withUnsafeBufferPointer { pixels in
            var edges = 0
            for y in 0..<(image.height - 1) {
                let row = UnsafeBufferPointer(rebasing: pixels[(y * width)..<((y + 2) * width)])
                var count = 0
                for x in 0..<(width - 1) {
                    let value = row[x], right = row[x + 1], below = row[width + x]
                    let across = max(value, right) &- min(value, right), down = max(value, below) &- min(value, below)
                    count &+= max(across, down) >= step ? 1 : 0
                }
                edges += count
            }
            return edges
        }
    }
}
