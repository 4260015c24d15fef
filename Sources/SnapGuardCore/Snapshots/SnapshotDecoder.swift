import Foundation

/// Decodes the snapshots iOS writes when an app goes to the background: Apple's AAPL container and
/// KTX 1.1, holding ASTC blocks of any 2D footprint (4x4 by default) that are stored raw, in
/// 32 × 32-block tiles, or LZFSE-compressed. Decoding the blocks is SnapGuard's own (`ASTCDecoder`).
///
/// Every size in the file is checked before it is used: the picture's size against `ImageLimits`
/// before anything is allocated, the block data against what that size needs, and an LZFSE stream is
/// expanded to exactly the bytes the size needs and no further.
///
/// Damaged blocks fail closed: ASTC has no checksum, and a block a real encoder never writes into an
/// LDR texture (a reserved or illegal encoding, such as the all-zero block of a zero-filled or
/// half-written file, or HDR content) decodes to the error colour. Unless `allowsDamagedBlocks`,
/// any such block in the picture makes the decode throw `ImageError.damaged`, naming how many
/// blocks and where, so the screen is an ERROR and never a pass on a magenta "cover".
public struct SnapshotDecoder: ImageDecoder {
    public let formats: Set<ImageFormat> = [.ktx, .aapl]
    /// Whether a picture with damaged blocks is returned (showing the error colour) rather than refused.
    public let allowsDamagedBlocks: Bool

    public init(allowsDamagedBlocks: Bool = false) {
        self.allowsDamagedBlocks = allowsDamagedBlocks
    }

    public func decode(_ data: Data, format: ImageFormat, limits: ImageLimits) throws(ImageError) -> ColorImage {
        let (width, height, rgba) = try decodeRGBA(data, format: format, limits: limits)
        guard let image = ColorImage(width: width, height: height, rgba: rgba) else {
            throw .corrupt(format, detail: "cannot hold a \(width)x\(height) picture")
        }
        return image
    }

    /// The picture as 8-bit RGBA, row 0 at the top.
    func decodeRGBA(_ data: Data, format: ImageFormat, limits: ImageLimits) throws(ImageError) -> (width: Int, height: Int, rgba: [UInt8]) {
        let bytes = SnapshotBytes(data: data, format: format)
        let texture: SnapshotTexture
        switch format {
        case .ktx: texture = try KTX1Container.parse(bytes)
        case .aapl: texture = try AppleSnapshotContainer.parse(bytes)
        default: throw .unsupportedFormat(format, reason: "not a snapshot container")
        }
        let (width, height) = (texture.width, texture.height)
        try limits.check(width: width, height: height)
        let footprint = texture.format.footprint
        let needed = footprint.byteCount(width: width, height: height)
        let decoder = ASTCDecoder(format: texture.format)
        let damage = SnapshotDamage(width: width, height: height, footprint: footprint, format: format)
        func decodeRowMajor(_ blocks: [UInt8]) throws(ImageError) -> (width: Int, height: Int, rgba: [UInt8]) {
            guard let decoded = decoder.decode(blocks: blocks, width: width, height: height) else {
                throw .corrupt(format, detail: "\(blocks.count) bytes of ASTC blocks for \(width)x\(height), which needs \(needed)")
            }
            let columns = footprint.grid(width: width, height: height).columns
            if !allowsDamagedBlocks { try damage.check(decoded.damage) { x, y in y * columns + x } }
            return (width, height, decoded.rgba)
        }
        switch texture.payload {
        case .linear(let range):
            guard range.count == needed else {
                throw .corrupt(format, detail: "imageSize is \(range.count) bytes but \(width)x\(height) in \(texture.format) blocks needs \(needed)")
            }
            return try decodeRowMajor(bytes.bytes(in: range))
        case .lzfse(let range):
            return try decodeRowMajor(SnapshotDecompression.expand(bytes.bytes(in: range), to: needed, format: format, size: (width, height)))
        case .appleRaw(let range):
            let tiling = ASTCTiling(width: width, height: height, footprint: footprint)
            guard let orders = tiling.candidates(byteCount: range.count) else {
                throw .corrupt(format, detail: "the picture chunk holds \(range.count) bytes of blocks, but \(width)x\(height) needs \(needed) (row-major) or \(tiling.tiledByteCount) (in 32x32-block tiles)")
            }
            if orders == [.rowMajor] { return try decodeRowMajor(bytes.bytes(in: range)) }
            let blockCount = range.count / ASTCFootprint.bytesPerBlock
            guard let decoded = decoder.decode(blocks: bytes.bytes(in: range), width: ASTCTiling.DecodedStrip.width(footprint),
                                               height: ASTCTiling.DecodedStrip.height(blockCount: blockCount, footprint)) else {
                throw .corrupt(format, detail: "the picture chunk's \(blockCount) blocks do not fill whole tiles")
            }
            let strip = ASTCTiling.DecodedStrip(rgba: decoded.rgba, footprint: footprint)
            let best = orders.min { tiling.seamScore(strip, order: $0) < tiling.seamScore(strip, order: $1) } ?? orders[0]
            // Stored blocks are damage only where they land in the picture; tile padding never shows.
            if !allowsDamagedBlocks { try damage.check(decoded.damage) { x, y in tiling.storedIndex(x: x, y: y, order: best) } }
            return (width, height, tiling.arrange(strip, order: best))
        }
    }
}
