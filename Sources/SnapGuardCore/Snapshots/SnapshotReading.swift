import Foundation

/// The steps that turn a snapshot file into pixels, with the ASTC block decoding handed in: parse
/// the container, check the size against the limits, find the blocks (row-major, an LZFSE stream
/// to expand, or pre-tiled and put in order), decode them and turn the picture as its orientation
/// says. Each step records what it found in a `SnapshotStructure`, which `snapguard inspect` shows.
enum SnapshotReading {
    /// Decodes row-major blocks of `astc` covering `width × height` to RGBA (`width × height × 4` bytes).
    typealias BlockDecoder = (_ blocks: [UInt8], _ width: Int, _ height: Int, _ astc: ASTCFormat) throws(ImageError) -> [UInt8]

    /// Decodes step by step, writing what each step found into `structure` and the picture into a
    /// new `Canvas`, turned as the file's orientation says.
    static func read<Canvas: SnapshotCanvas>(_ data: Data, format: ImageFormat, limits: ImageLimits, recording structure: inout SnapshotStructure,
                                             decodeBlocks: BlockDecoder, into _: Canvas.Type) throws(ImageError) -> Canvas {
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
        /// Writes a whole picture of row-major RGBA bytes.
        func paint(_ rgba: [UInt8]) throws(ImageError) {
            guard rgba.count == width * height * 4 else {
                throw .corrupt(format, detail: "the ASTC decoder returned \(rgba.count) bytes for a \(width)x\(height) picture")
            }
            rgba.withUnsafeBufferPointer { pixels in
                for y in 0..<height { canvas.write(UnsafeBufferPointer(rebasing: pixels[(y * width * 4)..<((y + 1) * width * 4)]), x: 0, y: y) }
            }
        }
        switch texture.layout {
        case .rowMajor:
            let needed = footprint.byteCount(width: width, height: height)
            structure.payload?.blockBytesNeeded = needed
            guard texture.data.count >= needed else {
                throw .corrupt(format, detail: "the picture's data holds \(texture.data.count) bytes of blocks, but \(picture) needs \(needed) (row-major)")
            }
            structure.payload?.tailBytes = texture.data.count - needed
            let blocks = bytes.bytes(in: texture.data.lowerBound..<(texture.data.lowerBound + needed))
            try paint(decodeBlocks(blocks, width, height, astc))
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
            try paint(decodeBlocks(expansion.blocks, width, height, astc))
        case .preTiled:
            let tiling = ASTCTiling(width: width, height: height, footprint: footprint)
            structure.payload?.blockBytesNeeded = tiling.tiledByteCount
            guard texture.data.count >= tiling.tiledByteCount else {
                throw .corrupt(format, detail: "the picture's data holds \(texture.data.count) bytes of blocks, but \(picture) needs \(tiling.tiledByteCount) (pre-tiled: \(tiling.tileCount) whole tiles of 32x32 blocks)")
            }
            structure.payload?.tailBytes = texture.data.count - tiling.tiledByteCount
            let tilePixels = tiling.tilePixels
            func decodeTile(_ tile: Int) throws(ImageError) -> [UInt8] {
                let start = texture.data.lowerBound + tile * ASTCTiling.bytesPerTile
                let pixels = try decodeBlocks(bytes.bytes(in: start..<(start + ASTCTiling.bytesPerTile)), tilePixels.width, tilePixels.height, astc)
                guard pixels.count == tilePixels.width * tilePixels.height * 4 else {
                    throw .corrupt(format, detail: "the ASTC decoder returned \(pixels.count) bytes for a \(tilePixels.width)x\(tilePixels.height) tile")
                }
                return pixels
            }
            // The decided order then places each tile's blocks. The tiles decoded for the decision
            // are kept when they cost little more than the picture itself (a screen's tiles overhang
            // it by a strip at most); a picture that uses a sliver of each tile decodes them again
            // rather than hold the whole tile grid.
            let keepTiles = tiling.tileCount * tilePixels.width * tilePixels.height <= width * height * 5 / 4
            var decoded: [[UInt8]] = []
            let decision = try tiling.decide { (tile: Int) throws(ImageError) -> [UInt8] in
                let pixels = try decodeTile(tile)
                if keepTiles { decoded.append(pixels) }
                return pixels
            }
            structure.tiling = .init(order: decision.order?.rawValue, roughnessXEven: decision.roughness[.xEven, default: 0],
                                     roughnessYEven: decision.roughness[.yEven, default: 0], margin: decision.margin,
                                     marginNeeded: ASTCTiling.marginNeeded, identical: decision.identical, decided: decision.order != nil)
            guard let order = decision.order else {
                throw .corrupt(format, detail: "cannot tell which way the Morton order runs inside the tiles: block edges are as rough one way as the other "
                    + "(x-even \(decision.roughness[.xEven, default: 0]), y-even \(decision.roughness[.yEven, default: 0]): margin "
                    + "\(Int((decision.margin * 100).rounded()))%, \(Int(ASTCTiling.marginNeeded * 100))% needed), so the picture would come out scrambled")
            }
            try tiling.arrange(order: order, decodeTile: { (tile: Int) throws(ImageError) -> [UInt8] in
                guard keepTiles else { return try decodeTile(tile) }
                defer { decoded[tile] = [] }  // each kept tile is let go once placed
                return decoded[tile]
            }, write: { run, x, y in canvas.write(run, x: x, y: y) })
        }
        return canvas.canvas
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
