/// What the 11-bit block mode at the start of an ASTC block says: the size of the weight grid,
/// whether there are two weight planes, and the weights' range. One table of all 2048 modes is
/// made per footprint, since whether a mode is legal depends on the footprint.
struct ASTCBlockMode {
    /// False for a reserved mode, or one the footprint cannot hold (a grid larger than the block,
    /// more than 64 weights, or weights taking fewer than 24 or more than 96 bits). Such a block
    /// decodes to the error colour. Void-extent modes are told apart before this table is read.
    var isLegal = false
    var gridWidth = 0
    var gridHeight = 0
    var isDualPlane = false
    /// The weights' integer-sequence range (0 to 11).
    var weightRange = 0
    /// Weights per plane.
    var weightCount = 0
    /// Bits all weights (both planes) take, at the top of the block.
    var weightBits = 0
    /// Where this grid's infill entries start in the footprint's infill table, or -1 when the grid
    /// has one weight per texel and needs none.
    var infillStart = -1

    /// The grid, plane count and weight range that `mode` encodes, or nil for a reserved layout.
    /// Follows the specification's table of 2D block mode layouts.
    static func layout(_ mode: Int) -> (width: Int, height: Int, dualPlane: Bool, range: Int)? {
        let a = (mode >> 5) & 3
        var dualPlane = (mode >> 10) & 1 == 1
        var highPrecision = (mode >> 9) & 1 == 1
        let rangeBits: Int
        let width: Int, height: Int
        if mode & 3 != 0 {
            rangeBits = (mode >> 4) & 1 | (mode & 3) << 1
            let b = (mode >> 7) & 3
            switch (mode >> 2) & 3 {
            case 0: (width, height) = (b + 4, a + 2)
            case 1: (width, height) = (b + 8, a + 2)
            case 2: (width, height) = (a + 2, b + 8)
            default: (width, height) = mode & 0x100 != 0 ? ((b & 1) + 2, a + 2) : (a + 2, (b & 1) + 6)
            }
        } else {
            guard (mode >> 2) & 3 != 0 else { return nil }
            rangeBits = (mode >> 4) & 1 | ((mode >> 2) & 3) << 1
            switch (mode >> 7) & 3 {
            case 0: (width, height) = (12, a + 2)
            case 1: (width, height) = (a + 2, 12)
            case 2:
                // Bits 9 and 10 size the grid here, so there is one plane and low precision.
                (width, height) = (a + 6, (mode >> 9) & 3 + 6)
                (dualPlane, highPrecision) = (false, false)
            default:
                switch a {
                case 0: (width, height) = (6, 10)
                case 1: (width, height) = (10, 6)
                default: return nil
                }
            }
        }
        return (width, height, dualPlane, rangeBits - 2 + (highPrecision ? 6 : 0))
    }

    /// The mode table entry for `mode` in blocks of `footprint` (`infillStart` left to the caller).
    init(_ mode: Int, footprint: ASTCFootprint) {
        guard let layout = Self.layout(mode) else { return }
        let perPlane = layout.width * layout.height
        let total = perPlane * (layout.dualPlane ? 2 : 1)
        let bits = ASTCIntegerSequence.bitCount(total, range: layout.range)
        gridWidth = layout.width
        gridHeight = layout.height
        isDualPlane = layout.dualPlane
        weightRange = layout.range
        weightCount = perPlane
        weightBits = bits
        isLegal = total <= 64 && (24...96).contains(bits) && layout.width <= footprint.blockWidth && layout.height <= footprint.blockHeight
    }

    init() {}
}
