/// Sizes of ASTC 4x4 block data: every block covers 4 × 4 pixels in 16 bytes, and an image's
/// last column and row of blocks are cropped to its size.
enum ASTCBlocks {
    static let blockSide = 4
    static let bytesPerBlock = 16

    /// Blocks across and down for a `width × height` image.
    static func grid(width: Int, height: Int) -> (columns: Int, rows: Int) {
        ((width + blockSide - 1) / blockSide, (height + blockSide - 1) / blockSide)
    }

    /// Bytes of row-major ("linear") block data for a `width × height` image. Call it only for a
    /// size that passed `ImageLimits.check`, which keeps the product from overflowing.
    static func linearByteCount(width: Int, height: Int) -> Int {
        let (columns, rows) = grid(width: width, height: height)
        return columns * rows * bytesPerBlock
    }
}
