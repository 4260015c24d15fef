/// Turns decoded integer-sequence values into weights (0–64) and colour endpoint values (0–255),
/// as the specification's unquantisation procedures define them.
///
/// The tables are indexed by range × 256 + value, as the values come out of the integer sequence
/// (low bits, then the trit or quint above them); every byte value has an entry, so no value read
/// from a block can index outside a table.
enum ASTCUnquantisation {
    /// Weights for the 12 weight ranges (0 to 11), 256 entries each.
    static func weightTable() -> [UInt8] {
        var table = [UInt8](repeating: 0, count: 12 * 256)
        for range in 0..<12 {
            let r = ASTCIntegerSequence.ranges[range]
            for value in 0..<r.size { table[range * 256 + value] = UInt8(weight(value, r)) }
        }
        return table
    }

    /// Colour endpoint values for all 21 ranges, 256 entries each (endpoints use ranges 4 to 20).
    static func colourTable() -> [UInt8] {
        var table = [UInt8](repeating: 0, count: ASTCIntegerSequence.ranges.count * 256)
        for (range, r) in ASTCIntegerSequence.ranges.enumerated() {
            for value in 0..<r.size { table[range * 256 + value] = UInt8(colour(value, r)) }
        }
        return table
    }

    /// `value`'s bits repeated from the top down until `width` bits are filled.
    private static func replicate(_ value: Int, bits: Int, to width: Int) -> Int {
        var result = 0, filled = 0
        while filled < width {
            result = result << bits | value
            filled += bits
        }
        return result >> (filled - width)
    }

    private static func weight(_ value: Int, _ r: ASTCIntegerSequence.Range) -> Int {
        let unquantised: Int
        if !r.trit && !r.quint {
            unquantised = replicate(value, bits: r.bits, to: 6)
        } else if r.bits == 0 {
            unquantised = r.trit ? [0, 32, 63][value] : [0, 16, 32, 47, 63][value]
        } else {
            let digit = value >> r.bits, low = value & ((1 << r.bits) - 1)
            let a = low & 1 == 1 ? 0x7F : 0
            let b = low >> 1 & 1, c = low >> 2 & 1
            let (bPattern, scale): (Int, Int)
            switch (r.trit, r.bits) {
            case (true, 1): (bPattern, scale) = (0, 50)
            case (true, 2): (bPattern, scale) = (b << 6 | b << 2 | b, 23)              // b000b0b
            case (true, _): (bPattern, scale) = (c << 6 | b << 5 | c << 1 | b, 11)      // cb000cb
            case (false, 1): (bPattern, scale) = (0, 28)
            default: (bPattern, scale) = (b << 6 | b << 1, 13)                          // b0000b0
            }
            let t = (digit * scale + bPattern) ^ a
            unquantised = (a & 0x20) | (t >> 2)
        }
        // Spread 0–63 over 0–64, so that weight 64 takes all of the second endpoint.
        return unquantised > 32 ? unquantised + 1 : unquantised
    }

    private static func colour(_ value: Int, _ r: ASTCIntegerSequence.Range) -> Int {
        if !r.trit && !r.quint { return replicate(value, bits: r.bits, to: 8) }
        let digit = value >> r.bits, low = value & ((1 << r.bits) - 1)
        func bit(_ i: Int) -> Int { low >> i & 1 }
        let a = bit(0) == 1 ? 0x1FF : 0
        let (b, c, d, e, f) = (bit(1), bit(2), bit(3), bit(4), bit(5))
        let (bPattern, scale): (Int, Int)
        switch (r.trit, r.bits) {
        case (true, 1): (bPattern, scale) = (0, 204)
        case (true, 2): (bPattern, scale) = (b << 8 | b << 4 | b << 2 | b << 1, 93)                   // b000b0bb0
        case (true, 3): (bPattern, scale) = (c << 8 | b << 7 | c << 3 | b << 2 | c << 1 | b, 44)       // cb000cbcb
        case (true, 4): (bPattern, scale) = (d << 8 | c << 7 | b << 6 | d << 2 | c << 1 | b, 22)       // dcb000dcb
        case (true, 5): (bPattern, scale) = (e << 8 | d << 7 | c << 6 | b << 5 | e << 1 | d, 11)       // edcb000ed
        case (true, _): (bPattern, scale) = (f << 8 | e << 7 | d << 6 | c << 5 | b << 4 | f, 5)        // fedcb000f
        case (false, 1): (bPattern, scale) = (0, 113)
        case (false, 2): (bPattern, scale) = (b << 8 | b << 3 | b << 2, 54)                            // b0000bb00
        case (false, 3): (bPattern, scale) = (c << 8 | b << 7 | c << 2 | b << 1 | c, 26)               // cb0000cbc
        case (false, 4): (bPattern, scale) = (d << 8 | c << 7 | b << 6 | d << 1 | c, 13)               // dcb0000dc
        default: (bPattern, scale) = (e << 8 | d << 7 | c << 6 | b << 5 | e, 6)                        // edcb0000e
        }
        // The trit or quint scaled into place, the low bits spread by the pattern, the lowest bit
        // mirrored over the whole value.
        let t = (digit * scale + bPattern) ^ a
        return (a & 0x80) | (t >> 2)
    }
}
