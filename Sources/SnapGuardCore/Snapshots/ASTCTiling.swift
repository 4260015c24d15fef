/// Puts the blocks of a pre-tiled picture (an AAPL `astc` chunk) in picture order.
///
/// Such a payload holds whole tiles of 32 × 32 blocks (128 × 128 pixels for 4x4 blocks), tiles
/// row-major, blocks in Morton (Z) order inside each tile. ImageIO's reader knows this from the
/// tag. What the file does not say is which coordinate takes the even bits of a block's Morton
/// index: public decoders disagree, so that one choice is made from the pixels:
///
/// - ASTC codes each block alone, yet a screen is continuous, so in the right order the pixels on
///   either side of a block edge are close; the wrong order turns each tile's grid of blocks on
///   its diagonal and puts unrelated blocks side by side. Every block edge inside the tiles is
///   scored in both orders.
/// - When both orders give the same picture (the blocks the two put at each place decode alike),
///   either is right. Otherwise the smoother order must be clearly smoother: its roughness at most
///   `1 − marginNeeded` of the other's. On real screens it is a third or less; on noise, whose
///   blocks are unrelated in any order, the two are equal, and such a picture is an error, never
///   a guess.
/// - Damaged blocks (`ASTCDamage`: reserved or HDR encodings, which decode to the error colour)
///   have no say. Both orders are scored over the same block edges: those whose two places hold
///   an intact block in either order. So damage can make neither order look smoother or rougher,
///   and cannot pick the order that would hide it in the tiles' padding. Where the intact blocks
///   give the same picture both ways, the order that shows fewer damaged blocks is taken (zero
///   padding, say, which the other order would show). The caller counts the damage the decided
///   order shows.
///
/// Tiles come one at a time, decoded once to decide and again to place each block of the picture,
/// so nothing here is sized by the tile grid: a picture that uses a sliver of each tile
/// (32 × 375,000) never holds the tiles' pixels, and no picture is held twice.
struct ASTCTiling {
    static let tileBlocks = 32
    static let blocksPerTile = tileBlocks * tileBlocks
    /// The smaller roughness must be at most 80% of the larger for the order to count as decided.
    static let marginNeeded = 0.2

    /// Which coordinate of a block's place in its tile takes the even bits of its Morton index.
    enum Order: String, CaseIterable, Equatable, Sendable {
        case xEven = "x-even"
        case yEven = "y-even"

        var other: Order { self == .xEven ? .yEven : .xEven }
    }

    /// What the pixels say about the order.
    struct Decision: Equatable {
        /// Summed colour differences across the scored block edges inside the tiles, per order.
        var roughness: [Order: Int] = [.xEven: 0, .yEven: 0]
        /// Damaged blocks each order puts in the picture.
        var damaged: [Order: Int] = [.xEven: 0, .yEven: 0]
        /// Damaged blocks each order keeps out of the picture, in the tiles' padding, that the other
        /// order shows, in tiles whose padding is not all damaged. A writer pads with blocks of
        /// the picture (intact) or with zeros (all damaged), never with some of each, so these may
        /// be the picture's own.
        var unexplained: [Order: Int] = [.xEven: 0, .yEven: 0]
        /// Whether the two orders give the same picture where both put intact blocks.
        var identical = true

        /// The smoother order when it is clearly smoother; when the orders agree, the one that shows
        /// fewer damaged blocks; nil when undecided.
        var order: Order? {
            if identical { return damaged[.yEven, default: 0] < damaged[.xEven, default: 0] ? .yEven : .xEven }
            return margin >= ASTCTiling.marginNeeded ? smoother : nil
        }

        var smoother: Order { roughness[.yEven, default: 0] < roughness[.xEven, default: 0] ? .yEven : .xEven }

        /// 1 − smoother / rougher; 0 when both are equally rough.
        var margin: Double {
            let (x, y) = (roughness[.xEven, default: 0], roughness[.yEven, default: 0])
            let rougher = max(x, y)
            return rougher == 0 ? 0 : 1 - Double(min(x, y)) / Double(rougher)
        }

        /// The order whose placement of the blocks counts the damage of a picture read in `order`:
        /// `order` itself, unless it shows no damaged block only by keeping some in padding that
        /// cannot be padding (`unexplained`); then the other order, which shows them. Either way a
        /// damaged picture is never read as an intact one.
        func orderShowingDamage(for order: Order) -> Order {
            damaged[order, default: 0] == 0 && unexplained[order, default: 0] > 0 ? order.other : order
        }

        /// Adds one tile's damage: `damaged` and `shown` (per order) by stored index in the tile;
        /// each order leaves `padding` of its blocks out of the picture.
        mutating func count(damaged: [Bool], shown: [Order: [Bool]], padding: Int) {
            let damagedInTile = damaged.lazy.filter { $0 }.count
            for order in Order.allCases {
                let (mine, theirs) = (shown[order]!, shown[order.other]!)
                var (showing, hiding) = (0, 0)
                for index in damaged.indices where damaged[index] {
                    if mine[index] { showing += 1 } else if theirs[index] { hiding += 1 }
                }
                self.damaged[order, default: 0] += showing
                if hiding > 0, damagedInTile - showing < padding { unexplained[order, default: 0] += hiding }
            }
        }
    }

    /// Decodes the blocks of one stored tile (`tileBlocks × tileBlocks` blocks in stored order) to
    /// RGBA, `tilePixels.width × tilePixels.height`, with its damaged blocks by stored index in the tile.
    typealias TileDecoder = (_ tile: Int) throws(ImageError) -> ASTCDecodedImage

    let width: Int
    let height: Int
    let footprint: ASTCFootprint

    var grid: (columns: Int, rows: Int) { footprint.grid(width: width, height: height) }
    var tiles: (across: Int, down: Int) {
        ((grid.columns + Self.tileBlocks - 1) / Self.tileBlocks, (grid.rows + Self.tileBlocks - 1) / Self.tileBlocks)
    }
    var tileCount: Int { tiles.across * tiles.down }
    static var bytesPerTile: Int { blocksPerTile * ASTCFootprint.bytesPerBlock }
    /// Bytes of a pre-tiled payload for this size: whole tiles.
    var tiledByteCount: Int { tileCount * Self.bytesPerTile }
    var tilePixels: (width: Int, height: Int) { (Self.tileBlocks * footprint.blockWidth, Self.tileBlocks * footprint.blockHeight) }

    /// The stored index of the block at column `x`, row `y` of the picture's grid.
    func storedIndex(x: Int, y: Int, order: Order) -> Int {
        let tile = (y / Self.tileBlocks) * tiles.across + x / Self.tileBlocks
        return tile * Self.blocksPerTile + Self.localIndex(x: x % Self.tileBlocks, y: y % Self.tileBlocks, order: order)
    }

    /// The Morton index inside its tile of the block at (`x`, `y`) of the tile.
    @inline(__always) static func localIndex(x: Int, y: Int, order: Order) -> Int {
        order == .xEven ? mortonXEven[y * tileBlocks + x] : mortonXEven[x * tileBlocks + y]
    }

    /// `interleave(even: x, odd: y)` for every place in a tile, row by row.
    private static let mortonXEven: [Int] = (0..<blocksPerTile).map { interleave(even: $0 % tileBlocks, odd: $0 / tileBlocks) }

    /// The bits of `even` in the even bit positions and those of `odd` in the odd ones (5 bits each).
    static func interleave(even: Int, odd: Int) -> Int {
        var result = 0
        for bit in 0..<5 {
            result |= ((even >> bit) & 1) << (2 * bit)
            result |= ((odd >> bit) & 1) << (2 * bit + 1)
        }
        return result
    }

    /// Scores both orders over every tile, tiles in stored order.
    func decide(decodeTile: TileDecoder) throws(ImageError) -> Decision {
        var decision = Decision()
        for tile in 0..<tileCount {
            let decoded = try decodeTile(tile)
            let (columns, rows) = blocksInPicture(tile: tile)
            var damaged = [Bool](repeating: false, count: Self.blocksPerTile)
            for run in decoded.damage.runs { for index in run where index < Self.blocksPerTile { damaged[index] = true } }
            // Which stored blocks each order shows, and the places (row by row) where both orders
            // put an intact block: only those are scored.
            var (shownX, shownY) = ([Bool](repeating: false, count: Self.blocksPerTile), [Bool](repeating: false, count: Self.blocksPerTile))
            var scored = [Bool](repeating: false, count: Self.blocksPerTile)
            for y in 0..<rows {
                for x in 0..<columns {
                    let (a, b) = (Self.localIndex(x: x, y: y, order: .xEven), Self.localIndex(x: x, y: y, order: .yEven))
                    (shownX[a], shownY[b]) = (true, true)
                    scored[y * Self.tileBlocks + x] = !damaged[a] && !damaged[b]
                }
            }
            if !decoded.damage.isEmpty {
                decision.count(damaged: damaged, shown: [.xEven: shownX, .yEven: shownY], padding: Self.blocksPerTile - columns * rows)
            }
            decoded.rgba.withUnsafeBufferPointer { tilePixels in
                let view = TileView(pixels: tilePixels, footprint: footprint)
                for order in Order.allCases {
                    decision.roughness[order, default: 0] += view.roughness(columns: columns, rows: rows, order: order, scored: scored)
                }
                if decision.identical, !view.ordersAgree(columns: columns, rows: rows, scored: scored) { decision.identical = false }
            }
        }
        return decision
    }

    /// Writes the picture's pixels, each block taken from its tile in `order`, one row of a tile at
    /// a time: `pixels(tile)` gives a decoded tile's RGBA, `write(run, x, y)` gets RGBA pixels that
    /// belong at (`x`, `y`).
    func arrange(order: Order, pixels pixelsOfTile: (_ tile: Int) throws(ImageError) -> [UInt8],
                 write: (_ run: UnsafeBufferPointer<UInt8>, _ x: Int, _ y: Int) -> Void) throws(ImageError) {
        let (bw, bh) = (footprint.blockWidth, footprint.blockHeight)
        let tileRowBytes = tilePixels.width * 4
        var row = [UInt8](repeating: 0, count: tileRowBytes)
        for tile in 0..<tileCount {
            let pixels = try pixelsOfTile(tile)
            let columns = blocksInPicture(tile: tile).columns
            let (left, top) = ((tile % tiles.across) * tilePixels.width, (tile / tiles.across) * tilePixels.height)
            let across = min(tilePixels.width, width - left)
            pixels.withUnsafeBufferPointer { source in
                row.withUnsafeMutableBufferPointer { target in
                    for py in 0..<min(tilePixels.height, height - top) {
                        let localY = py / bh
                        for localX in 0..<columns {
                            let stored = Self.localIndex(x: localX, y: localY, order: order)
                            let from = ((stored / Self.tileBlocks) * bh + py % bh) * tileRowBytes + (stored % Self.tileBlocks) * bw * 4
                            let to = localX * bw * 4
                            for i in 0..<(min(bw, across - localX * bw) * 4) { target[to + i] = source[from + i] }
                        }
                        write(UnsafeBufferPointer(rebasing: target[0..<(across * 4)]), left, top + py)
                    }
                }
            }
        }
    }

    /// How many block columns and rows of `tile` lie in the picture.
    private func blocksInPicture(tile: Int) -> (columns: Int, rows: Int) {
        let (tileX, tileY) = (tile % tiles.across, tile / tiles.across)
        return (min(Self.tileBlocks, grid.columns - tileX * Self.tileBlocks), min(Self.tileBlocks, grid.rows - tileY * Self.tileBlocks))
    }

    /// One decoded tile: stored blocks in stored order, `tileBlocks` to a row.
    private struct TileView {
        let pixels: UnsafeBufferPointer<UInt8>
        let footprint: ASTCFootprint
        var rowBytes: Int { ASTCTiling.tileBlocks * footprint.blockWidth * 4 }

        /// The byte offset of pixel (`px`, `py`) of stored block `index`.
        @inline(__always) func offset(_ index: Int, _ px: Int, _ py: Int) -> Int {
            ((index / ASTCTiling.tileBlocks) * footprint.blockHeight + py) * rowBytes + ((index % ASTCTiling.tileBlocks) * footprint.blockWidth + px) * 4
        }

        @inline(__always) func difference(_ a: Int, _ b: Int) -> Int {
            abs(Int(pixels[a]) - Int(pixels[b])) + abs(Int(pixels[a + 1]) - Int(pixels[b + 1])) + abs(Int(pixels[a + 2]) - Int(pixels[b + 2]))
        }

        /// Colour differences across every block edge between two `scored` places among the first
        /// `columns × rows` (`scored` is row by row, `tileBlocks` to a row).
        func roughness(columns: Int, rows: Int, order: Order, scored: [Bool]) -> Int {
            let (bw, bh) = (footprint.blockWidth, footprint.blockHeight)
            var total = 0
            for y in 0..<rows {
                for x in 0..<columns where scored[y * ASTCTiling.tileBlocks + x] {
                    let here = ASTCTiling.localIndex(x: x, y: y, order: order)
                    if x + 1 < columns, scored[y * ASTCTiling.tileBlocks + x + 1] {
                        let right = ASTCTiling.localIndex(x: x + 1, y: y, order: order)
                        for row in 0..<bh { total += difference(offset(here, bw - 1, row), offset(right, 0, row)) }
                    }
                    if y + 1 < rows, scored[(y + 1) * ASTCTiling.tileBlocks + x] {
                        let below = ASTCTiling.localIndex(x: x, y: y + 1, order: order)
                        for column in 0..<bw { total += difference(offset(here, column, bh - 1), offset(below, column, 0)) }
                    }
                }
            }
            return total
        }

        /// Whether both orders put blocks that decode alike at each `scored` place among the first
        /// `columns × rows`.
        func ordersAgree(columns: Int, rows: Int, scored: [Bool]) -> Bool {
            let (bw, bh) = (footprint.blockWidth, footprint.blockHeight)
            for y in 0..<rows {
                for x in 0..<columns where scored[y * ASTCTiling.tileBlocks + x] {
                    let a = ASTCTiling.localIndex(x: x, y: y, order: .xEven), b = ASTCTiling.localIndex(x: x, y: y, order: .yEven)
                    guard a != b else { continue }
                    for py in 0..<bh {
                        let (rowA, rowB) = (offset(a, 0, py), offset(b, 0, py))
                        for i in 0..<(bw * 4) where pixels[rowA + i] != pixels[rowB + i] { return false }
                    }
                }
            }
            return true
        }
    }
}
