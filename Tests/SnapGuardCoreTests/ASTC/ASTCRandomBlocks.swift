@testable import SnapGuardCore

/// Random ASTC blocks for the differential tests, from a fixed seed. Most are built to reach deep
/// into the decoder (a legal block mode for the footprint, a partition count, colour endpoint
/// modes encoded as a real encoder writes them, every other field random), the rest are void
/// extents (legal, HDR and malformed) and raw random bytes, which are mostly illegal.
struct ASTCRandomBlocks {
    /// What a block was made to be, so a test can check that the blocks reach every path.
    enum Kind: Hashable {
        case raw
        case voidExtent(hdr: Bool)
        case mode(partitions: Int, dualPlane: Bool, endpointModes: [Int])
    }

    private var random: SplitMix64
    /// The kind of every block made so far, in order.
    private(set) var kinds: [Kind] = []

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    private mutating func next() -> UInt64 { random.next() }

    private mutating func below(_ bound: Int) -> Int { random.next(below: bound) }

    /// `count` blocks of `footprint`, 16 bytes each.
    mutating func blocks(_ count: Int, footprint: ASTCFootprint) -> [UInt8] {
        let legalModes = (0..<2048).filter { ASTCBlockMode($0, footprint: footprint).isLegal && !ASTCVoidExtent.matches(mode: $0) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 16)
        for _ in 0..<count {
            let roll = below(100)
            var (low, high) = (next(), next())
            if roll < 12 {
                kinds.append(.raw)
            } else if roll < 22 {
                (low, high) = voidExtent(low: low, high: high)
                kinds.append(.voidExtent(hdr: low & 0x200 != 0))
            } else {
                let mode = legalModes[below(legalModes.count)]
                let entry = ASTCBlockMode(mode, footprint: footprint)
                let (partitions, endpointModes) = modeBlock(&low, &high, mode: mode, weightBits: entry.weightBits)
                kinds.append(.mode(partitions: partitions, dualPlane: entry.isDualPlane, endpointModes: endpointModes))
            }
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: low >> UInt64(shift))) }
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: high >> UInt64(shift))) }
        }
        return bytes
    }

    /// A void extent: usually legal, sometimes HDR, sometimes with bad reserved bits or extents.
    private mutating func voidExtent(low: UInt64, high: UInt64) -> (UInt64, UInt64) {
        var value = low & ~0xFFF | 0x1FC | 0b11 << 10
        if below(5) == 0 { value |= 0x200 }                       // HDR
        if below(10) == 0 { value &= ~(UInt64(below(3) + 1) << 10) }  // reserved bits not both 1
        switch below(10) {
        case 0..<4:  // no extent
            value |= 0xF_FFFF_FFFF_FFFF << 12
        case 4..<8:  // a proper extent
            value &= 0xFFF
            for axis in 0..<2 {
                let a = below(0x1FFF), b = a + 1 + below(0x1FFF - a)
                value |= UInt64(a) << UInt64(12 + 26 * axis) | UInt64(b) << UInt64(25 + 26 * axis)
            }
        default: break  // random extents, mostly illegal
        }
        return (value, high)
    }

    /// A block with `mode`, a random partition count, colour endpoint modes written as an encoder
    /// writes them (mostly LDR, sometimes HDR), and every other bit random.
    /// Returns the partition count and the partitions' endpoint modes.
    private mutating func modeBlock(_ low: inout UInt64, _ high: inout UInt64, mode: Int, weightBits: Int) -> (Int, [Int]) {
        let partitions = [1, 1, 1, 2, 2, 3, 4][below(7)]
        set(&low, &high, at: 0, count: 13, value: mode | (partitions - 1) << 11)
        func endpointMode(_ modeClass: Int) -> Int {
            let ldr = [[0, 1], [4, 5, 6], [8, 9, 10], [12, 13]][modeClass]
            return below(8) == 0 ? modeClass * 4 + below(4) : ldr[below(ldr.count)]
        }
        if partitions == 1 {
            let endpoint = endpointMode([0, 1, 1, 2, 2, 3][below(6)])
            set(&low, &high, at: 13, count: 4, value: endpoint)
            return (1, [endpoint])
        }
        if below(3) == 0 {
            // One mode for all partitions: class bits 00.
            let endpoint = endpointMode(below(2) + below(2))
            set(&low, &high, at: 23, count: 6, value: endpoint << 2)
            return (partitions, Array(repeating: endpoint, count: partitions))
        }
        // A base class, each partition's class offset (0 or 1) and its two mode bits; what does
        // not fit in the six bits at bit 23 goes just below the weights.
        let base = below(3)
        var encoded = base + 1
        var endpoints: [Int] = []
        for p in 0..<partitions {
            let modeClass = base + below(2)
            endpoints.append(endpointMode(modeClass))
            encoded |= (modeClass - base) << (2 + p)
            encoded |= (endpoints[p] & 3) << (2 + partitions + 2 * p)
        }
        let extra = 3 * partitions - 4
        set(&low, &high, at: 23, count: 6, value: encoded & 0x3F)
        set(&low, &high, at: 128 - weightBits - extra, count: extra, value: encoded >> 6)
        return (partitions, endpoints)
    }

    /// Writes the low `count` bits of `value` at bit `offset` of the block.
    private func set(_ low: inout UInt64, _ high: inout UInt64, at offset: Int, count: Int, value: Int) {
        for bit in 0..<count {
            let position = offset + bit, on = (value >> bit) & 1 == 1
            if position < 64 {
                low = on ? low | 1 << UInt64(position) : low & ~(1 << UInt64(position))
            } else {
                high = on ? high | 1 << UInt64(position - 64) : high & ~(1 << UInt64(position - 64))
            }
        }
    }
}
