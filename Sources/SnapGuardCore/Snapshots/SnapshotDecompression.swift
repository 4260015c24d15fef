/// Expands the LZFSE stream of a snapshot to its ASTC blocks. The decoder may write no more than the
/// bytes the picture's size needs, so a stream that would expand further is refused before it
/// allocates more; one that holds fewer is refused too.
enum SnapshotDecompression {
    static func expand(_ stream: [UInt8], to needed: Int, format: ImageFormat, size: (Int, Int)) throws(ImageError) -> [UInt8] {
        let blocks: [UInt8]
        do {
            blocks = try LZFSEDecoder(outputLimit: needed).decompress(stream)
        } catch .outputLimitExceeded {
            throw .corrupt(format, detail: "the LZFSE stream expands past the \(needed) bytes that \(size.0)x\(size.1) in its ASTC blocks needs")
        } catch {
            throw .corrupt(format, detail: String(describing: error))
        }
        guard blocks.count == needed else {
            throw .corrupt(format, detail: "the LZFSE stream holds \(blocks.count) bytes of blocks, but \(size.0)x\(size.1) needs \(needed)")
        }
        return blocks
    }
}
