/// The size of the blocks an ASTC texture is made of: every block is 16 bytes and covers
/// `blockWidth × blockHeight` texels, from 4x4 (8 bits a texel) to 12x12 (0.89 bits a texel).
/// An image's last column and row of blocks are cropped to its size.
///
/// Only the 14 two-dimensional footprints that ASTC defines exist; `init(blockWidth:blockHeight:)`
/// refuses any other.
package struct ASTCFootprint: Hashable, Sendable, CustomStringConvertible {
    package let blockWidth: Int
    package let blockHeight: Int

    /// Bytes of every block, whatever its footprint.
    package static let bytesPerBlock = 16

    /// The 14 footprints in the order of their OpenGL internal formats (0x93B0 is 4x4 … 0x93BD is 12x12).
    package static let all: [ASTCFootprint] = [
        (4, 4), (5, 4), (5, 5), (6, 5), (6, 6), (8, 5), (8, 6), (8, 8), (10, 5), (10, 6), (10, 8), (10, 10), (12, 10), (12, 12),
    ].map { ASTCFootprint(checkedWidth: $0.0, height: $0.1) }

    /// ASTC 4x4, what iOS writes by default.
    package static let block4x4 = all[0]

    package init?(blockWidth: Int, blockHeight: Int) {
        guard let known = Self.all.first(where: { $0.blockWidth == blockWidth && $0.blockHeight == blockHeight }) else { return nil }
        self = known
    }

    private init(checkedWidth: Int, height: Int) {
        blockWidth = checkedWidth
        blockHeight = height
    }

    /// Texels in one block.
    package var texelCount: Int { blockWidth * blockHeight }

    /// Blocks across and down for a `width × height` image (0 for a side that is not positive).
    package func grid(width: Int, height: Int) -> (columns: Int, rows: Int) {
        guard width > 0, height > 0 else { return (0, 0) }
        return ((width + blockWidth - 1) / blockWidth, (height + blockHeight - 1) / blockHeight)
    }

    /// Bytes of row-major block data for a `width × height` image. Call it only for a size that
    /// passed `ImageLimits.check` (or is otherwise bounded), which keeps the product from overflowing.
    package func byteCount(width: Int, height: Int) -> Int {
        let (columns, rows) = grid(width: width, height: height)
        return columns * rows * Self.bytesPerBlock
    }

    /// "4x4", "12x10": width first, as the OpenGL names write it.
    package var description: String { "\(blockWidth)x\(blockHeight)" }
}
