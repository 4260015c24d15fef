/// ASTC's bounded integer sequence encoding (BISE), which packs the weights and the colour
/// endpoint values of a block.
///
/// A value of a range with a trit (3 × 2ⁿ values) or a quint (5 × 2ⁿ) is split into n low bits and
/// a trit or quint; five trits share 8 bits and three quints share 7 bits, interleaved with the
/// values' low bits. The 21 ranges are numbered 0 (2 values) to 20 (256 values); weights use 0–11,
/// colour endpoints 4–20.
enum ASTCIntegerSequence {
    /// One range: how many low bits each value has, and whether it has a trit or a quint on top.
    struct Range {
        let bits: Int
        let trit: Bool
        let quint: Bool

        /// How many values the range holds.
        var size: Int { (trit ? 3 : quint ? 5 : 1) << bits }
    }

    /// The 21 ranges, in the order the specification numbers them (2, 3, 4, 5, 6, 8, 10, 12, 16, 20,
    /// 24, 32, 40, 48, 64, 80, 96, 128, 160, 192, 256 values).
    static let ranges: [Range] = [
        (1, 0), (0, 3), (2, 0), (0, 5), (1, 3), (3, 0), (1, 5), (2, 3), (4, 0), (2, 5), (3, 3),
        (5, 0), (3, 5), (4, 3), (6, 0), (4, 5), (5, 3), (7, 0), (5, 5), (6, 3), (8, 0),
    ].map { Range(bits: $0.0, trit: $0.1 == 3, quint: $0.1 == 5) }

    /// Bits that `count` values of `range` take: a trit adds 8/5 of a bit, a quint 7/3, and a
    /// last, partial group takes only the bits of the values it has.
    static func bitCount(_ count: Int, range: Int) -> Int {
        let r = ranges[range]
        if r.trit { return (count * (8 + 5 * r.bits) + 4) / 5 }
        if r.quint { return (count * (7 + 3 * r.bits) + 2) / 3 }
        return count * r.bits
    }

    /// The five trits packed in each 8-bit value, 5 bytes a value (the specification's decoding procedure).
    static func tritTable() -> [UInt8] {
        var table: [UInt8] = []
        for packed in 0..<256 {
            func bits(_ v: Int, _ high: Int, _ low: Int) -> Int { (v >> low) & ((1 << (high - low + 1)) - 1) }
            let c: Int, t3: Int, t4: Int
            if bits(packed, 4, 2) == 0b111 {
                c = bits(packed, 7, 5) << 2 | bits(packed, 1, 0)
                (t4, t3) = (2, 2)
            } else {
                c = bits(packed, 4, 0)
                if bits(packed, 6, 5) == 0b11 { (t4, t3) = (2, bits(packed, 7, 7)) } else { (t4, t3) = (bits(packed, 7, 7), bits(packed, 6, 5)) }
            }
            let t0: Int, t1: Int, t2: Int
            if bits(c, 1, 0) == 0b11 {
                (t2, t1) = (2, bits(c, 4, 4))
                t0 = bits(c, 3, 3) << 1 | (bits(c, 2, 2) & ~bits(c, 3, 3) & 1)
            } else if bits(c, 3, 2) == 0b11 {
                (t2, t1, t0) = (2, 2, bits(c, 1, 0))
            } else {
                (t2, t1) = (bits(c, 4, 4), bits(c, 3, 2))
                t0 = bits(c, 1, 1) << 1 | (bits(c, 0, 0) & ~bits(c, 1, 1) & 1)
            }
            table += [t0, t1, t2, t3, t4].map { UInt8($0) }
        }
        return table
    }

    /// The three quints packed in each 7-bit value, 3 bytes a value.
    static func quintTable() -> [UInt8] {
        var table: [UInt8] = []
        for packed in 0..<128 {
            func bits(_ v: Int, _ high: Int, _ low: Int) -> Int { (v >> low) & ((1 << (high - low + 1)) - 1) }
            let q0: Int, q1: Int, q2: Int
            if bits(packed, 2, 1) == 0b11, bits(packed, 6, 5) == 0 {
                let q = bits(packed, 0, 0)
                q2 = q << 2 | (bits(packed, 4, 4) & ~q & 1) << 1 | (bits(packed, 3, 3) & ~q & 1)
                (q1, q0) = (4, 4)
            } else {
                let c: Int
                if bits(packed, 2, 1) == 0b11 {
                    q2 = 4
                    c = bits(packed, 4, 3) << 3 | (~bits(packed, 6, 5) & 0b11) << 1 | bits(packed, 0, 0)
                } else {
                    q2 = bits(packed, 6, 5)
                    c = bits(packed, 4, 0)
                }
                if bits(c, 2, 0) == 0b101 { (q1, q0) = (4, bits(c, 4, 3)) } else { (q1, q0) = (bits(c, 4, 3), bits(c, 2, 0)) }
            }
            table += [q0, q1, q2].map { UInt8($0) }
        }
        return table
    }

    /// Bits of packed trit or quint data that follow each value of a group, and where they go in the packed value.
    private static let tritBitCounts = (2, 2, 1, 2, 1), tritShifts = (0, 2, 4, 5, 7)
    private static let quintBitCounts = (3, 2, 2), quintShifts = (0, 3, 5)

    /// Decodes `count` values of `range` stored from bit `offset` of `block` into `output`.
    ///
    /// A partial last group reads only its own values' bits; the trit or quint bits of values it
    /// lacks are zero, as the specification says. `trits` and `quints` are the tables above.
    @inline(__always)
    static func decode(range: Int, count: Int, from block: ASTCBlockBits, at offset: Int, into output: UnsafeMutablePointer<UInt8>,
                       trits: UnsafePointer<UInt8>, quints: UnsafePointer<UInt8>) {
        let r = ranges[range]
        let n = r.bits
        var at = offset
        if r.trit || r.quint {
            // Groups of five values sharing 8 bits of trits, or of three sharing 7 bits of quints.
            let (groupSize, table) = r.trit ? (5, trits) : (3, quints)
            var index = 0
            while index < count {
                let group = min(groupSize, count - index)
                var packed = 0
                for j in 0..<group {
                    output[index + j] = UInt8(truncatingIfNeeded: block.bits(at, n))
                    at += n
                    let (width, shift) = r.trit ? Self.tritSlot(j) : Self.quintSlot(j)
                    packed |= block.bits(at, width) << shift
                    at += width
                }
                let values = table + packed * groupSize
                for j in 0..<group { output[index + j] |= values[j] << n }
                index += group
            }
        } else {
            for index in 0..<count {
                output[index] = UInt8(truncatingIfNeeded: block.bits(at, n))
                at += n
            }
        }
    }

    @inline(__always) private static func tritSlot(_ j: Int) -> (width: Int, shift: Int) {
        switch j {
        case 0: (tritBitCounts.0, tritShifts.0)
        case 1: (tritBitCounts.1, tritShifts.1)
        case 2: (tritBitCounts.2, tritShifts.2)
        case 3: (tritBitCounts.3, tritShifts.3)
        default: (tritBitCounts.4, tritShifts.4)
        }
    }

    @inline(__always) private static func quintSlot(_ j: Int) -> (width: Int, shift: Int) {
        switch j {
        case 0: (quintBitCounts.0, quintShifts.0)
        case 1: (quintBitCounts.1, quintShifts.1)
        default: (quintBitCounts.2, quintShifts.2)
        }
    }
}
