import Foundation

/// Decodes the snapshots iOS writes when an app goes to the background: Apple's AAPL container and
/// KTX 1.1, holding ASTC blocks that are row-major, pre-tiled or LZFSE-compressed (see
/// `SnapshotReading`), with the ASTC decoder this build has.
public struct SnapshotDecoder: ImageDecoder {
    public let formats: Set<ImageFormat> = [.ktx, .aapl]

    public init() {}

    public func decode(_ data: Data, format: ImageFormat, limits: ImageLimits) throws(ImageError) -> ColorImage {
        var structure = SnapshotReading.emptyStructure(data, format: format)
        return try SnapshotReading.read(data, format: format, limits: limits, recording: &structure,
                                        decodeBlocks: try Self.blockDecoder(format), into: ColorImageCanvas.self).image
    }

    /// What the snapshot in `data` holds and how it decodes, without any pixel; nil when `data` is
    /// not a snapshot container. The picture is decoded (so the answer says whether it would be
    /// read, and the tiling decision), then dropped.
    public func inspect(_ data: Data, limits: ImageLimits = ImageLimits()) -> SnapshotStructure? {
        guard let format = ImageFormat.detect(data), formats.contains(format) else { return nil }
        var structure = SnapshotReading.emptyStructure(data, format: format)
        do {
            _ = try SnapshotReading.read(data, format: format, limits: limits, recording: &structure,
                                         decodeBlocks: try Self.blockDecoder(format), into: ColorImageCanvas.self)
        } catch {
            structure.error = error.description
        }
        return structure
    }

    /// The ASTC decoder: one context for the whole picture, which may decode it in several calls (tiles).
    private static func blockDecoder(_ format: ImageFormat) throws(ImageError) -> SnapshotReading.BlockDecoder {
        let context = try ASTCContext()
        return { (blocks: [UInt8], width: Int, height: Int, astc: ASTCFormat) throws(ImageError) -> [UInt8] in
            guard astc.footprint == .block4x4 else {
                throw .unsupportedFormat(format, reason: "\(astc) blocks; this build's ASTC decoder reads 4x4 blocks only")
            }
            return try context.decode(blocks: blocks, width: width, height: height, format: format)
        }
    }
}
