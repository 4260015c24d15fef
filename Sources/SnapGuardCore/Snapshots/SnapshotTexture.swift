/// What a snapshot container says about its picture: its size, its ASTC format and where its blocks are.
struct SnapshotTexture: Equatable {
    /// How the payload holds the blocks.
    enum Payload: Equatable {
        /// Row-major blocks, as stored (KTX 1.1 without compression).
        case linear(Range<Int>)
        /// An LZFSE stream that expands to row-major blocks (AAPL `LZFS`, KTX 1.1 with `Compression_APPLE`).
        case lzfse(Range<Int>)
        /// Uncompressed blocks in an AAPL `astc`/`ASTC` chunk: row-major, or in 128-pixel tiles.
        case appleRaw(Range<Int>)
    }

    let width: Int
    let height: Int
    let format: ASTCFormat
    let payload: Payload
}
