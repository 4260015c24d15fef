import Foundation

/// What a snapshot file holds, as its decoder read it: the container's parts, header fields, the
/// picture's size and pixel format, where its block data is and how it is laid out, and the tiling
/// decision. It holds no pixel data, so a user can paste it into a bug report (`snapguard inspect`).
///
/// Decoding fills it step by step; when a step fails, what was read before it stays, and `error`
/// says why the file does not decode.
package struct SnapshotStructure: Codable, Hashable, Sendable {
    /// A part of the file: an AAPL chunk (`HEAD`, `FILL`, `LZFS`, `astc`, `ASTC`, `END `, …) or a
    /// part of a KTX file (header, key/value data, image data).
    package struct Part: Codable, Hashable, Sendable {
        package var name: String
        /// Where the part starts (its chunk header, for a chunk).
        package var offset: Int
        /// Its payload bytes (not counting a chunk's 8-byte header).
        package var size: Int
    }

    /// A header field as stored, e.g. HEAD's width at 0x18, or a KTX key/value entry.
    package struct Field: Codable, Hashable, Sendable {
        package var name: String
        package var value: String
    }

    /// Where the picture's data is and what it holds.
    package struct Payload: Codable, Hashable, Sendable {
        /// "LZFS chunk", "astc chunk", "ASTC chunk", "KTX image data".
        package var source: String
        /// How the blocks are laid out: "row-major", "pre-tiled" or "LZFSE stream of row-major blocks".
        package var layout: String
        package var compressed: Bool
        /// Where the block data (or LZFSE stream) starts, and how many bytes it has: as its length word
        /// says for blocks, to its part's end for a stream.
        package var dataOffset: Int
        package var dataBytes: Int
        /// The length word written before the data, and what it turned out to mean.
        package var lengthWord: Int?
        package var lengthWordMeaning: String?
        /// Block bytes the picture's size needs in this layout.
        package var blockBytesNeeded: Int?
        /// Bytes past them that were ignored (an alignment tail, or LZFSE output past the blocks).
        package var tailBytes: Int?
        /// For LZFSE: the stream's length up to and including its `bvx$` end block.
        package var streamLength: Int?
    }

    /// Which way the Morton order runs inside the 32 × 32-block tiles of a pre-tiled payload.
    package struct Tiling: Codable, Hashable, Sendable {
        /// "x-even" or "y-even" (the coordinate in the even bits of a block's index in its tile).
        package var order: String?
        /// Summed colour differences across the block edges inside the tiles, per order (edges
        /// next to a place that holds a damaged block in either order are left out of both).
        /// Lower is smoother.
        package var roughnessXEven: Int
        package var roughnessYEven: Int
        /// 1 − smoother / rougher: 0 when the orders cannot be told apart.
        package var margin: Double
        /// At least this margin decides.
        package var marginNeeded: Double
        /// Both orders give the same picture (where both put intact blocks): the one showing fewer
        /// damaged blocks is right.
        package var identical: Bool
        package var decided: Bool
        /// Damaged ASTC blocks each order would put in the picture.
        package var damagedXEven: Int
        package var damagedYEven: Int
    }

    /// "AAPL" or "KTX 1.1".
    package var container: String
    /// The file's first bytes in hex.
    package var magic: String
    package var fileBytes: Int
    package var parts: [Part] = []
    package var header: [Field] = []
    package var width: Int?
    package var height: Int?
    /// "ASTC 4x4 (0x93B0)", …
    package var pixelFormat: String?
    /// "4x4", "8x8", …
    package var blockSize: String?
    package var payload: Payload?
    package var tiling: Tiling?
    /// How the stored rows and columns map onto the picture (KTX's `KTXorientation`).
    package var orientation: String?
    /// Why the file does not decode, when it does not.
    package var error: String?

    package init(container: String, data: Data, magicLength: Int) {
        self.container = container
        magic = data.prefix(magicLength).map { String(format: "%02x", $0) }.joined(separator: " ")
        fileBytes = data.count
    }
}
