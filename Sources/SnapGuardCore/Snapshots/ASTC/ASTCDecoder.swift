/// Decodes ASTC LDR textures of any 2D block footprint into 8-bit RGBA, bit-exact with ARM's
/// reference decoder (`astcenc -dl`, or `-ds` for sRGB formats) under the chosen `ASTCRounding`,
/// and reports damaged blocks.
///
/// It handles everything the specification defines for LDR: every block mode and weight range,
/// dual weight planes, 1 to 4 partitions, every LDR colour endpoint mode and void-extent blocks.
/// Reserved and illegal encodings, HDR endpoint modes and HDR void extents decode to the error
/// colour (magenta) and are listed in `ASTCDecodedImage.damage`. Any 16 bytes decode; none make
/// it fail.
///
///     let decoded = ASTCDecoder(format: .rgba4x4).decode(blocks: bytes, width: 1290, height: 2796)
package struct ASTCDecoder: Sendable {
    package let format: ASTCFormat
    package let rounding: ASTCRounding

    /// A decoder for `format`, rounding to 8 bits as the specification says (as astcenc 4.7 and
    /// later do) unless told otherwise.
    package init(format: ASTCFormat, rounding: ASTCRounding = .specification) {
        self.format = format
        self.rounding = rounding
    }

    /// Decodes `width × height` pixels from row-major blocks (the last column and row of blocks
    /// cropped to the size). Returns nil when a side is not positive or `blocks` does not hold
    /// exactly `format.footprint.byteCount(width:height:)` bytes.
    package func decode(blocks: [UInt8], width: Int, height: Int) -> ASTCDecodedImage? {
        blocks.withUnsafeBytes { decode(blocks: $0, width: width, height: height) }
    }

    /// As `decode(blocks:width:height:)`, from bytes in memory.
    package func decode(blocks: UnsafeRawBufferPointer, width: Int, height: Int) -> ASTCDecodedImage? {
        let footprint = format.footprint
        guard width > 0, height > 0 else { return nil }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Int.max / 4 else { return nil }
        let (columns, rows) = footprint.grid(width: width, height: height)
        guard columns.multipliedReportingOverflow(by: rows).partialValue <= Int.max / 16,
              blocks.count == footprint.byteCount(width: width, height: height), let source = blocks.baseAddress else { return nil }

        let decoder = ASTCBlockDecoder(format: format, rounding: rounding)
        let (blockWidth, blockHeight) = (footprint.blockWidth, footprint.blockHeight)
        let texels = UnsafeMutablePointer<UInt8>.allocate(capacity: footprint.texelCount * 4)
        defer { texels.deallocate() }
        var damage = ASTCDamage(blockCount: columns * rows)
        let rgba = [UInt8](unsafeUninitializedCapacity: pixels * 4) { target, initialised in
            guard let target = target.baseAddress else { return }
            for row in 0..<rows {
                let top = row * blockHeight
                let visibleRows = min(blockHeight, height - top)
                for column in 0..<columns {
                    let index = row * columns + column
                    if !decoder.decode(source + index * ASTCFootprint.bytesPerBlock, into: texels) { damage.add(index) }
                    let left = column * blockWidth
                    let visibleBytes = min(blockWidth, width - left) * 4
                    for y in 0..<visibleRows {
                        (target + ((top + y) * width + left) * 4).update(from: texels + y * blockWidth * 4, count: visibleBytes)
                    }
                }
            }
            initialised = pixels * 4
        }
        return ASTCDecodedImage(width: width, height: height, rgba: rgba, damage: damage)
    }
}
