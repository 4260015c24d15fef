import Foundation

/// What a snapshot container says about its picture: its size, ASTC format, how its blocks are
/// laid out and where their data is, and which way its rows and columns run.
struct SnapshotTexture: Equatable {
    /// How the data holds the blocks.
    enum Layout: Equatable {
        /// Row-major blocks, as stored (KTX 1.1 without compression, AAPL `ASTC`).
        case rowMajor
        /// An LZFSE stream that expands to row-major blocks (AAPL `LZFS`, KTX 1.1 with `Compression_APPLE`).
        case lzfse
        /// Blocks in 32 × 32-block tiles, tiles row-major, Morton order inside each (AAPL `astc`).
        case preTiled
    }

    let width: Int
    let height: Int
    let format: ASTCFormat
    let layout: Layout
    /// The block data (row-major or pre-tiled, perhaps with a tail past what the picture needs) or
    /// the LZFSE stream (perhaps with bytes after its end block).
    let data: Range<Int>
    var orientation = SnapshotOrientation.topDownLeftToRight
}

/// Which way a texture's stored rows and columns run on the picture: KTX 1.1's `KTXorientation`
/// key, e.g. "S=r,T=d" (columns run right, rows run down: as stored, the usual case).
struct SnapshotOrientation: Equatable {
    /// Rows are stored bottom row first ("T=u").
    var rowsRunUp = false
    /// Columns are stored right to left ("S=l").
    var columnsRunLeft = false

    static let topDownLeftToRight = SnapshotOrientation()

    var description: String { "S=\(columnsRunLeft ? "l" : "r"),T=\(rowsRunUp ? "u" : "d")" }

    /// Parses a `KTXorientation` value: comma-separated `S=r|l`, `T=d|u` and `R=i|o` (the third
    /// axis, meaningless for a 2D picture). Anything else is nil: a picture whose orientation
    /// cannot be read could be mirrored, and mirrored text does not read.
    init?(ktxValue: String) {
        for item in ktxValue.split(separator: ",", omittingEmptySubsequences: false) {
            switch item.trimmingCharacters(in: .whitespaces) {
            case "S=r": columnsRunLeft = false
            case "S=l": columnsRunLeft = true
            case "T=d": rowsRunUp = false
            case "T=u": rowsRunUp = true
            case "R=i", "R=o": continue
            default: return nil
            }
        }
    }

    init() {}
}
