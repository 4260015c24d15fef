import Foundation

/// The steps that turn a snapshot file into pixels: parse the container, check the size against
/// the limits, find the blocks (row-major, an LZFSE stream to expand, or pre-tiled and put in
/// order), decode them with `ASTCDecoder` straight onto the canvas, turned as the orientation says,
/// and refuse the picture when it shows damaged blocks. Each step records what it found in a
/// `SnapshotStructure`, which `snapguard inspect` shows.
///
/// The picture is held once, on the canvas: row-major blocks are decoded one row of blocks at a
/// time, pre-tiled ones one tile at a time.
enum SnapshotReading {
    /// Decodes step by step, writing what each step found into `structure` and the picture into a
    /// new `Canvas`. Unless `allowsDamagedBlocks`, a picture that shows any damaged block (see
    /// `ASTCDamage`) throws `ImageError.damaged`, naming how many and where (`SnapshotDamage`).
    static func read<Canvas: SnapshotCanvas>(_ data: Data, format: ImageFormat, limits: ImageLimits, allowsDamagedBlocks: Bool,
                                             recording structure: inout SnapshotStructure, into _: Canvas.Type) throws(ImageError) -> Canvas {
        let bytes = SnapshotBytes(data: data, format: format)
        let texture: SnapshotTexture
        switch format {
        case .ktx: texture = try KTX1Container.parse(bytes, recording: &structure)
        case .aapl: texture = try AppleSnapshotContainer.parse(bytes, recording: &structure)
        default: throw .unsupportedFormat(format, reason: "not a snapshot container")
        }
        let (width, height, astc) = (texture.width, texture.height, texture.format)
        let footprint = astc.footprint
        try limits.check(width: width, height: height)
        let picture = "\(width)x\(height) in \(astc) blocks"
        guard let blank = Canvas(width: width, height: height) else {
            throw .corrupt(format, detail: "cannot hold a \(width)x\(height) picture")
        }
        var canvas = OrientedCanvas(canvas: blank, width: width, height: height, orientation: texture.orientation)
        let decoder = ASTCDecoder(format: astc)
        let damage = SnapshotDamage(width: width, height: height, footprint: footprint, format: format, orientation: texture.orientation)
        let columns = footprint.grid(width: width, height: height).columns
        /// Refuses the damage that `decodeRows` found, unless allowed.
        func checkRows(_ found: ASTCDamage?) throws(ImageError) {
            guard let found else { throw .corrupt(format, detail: "the ASTC blocks do not fit \(picture)") }
            if !allowsDamagedBlocks { try damage.check(found) { x, y in y * columns + x } }
        }
        switch texture.layout {
        case .rowMajor:
            let needed = footprint.byteCount(width: width, height: height)
            structure.payload?.blockBytesNeeded = needed
            guard texture.data.count >= needed else {
                throw .corrupt(format, detail: "the picture's data holds \(texture.data.count) bytes of blocks, but \(picture) needs \(needed) (row-major)")
            }
            structure.payload?.tailBytes = texture.data.count - needed
            let blocks = texture.data.lowerBound..<(texture.data.lowerBound + needed)
            try checkRows(data.withUnsafeBytes {
                Self.decodeRows(UnsafeRawBufferPointer(rebasing: $0[blocks]), decoder: decoder, width: width, height: height, onto: &canvas)
            })
        case .lzfse:
            let needed = footprint.byteCount(width: width, height: height)
            structure.payload?.blockBytesNeeded = needed
            let expansion = try SnapshotDecompression.expand(bytes.bytes(in: texture.data), to: needed,
                                                             rows: footprint.grid(width: width, height: height).rows,
                                                             format: format, size: (width, height, astc))
            structure.payload?.tailBytes = expansion.excess
            structure.payload?.streamLength = expansion.streamLength
            if let word = structure.payload?.lengthWord {
                structure.payload?.lengthWordMeaning = Self.lzfseWordMeaning(word, streamLength: expansion.streamLength,
                                                                             dataBytes: texture.data.count, expanded: needed + expansion.excess)
            }
            try checkRows(expansion.blocks.withUnsafeBytes { Self.decodeRows($0, decoder: decoder, width: width, height: height, onto: &canvas) })
        case .preTiled:
            let tiling = ASTCTiling(width: width, height: height, footprint: footprint)
            structure.payload?.blockBytesNeeded = tiling.tiledByteCount
            guard texture.data.count >= tiling.tiledByteCount else {
                throw .corrupt(format, detail: "the picture's data holds \(texture.data.count) bytes of blocks, but \(picture) needs \(tiling.tiledByteCount) (pre-tiled: \(tiling.tileCount) whole tiles of 32x32 blocks)")
            }
            structure.payload?.tailBytes = texture.data.count - tiling.tiledByteCount
            let tilePixels = tiling.tilePixels
            func decodeTile(_ tile: Int) throws(ImageError) -> ASTCDecodedImage {
                let start = texture.data.lowerBound + tile * ASTCTiling.bytesPerTile
                guard let decoded = decoder.decode(blocks: bytes.bytes(in: start..<(start + ASTCTiling.bytesPerTile)),
                                                   width: tilePixels.width, height: tilePixels.height) else {
                    throw .corrupt(format, detail: "tile \(tile) does not decode as \(tilePixels.width)x\(tilePixels.height) pixels")
                }
                return decoded
            }
            // Each tile is decoded once for the decision, when its damage (by stored index) is kept,
            // and again when the decided order places its blocks: keeping the decoded tiles between
            // the two would hold the picture twice (the tiles and the canvas), and saves no time
            // that Benchmarks/snapshot_decode.py can measure.
            var found = ASTCDamage(blockCount: tiling.tileCount * ASTCTiling.blocksPerTile)
            let decision = try tiling.decide { (tile: Int) throws(ImageError) -> ASTCDecodedImage in
                let decoded = try decodeTile(tile)
                found.append(decoded.damage, at: tile * ASTCTiling.blocksPerTile)
                return decoded
            }
            structure.tiling = .init(order: decision.order?.rawValue, roughnessXEven: decision.roughness[.xEven, default: 0],
                                     roughnessYEven: decision.roughness[.yEven, default: 0], margin: decision.margin,
                                     marginNeeded: ASTCTiling.marginNeeded, identical: decision.identical, decided: decision.order != nil,
                                     damagedXEven: decision.damaged[.xEven, default: 0], damagedYEven: decision.damaged[.yEven, default: 0])
            guard let order = decision.order else {
                let shownEitherWay = min(decision.damaged[.xEven, default: 0], decision.damaged[.yEven, default: 0])
                let grid = footprint.grid(width: width, height: height)
                throw .corrupt(format, detail: "cannot tell which way the Morton order runs inside the tiles: block edges are as rough one way as the other "
                    + "(x-even \(decision.roughness[.xEven, default: 0]), y-even \(decision.roughness[.yEven, default: 0]): margin "
                    + "\(Int((decision.margin * 100).rounded()))%, \(Int(ASTCTiling.marginNeeded * 100))% needed), so the picture would come out scrambled"
                    + (shownEitherWay == 0 ? "" : "; either way, \(SnapshotDamage.grouped(shownEitherWay)) of its \(SnapshotDamage.grouped(grid.columns * grid.rows)) ASTC blocks are damaged"))
            }
            // Stored blocks are damage where the decided order puts them in the picture; tile padding
            // never shows, unless it cannot be padding (see `orderShowingDamage`).
            if !allowsDamagedBlocks {
                let counted = decision.orderShowingDamage(for: order)
                let note = counted == order ? nil : "(placed in \(counted.rawValue) Morton order: the \(order.rawValue) order the pixels prefer would keep them in "
                    + "tile padding whose other blocks are intact, and no writer pads so)"
                try damage.check(found, note: note) { x, y in tiling.storedIndex(x: x, y: y, order: counted) }
            }
            try tiling.arrange(order: order, pixels: { (tile: Int) throws(ImageError) -> [UInt8] in try decodeTile(tile).rgba },
                               write: { run, x, y in canvas.write(run, x: x, y: y) })
        }
        return canvas.canvas
    }

    /// Decodes row-major `blocks` covering `width × height` onto `canvas` one row of blocks at a
    /// time, and returns the damaged blocks by their index in the picture's block grid; nil when
    /// the bytes are not the blocks of that size.
    private static func decodeRows<Canvas: SnapshotCanvas>(_ blocks: UnsafeRawBufferPointer, decoder: ASTCDecoder, width: Int, height: Int,
                                                          onto canvas: inout OrientedCanvas<Canvas>) -> ASTCDamage? {
        let footprint = decoder.format.footprint
        let (columns, rows) = footprint.grid(width: width, height: height)
        let rowBytes = columns * ASTCFootprint.bytesPerBlock
        guard blocks.count == rows * rowBytes else { return nil }
        var damage = ASTCDamage(blockCount: columns * rows)
        for row in 0..<rows {
            let top = row * footprint.blockHeight
            let lines = min(footprint.blockHeight, height - top)
            guard let decoded = decoder.decode(blocks: UnsafeRawBufferPointer(rebasing: blocks[(row * rowBytes)..<((row + 1) * rowBytes)]),
                                               width: width, height: lines) else { return nil }
            damage.append(decoded.damage, at: row * columns)
            decoded.rgba.withUnsafeBufferPointer { pixels in
                for line in 0..<lines {
                    canvas.write(UnsafeBufferPointer(rebasing: pixels[(line * width * 4)..<((line + 1) * width * 4)]), x: 0, y: top + line)
                }
            }
        }
        return damage
    }

    /// What an LZFS length word turned out to be.
    private static func lzfseWordMeaning(_ word: Int, streamLength: Int, dataBytes: Int, expanded: Int) -> String {
        switch word {
        case streamLength, dataBytes: "the compressed length"
        case expanded: "the expanded length"
        default: "neither the compressed (\(streamLength)) nor the expanded (\(expanded)) length; not used"
        }
    }

    static func emptyStructure(_ data: Data, format: ImageFormat) -> SnapshotStructure {
        format == .ktx ? SnapshotStructure(container: "KTX 1.1", data: data, magicLength: KTX1Container.identifier.count)
            : SnapshotStructure(container: "AAPL", data: data, magicLength: AppleSnapshotContainer.magic.count)
    }
}
