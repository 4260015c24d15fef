/// How a weight grid smaller than its block is spread over the block's texels: each texel takes a
/// bilinear mix of up to four grid weights, with integer factors that sum to 16, as the
/// specification's infill procedure computes them.
enum ASTCWeightInfill {
    /// One texel's share of one grid weight.
    struct Entry: BitwiseCopyable {
        var weight: UInt8
        var factor: UInt8
    }

    /// Four entries per texel, texels row by row. A texel that needs fewer than four weights gets
    /// entries of factor 0 for grid weight 0, so every entry can be read without a check.
    static func entries(footprint: ASTCFootprint, gridWidth: Int, gridHeight: Int) -> [Entry] {
        var entries: [Entry] = []
        entries.reserveCapacity(footprint.texelCount * 4)
        let (blockWidth, blockHeight) = (footprint.blockWidth, footprint.blockHeight)
        let stepS = (1024 + blockWidth / 2) / (blockWidth - 1)
        let stepT = (1024 + blockHeight / 2) / (blockHeight - 1)
        for t in 0..<blockHeight {
            for s in 0..<blockWidth {
                // Grid positions in sixteenths.
                let gs = (stepS * s * (gridWidth - 1) + 32) >> 6
                let gt = (stepT * t * (gridHeight - 1) + 32) >> 6
                let (js, fs, jt, ft) = (gs >> 4, gs & 0xF, gt >> 4, gt & 0xF)
                let w11 = (fs * ft + 8) >> 4
                let first = js + jt * gridWidth
                let shares = [(first, 16 - fs - ft + w11), (first + 1, fs - w11), (first + gridWidth, ft - w11),
                              (first + gridWidth + 1, w11)]
                for (weight, factor) in shares {
                    entries.append(factor == 0 ? Entry(weight: 0, factor: 0) : Entry(weight: UInt8(weight), factor: UInt8(factor)))
                }
            }
        }
        return entries
    }

    /// Whether `entries` give every texel its own grid weight whole, so infill can be skipped.
    static func isIdentity(_ entries: [Entry]) -> Bool {
        stride(from: 0, to: entries.count, by: 4).allSatisfy { start in
            Int(entries[start].weight) == start / 4 && entries[start].factor == 16
        }
    }
}
