import Foundation

/// Decodes the snapshots iOS writes when an app goes to the background: Apple's AAPL container and
/// KTX 1.1, holding ASTC blocks of any 2D block size that are row-major, pre-tiled or
/// LZFSE-compressed (see `SnapshotReading`). Decoding the blocks is SnapGuard's own (`ASTCDecoder`).
///
/// Every size in the file is checked before it is used: the picture's size against `ImageLimits`
/// before anything is allocated, the block data against what that size needs, and an LZFSE stream
/// is expanded to the bytes the size needs and (within one column of blocks) no further.
///
/// Damaged blocks fail closed: ASTC has no checksum, and a block a real encoder never writes into an
/// LDR texture (a reserved or illegal encoding, such as the all-zero block of a zero-filled or
/// half-written file, or HDR content) decodes to the error colour. Unless `allowsDamagedBlocks`,
/// any such block in the picture makes the decode throw `ImageError.damaged`, naming how many
/// blocks and where, so the screen is an ERROR and never a pass on a magenta "cover".
package struct SnapshotDecoder: ImageDecoder {
    package let formats: Set<ImageFormat> = [.ktx, .aapl]
    /// Whether a picture with damaged blocks is returned (showing the error colour) rather than refused.
    package let allowsDamagedBlocks: Bool

    package init(allowsDamagedBlocks: Bool = false) {
        self.allowsDamagedBlocks = allowsDamagedBlocks
    }

    package func decode(_ data: Data, format: ImageFormat, limits: ImageLimits) throws(ImageError) -> ColourImage {
        var structure = SnapshotReading.emptyStructure(data, format: format)
        return try SnapshotReading.read(data, format: format, limits: limits, allowsDamagedBlocks: allowsDamagedBlocks,
                                        recording: &structure, into: ColourImageCanvas.self).image
    }

    /// What the snapshot in `data` holds and how it decodes, without any pixel; nil when `data` is
    /// not a snapshot container. The picture is decoded (so the answer says whether it would be
    /// read, the tiling decision and any damage), then dropped.
    package func inspect(_ data: Data, limits: ImageLimits = ImageLimits()) -> SnapshotStructure? {
        guard let format = ImageFormat.detect(data), formats.contains(format) else { return nil }
        var structure = SnapshotReading.emptyStructure(data, format: format)
        do {
            _ = try SnapshotReading.read(data, format: format, limits: limits, allowsDamagedBlocks: allowsDamagedBlocks,
                                         recording: &structure, into: ColourImageCanvas.self)
        } catch {
            structure.error = error.description
        }
        return structure
    }
}
