/// Puts uncompressed blocks from an AAPL `astc`/`ASTC` chunk in picture order.
///
/// Such a chunk holds the blocks either row-major, or in macro tiles of 32 × 32 blocks (128 × 128
/// pixels of 4x4 blocks), tiles row-major and blocks in Morton (Z) order inside each tile. Public
/// decoders disagree on which coordinate takes the even bits of the Morton index, and the file says
/// nothing, so the arrangement is chosen from the data:
///
/// - The payload's size rules out what it cannot be: row-major needs ⌈w/bw⌉ × ⌈h/bh⌉ blocks of the
///   footprint bw × bh, tiles need whole tiles. Only when both sizes agree (both sides whole tiles)
///   is row-major a candidate beside the two Morton orders.
/// - Among the candidates, the one whose neighbouring blocks meet most smoothly wins. ASTC codes each
///   block alone, yet a screen is continuous, so in the right order the pixels on either side of
///   every block edge are close; any wrong order puts unrelated blocks side by side. This scores every
///   block edge in the picture, not only the tile seams, so it needs little detail to decide.
///   When candidates tie, the picture is uniform wherever they differ, and any of them shows it.
///
/// The blocks are decoded once, in stored order, and the winning order then moves decoded pixels.
struct ASTCTiling {
    static let tileBlocks = 32
    static let blocksPerTile = tileBlocks * tileBlocks

    /// A way of laying stored blocks onto the picture's block grid.
    enum Order: CaseIterable, Equatable {
        case rowMajor
        /// Morton order in 32 × 32-block tiles, x in the even bits of the index.
        case tiledXEven
        /// Morton order in 32 × 32-block tiles, y in the even bits of the index.
        case tiledYEven
    }

    let width: Int
    let height: Int
    let footprint: ASTCFootprint

    var grid: (columns: Int, rows: Int) { footprint.grid(width: width, height: height) }
    var tiles: (across: Int, down: Int) {
        ((grid.columns + Self.tileBlocks - 1) / Self.tileBlocks, (grid.rows + Self.tileBlocks - 1) / Self.tileBlocks)
    }

    /// Bytes of a tiled payload for this size: whole tiles.
    var tiledByteCount: Int { tiles.across * tiles.down * Self.blocksPerTile * ASTCFootprint.bytesPerBlock }

    /// The orders a payload of `byteCount` bytes can be in, or nil when its size fits none.
    func candidates(byteCount: Int) -> [Order]? {
        var orders: [Order] = []
        if byteCount == footprint.byteCount(width: width, height: height) { orders.append(.rowMajor) }
        if byteCount == tiledByteCount { orders += [.tiledXEven, .tiledYEven] }
        return orders.isEmpty ? nil : orders
    }

    /// The stored index of the block at column `x`, row `y` of the picture's grid.
    func storedIndex(x: Int, y: Int, order: Order) -> Int {
        switch order {
        case .rowMajor:
            return y * grid.columns + x
        case .tiledXEven, .tiledYEven:
            let tile = (y / Self.tileBlocks) * tiles.across + x / Self.tileBlocks
            let (localX, localY) = (x % Self.tileBlocks, y % Self.tileBlocks)
            let morton = order == .tiledXEven ? Self.interleave(even: localX, odd: localY) : Self.interleave(even: localY, odd: localX)
            return tile * Self.blocksPerTile + morton
        }
    }

    /// The bits of `even` in the even bit positions and those of `odd` in the odd ones (5 bits each).
    static func interleave(even: Int, odd: Int) -> Int {
        var result = 0
        for bit in 0..<5 {
            result |= ((even >> bit) & 1) << (2 * bit)
            result |= ((odd >> bit) & 1) << (2 * bit + 1)
        }
        return result
    }

    /// Stored blocks decoded in stored order, `tileBlocks` blocks to a row of `width` pixels.
    struct DecodedStrip {
        let rgba: [UInt8]
        let footprint: ASTCFootprint
        var width: Int { Self.width(footprint) }

        /// Width in pixels of a strip of `footprint` blocks.
        static func width(_ footprint: ASTCFootprint) -> Int { ASTCTiling.tileBlocks * footprint.blockWidth }

        /// Height in pixels of the strip that `blockCount` stored blocks of `footprint` decode to.
        static func height(blockCount: Int, _ footprint: ASTCFootprint) -> Int {
            (blockCount + tileBlocks - 1) / tileBlocks * footprint.blockHeight
        }

        /// The byte offset of pixel (`px`, `py`) inside stored block `index`.
        @inline(__always) func offset(block index: Int, px: Int, py: Int) -> Int {
            let x = (index % ASTCTiling.tileBlocks) * footprint.blockWidth + px
            let y = (index / ASTCTiling.tileBlocks) * footprint.blockHeight + py
            return (y * width + x) * 4
        }
    }

    /// How far apart the colours on either side of every block edge are, in `order`. Lower is smoother.
    func seamScore(_ strip: DecodedStrip, order: Order) -> Int {
        let (columns, rows) = grid
        let (blockWidth, blockHeight) = (footprint.blockWidth, footprint.blockHeight)
        var total = 0
        strip.rgba.withUnsafeBufferPointer { pixels in
            func difference(_ a: Int, _ b: Int) -> Int {
                abs(Int(pixels[a]) - Int(pixels[b])) + abs(Int(pixels[a + 1]) - Int(pixels[b + 1])) + abs(Int(pixels[a + 2]) - Int(pixels[b + 2]))
            }
            for y in 0..<rows {
                for x in 0..<columns {
                    let here = storedIndex(x: x, y: y, order: order)
                    if x + 1 < columns {
                        let right = storedIndex(x: x + 1, y: y, order: order)
                        for row in 0..<blockHeight {
                            total += difference(strip.offset(block: here, px: blockWidth - 1, py: row), strip.offset(block: right, px: 0, py: row))
                        }
                    }
                    if y + 1 < rows {
                        let below = storedIndex(x: x, y: y + 1, order: order)
                        for column in 0..<blockWidth {
                            total += difference(strip.offset(block: here, px: column, py: blockHeight - 1), strip.offset(block: below, px: column, py: 0))
                        }
                    }
                }
            }
        }
        return total
    }

    /// The picture's `width × height` RGBA pixels, taking each block from the strip in `order`.
    func arrange(_ strip: DecodedStrip, order: Order) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let (columns, rows) = grid
        let (blockWidth, blockHeight) = (footprint.blockWidth, footprint.blockHeight)
        strip.rgba.withUnsafeBufferPointer { source in
            rgba.withUnsafeMutableBufferPointer { target in
                for y in 0..<rows {
                    for x in 0..<columns {
                        let stored = storedIndex(x: x, y: y, order: order)
                        let across = min(blockWidth, width - x * blockWidth)
                        for py in 0..<min(blockHeight, height - y * blockHeight) {
                            let from = strip.offset(block: stored, px: 0, py: py)
                            let to = ((y * blockHeight + py) * width + x * blockWidth) * 4
                            for i in 0..<(across * 4) { target[to + i] = source[from + i] }
                        }
                    }
                }
            }
        }
        return rgba
    }
}
