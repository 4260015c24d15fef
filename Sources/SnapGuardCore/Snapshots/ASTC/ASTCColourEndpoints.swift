/// Turns a partition's unquantised colour values into its two endpoint colours, for each of the
/// 16 colour endpoint modes, as the specification defines them for LDR.
///
/// The six HDR modes (2, 3, 7, 11, 14, 15) are not part of an LDR texture: their partition takes
/// the error colour instead, and the block counts as damaged.
enum ASTCColourEndpoints {
    /// Endpoint values each mode reads: 2 for modes 0–3, 4 for 4–7, 6 for 8–11, 8 for 12–15.
    @inline(__always) static func valueCount(mode: Int) -> Int { ((mode >> 2) + 1) * 2 }

    /// Whether `mode` is one of the HDR modes.
    @inline(__always) static func isHDR(mode: Int) -> Bool { (0b1100_1000_1000_1100 >> mode) & 1 == 1 }

    /// Writes the endpoints of LDR `mode` from `v` (its unquantised values, 0–255) to `e0` and
    /// `e1` (red, green, blue, alpha; 0–255 each). Call it only for an LDR mode.
    @inline(__always)
    static func unpack(mode: Int, _ v: UnsafePointer<Int32>, _ e0: UnsafeMutablePointer<Int32>, _ e1: UnsafeMutablePointer<Int32>) {
        func set(_ e: UnsafeMutablePointer<Int32>, _ r: Int32, _ g: Int32, _ b: Int32, _ a: Int32) {
            (e[0], e[1], e[2], e[3]) = (r, g, b, a)
        }
        // The smaller of two colours' blue pulled towards red and green, undoing "blue contraction".
        func setContracted(_ e: UnsafeMutablePointer<Int32>, _ r: Int32, _ g: Int32, _ b: Int32, _ a: Int32) {
            set(e, (r + b) >> 1, (g + b) >> 1, b, a)
        }
        // Moves the top bit of the offset to the base and makes the offset a signed 6-bit value.
        func transfer(offset: Int32, base: Int32) -> (offset: Int32, base: Int32) {
            let newBase = (base >> 1) | (offset & 0x80)
            var newOffset = (offset >> 1) & 0x3F
            if newOffset & 0x20 != 0 { newOffset -= 0x40 }
            return (newOffset, newBase)
        }
        func clamp(_ value: Int32) -> Int32 { min(max(value, 0), 255) }

        switch mode {
        case 0:  // luminance, direct
            set(e0, v[0], v[0], v[0], 255)
            set(e1, v[1], v[1], v[1], 255)
        case 1:  // luminance, base + offset
            let l0 = (v[0] >> 2) | (v[1] & 0xC0)
            let l1 = min(l0 + (v[1] & 0x3F), 255)
            set(e0, l0, l0, l0, 255)
            set(e1, l1, l1, l1, 255)
        case 4:  // luminance and alpha, direct
            set(e0, v[0], v[0], v[0], v[2])
            set(e1, v[1], v[1], v[1], v[3])
        case 5:  // luminance and alpha, base + offset
            let l = transfer(offset: v[1], base: v[0]), a = transfer(offset: v[3], base: v[2])
            set(e0, l.base, l.base, l.base, a.base)
            let l1 = clamp(l.base + l.offset)
            set(e1, l1, l1, l1, clamp(a.base + a.offset))
        case 6:  // RGB and a scale for the first endpoint
            set(e0, (v[0] * v[3]) >> 8, (v[1] * v[3]) >> 8, (v[2] * v[3]) >> 8, 255)
            set(e1, v[0], v[1], v[2], 255)
        case 10:  // RGB, scale and two alphas
            set(e0, (v[0] * v[3]) >> 8, (v[1] * v[3]) >> 8, (v[2] * v[3]) >> 8, v[4])
            set(e1, v[0], v[1], v[2], v[5])
        case 8, 12:  // RGB(A), direct; the pair in the "wrong" order means blue contraction
            let (a0, a1): (Int32, Int32) = mode == 12 ? (v[6], v[7]) : (255, 255)
            if v[1] + v[3] + v[5] >= v[0] + v[2] + v[4] {
                set(e0, v[0], v[2], v[4], a0)
                set(e1, v[1], v[3], v[5], a1)
            } else {
                setContracted(e0, v[1], v[3], v[5], a1)
                setContracted(e1, v[0], v[2], v[4], a0)
            }
        case 9, 13:  // RGB(A), base + offset; a negative offset sum means blue contraction
            let r = transfer(offset: v[1], base: v[0]), g = transfer(offset: v[3], base: v[2]), b = transfer(offset: v[5], base: v[4])
            let a = mode == 13 ? transfer(offset: v[7], base: v[6]) : (offset: 0, base: 255)
            if r.offset + g.offset + b.offset >= 0 {
                set(e0, r.base, g.base, b.base, a.base)
                set(e1, clamp(r.base + r.offset), clamp(g.base + g.offset), clamp(b.base + b.offset), clamp(a.base + a.offset))
            } else {
                let (r1, g1, b1, a1) = (r.base + r.offset, g.base + g.offset, b.base + b.offset, a.base + a.offset)
                set(e0, clamp((r1 + b1) >> 1), clamp((g1 + b1) >> 1), clamp(b1), clamp(a1))
                setContracted(e1, r.base, g.base, b.base, a.base)
            }
        default:
            set(e0, 0, 0, 0, 0)
            set(e1, 0, 0, 0, 0)
        }
    }
}
