/// Expands the LZFSE stream of a snapshot to its ASTC blocks.
///
/// The stream is read to its `bvx$` end block, whatever length word the container put before it
/// (public decoders disagree on whether that word is the compressed or the expanded size). The
/// decoder keeps no more than the bytes the picture's size needs. A stream that runs a little past
/// them (less than one column of blocks: no wider picture fits in that) has the excess decoded and
/// dropped; one that expands further, or holds fewer, is refused.
enum SnapshotDecompression {
    struct Expansion {
        /// Exactly the bytes the picture needs.
        let blocks: [UInt8]
        /// Bytes the stream expanded to past them, dropped.
        let excess: Int
        /// Bytes of input up to and including the `bvx$` block.
        let streamLength: Int
    }

    /// The excess allowed for a picture of `rows` block rows: less than one more block in each row.
    static func excessAllowance(rows: Int) -> Int { max(0, rows * ASTCFootprint.bytesPerBlock - 1) }

    static func expand(_ stream: [UInt8], to needed: Int, rows: Int, format: ImageFormat,
                       size: (width: Int, height: Int, astc: ASTCFormat)) throws(ImageError) -> Expansion {
        let allowance = excessAllowance(rows: rows)
        let picture = "\(size.width)x\(size.height) in \(size.astc) blocks"
        let result: (bytes: [UInt8], discarded: Int, streamLength: Int)
        do {
            result = try LZFSEDecoder(outputLimit: needed, discardAllowance: allowance).decompressCounting(stream)
        } catch .outputLimitExceeded {
            throw .corrupt(format, detail: "the LZFSE stream expands past the \(needed) bytes that \(picture) needs (by more than the \(allowance) bytes of slack allowed)")
        } catch {
            throw .corrupt(format, detail: String(describing: error))
        }
        guard result.bytes.count == needed else {
            throw .corrupt(format, detail: "the LZFSE stream holds \(result.bytes.count) bytes of blocks, but \(picture) needs \(needed)")
        }
        return Expansion(blocks: result.bytes, excess: result.discarded, streamLength: result.streamLength)
    }
}
