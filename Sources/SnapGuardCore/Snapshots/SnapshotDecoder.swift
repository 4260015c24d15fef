import Foundation

/// Decodes the snapshots iOS writes when an app goes to the background: Apple's AAPL container and
/// KTX 1.1, holding ASTC 4x4 blocks that are stored raw, in 128-pixel tiles, or LZFSE-compressed.
///
/// Every size in the file is checked before it is used: the picture's size against `ImageLimits`
/// before anything is allocated, the block data against what that size needs, and an LZFSE stream is
/// expanded to exactly the bytes the size needs and no further.
public struct SnapshotDecoder: ImageDecoder {
    public let formats: Set<ImageFormat> = [.ktx, .aapl]

    public init() {}

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
        let needed = ASTCBlocks.linearByteCount(width: width, height: height)
        let context = try ASTCContext()
        switch texture.payload {
        case .linear(let range):
            guard range.count == needed else {
                throw .corrupt(format, detail: "imageSize is \(range.count) bytes but \(width)x\(height) in ASTC 4x4 blocks needs \(needed)")
            }
            return (width, height, try context.decode(blocks: bytes.bytes(in: range), width: width, height: height, format: format))
        case .lzfse(let range):
            let blocks = try SnapshotDecompression.expand(bytes.bytes(in: range), to: needed, format: format, size: (width, height))
            return (width, height, try context.decode(blocks: blocks, width: width, height: height, format: format))
        case .appleRaw(let range):
            let tiling = ASTCTiling(width: width, height: height)
            guard let orders = tiling.candidates(byteCount: range.count) else {
                throw .corrupt(format, detail: "the picture chunk holds \(range.count) bytes of blocks, but \(width)x\(height) needs \(needed) (row-major) or \(tiling.tiledByteCount) (in 128-pixel tiles)")
            }
            if orders == [.rowMajor] {
                return (width, height, try context.decode(blocks: bytes.bytes(in: range), width: width, height: height, format: format))
            }
            let blockCount = range.count / ASTCBlocks.bytesPerBlock
            let strip = ASTCTiling.DecodedStrip(rgba: try context.decode(
                blocks: bytes.bytes(in: range), width: ASTCTiling.DecodedStrip.stripWidth,
                height: ASTCTiling.stripHeight(blockCount: blockCount), format: format))
            let best = orders.min { tiling.seamScore(strip, order: $0) < tiling.seamScore(strip, order: $1) } ?? orders[0]
            return (width, height, tiling.arrange(strip, order: best))
        }
    }
}
