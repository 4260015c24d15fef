/// Expands the LZFSE stream of a snapshot to its ASTC blocks, refusing a stream that holds more or
/// fewer bytes than the picture's size needs.
enum SnapshotDecompression {
    static func expand(_ stream: [UInt8], to needed: Int, format: ImageFormat, size: (Int, Int)) throws(ImageError) -> [UInt8] {
        throw .unsupportedFormat(format, reason: "LZFSE-compressed snapshots are not read yet")
    }
}
