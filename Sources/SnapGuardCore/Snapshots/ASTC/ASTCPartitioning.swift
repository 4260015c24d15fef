/// Which partition each texel of a block belongs to, for a block with 2, 3 or 4 partitions: a
/// pattern chosen by the block's 10-bit partition index (the seed) through the specification's
/// hash function, so no table has to be stored in the block.
struct ASTCPartitioning {
    /// Slopes and offsets of four sawtooth functions of the texel position; the texel belongs to
    /// the partition whose function is largest there.
    private var slopesX: [Int] = []
    private var slopesY: [Int] = []
    private var offsets: [Int] = []

    /// The pattern of `seed` (0…1023) for `count` (2…4) partitions.
    init(seed: Int, count: Int) {
        let hashed = Self.hash(UInt32(seed + (count - 1) * 1024))
        let r = Int(hashed)
        // Twelve 4-bit values from the hash, squared to favour small slopes. The specification's
        // 9th to 12th values are the z slopes of 3D blocks, unused here.
        let slopes = [r, r >> 4, r >> 8, r >> 12, r >> 16, r >> 20, r >> 24, r >> 28].map { ($0 & 0xF) * ($0 & 0xF) }
        let odd: Int, even: Int
        if seed & 1 == 1 {
            (odd, even) = (seed & 2 != 0 ? 4 : 5, count == 3 ? 6 : 5)
        } else {
            (odd, even) = (count == 3 ? 6 : 5, seed & 2 != 0 ? 4 : 5)
        }
        for function in 0..<4 {
            slopesX.append(slopes[2 * function] >> odd)
            slopesY.append(slopes[2 * function + 1] >> even)
        }
        offsets = [r >> 14, r >> 10, r >> 6, r >> 2]
        for function in count..<4 { (slopesX[function], slopesY[function], offsets[function]) = (0, 0, 0) }
    }

    /// The partition of the texel at (`x`, `y`) (coordinates already doubled for small blocks).
    /// A function left out for fewer partitions is 0 everywhere; ties go to the lower partition.
    func partition(x: Int, y: Int) -> Int {
        var best = 0, bestValue = -1
        for function in 0..<4 {
            let value = (slopesX[function] * x + slopesY[function] * y + offsets[function]) & 0x3F
            if value > bestValue { (best, bestValue) = (function, value) }
        }
        return best
    }

    /// The partition of every texel (row by row) for every partition count 2…4 and seed 0…1023,
    /// at `(count − 2) × 1024 × texels + seed × texels + texel`.
    static func table(footprint: ASTCFootprint) -> [UInt8] {
        var table: [UInt8] = []
        table.reserveCapacity(3 * 1024 * footprint.texelCount)
        // Blocks of fewer than 31 texels spread the pattern by doubling the coordinates.
        let scale = footprint.texelCount < 31 ? 2 : 1
        for count in 2...4 {
            for seed in 0..<1024 {
                let pattern = ASTCPartitioning(seed: seed, count: count)
                for y in 0..<footprint.blockHeight {
                    for x in 0..<footprint.blockWidth {
                        table.append(UInt8(pattern.partition(x: x * scale, y: y * scale)))
                    }
                }
            }
        }
        return table
    }

    /// The specification's 32-bit integer hash of the seed.
    static func hash(_ seed: UInt32) -> UInt32 {
        var p = seed
        p ^= p >> 15
        p &-= p << 17
        p &+= p << 7
        p &+= p << 4
        p ^= p >> 5
        p &+= p << 16
        p ^= p >> 7
        p ^= p >> 3
        p ^= p << 6
        p ^= p >> 17
        return p
    }
}
