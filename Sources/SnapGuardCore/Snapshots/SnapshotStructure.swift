import Foundation

/// What a snapshot file holds, as its decoder read it: the container's parts, header fields, the
/// picture's size and pixel format, where its block data is and how it is laid out, and the tiling
/// decision. It holds no pixel data, so a user can paste it into a bug report (`snapguard inspect`).
///
/// Decoding fills it step by step; when a step fails, what was read before it stays, and `error`
/// says why the file does not decode.
public struct SnapshotStructure: Codable, Hashable, Sendable {
    /// A part of the file: an AAPL chunk (`HEAD`, `FILL`, `LZFS`, `astc`, `ASTC`, `END `, …) or a
    /// part of a KTX file (header, key/value data, image data).
    public struct Part: Codable, Hashable, Sendable {
        public var name: String
        /// Where the part starts (its chunk header, for a chunk).
        public var offset: Int
        /// Its payload bytes (not counting a chunk's 8-byte header).
        public var size: Int
    }

    /// A header field as stored, e.g. HEAD's width at 0x18, or a KTX key/value entry.
    public struct Field: Codable, Hashable, Sendable {
        public var name: String
        public var value: String
    }

    /// Where the picture's data is and what it holds.
    public struct Payload: Codable, Hashable, Sendable {
        /// "LZFS chunk", "astc chunk", "ASTC chunk", "KTX image data".
        public var source: String
        /// How the blocks are laid out: "row-major", "pre-tiled" or "LZFSE stream of row-major blocks".
        public var layout: String
        public var compressed: Bool
        /// Where the block data (or LZFSE stream) starts, and how many bytes it has: as its length word
        /// says for blocks, to its part's end for a stream.
        public var dataOffset: Int
        public var dataBytes: Int
        /// The length word written before the data, and what it turned out to mean.
        public var lengthWord: Int?
        public var lengthWordMeaning: String?
        /// Block bytes the picture's size needs in this layout.
        public var blockBytesNeeded: Int?
        /// Bytes past them that were ignored (an alignment tail, or LZFSE output past the blocks).
        public var tailBytes: Int?
        /// For LZFSE: the stream's length up to and including its `bvx$` end block.
        public var streamLength: Int?
    }

    /// Which way the Morton order runs inside the 32 × 32-block tiles of a pre-tiled payload.
    public struct Tiling: Codable, Hashable, Sendable {
        /// "x-even" or "y-even" (the coordinate in the even bits of a block's index in its tile).
        public var order: String?
        /// Summed colour differences across the block edges inside the tiles, per order (edges
        /// next to a place that holds a damaged block in either order are left out of both).
        /// Lower is smoother.
        public var roughnessXEven: Int
        public var roughnessYEven: Int
        /// 1 − smoother / rougher: 0 when the orders cannot be told apart.
        public var margin: Double
        /// At least this margin decides.
        public var marginNeeded: Double
        /// Both orders give the same picture (where both put intact blocks): the one showing fewer
        /// damaged blocks is right.
        public var identical: Bool
        public var decided: Bool
        /// Damaged ASTC blocks each order would put in the picture.
        public var damagedXEven: Int
        public var damagedYEven: Int
    }

    /// "AAPL" or "KTX 1.1".
    public var container: String
    /// The file's first bytes in hex.
    public var magic: String
    public var fileBytes: Int
    public var parts: [Part] = []
    public var header: [Field] = []
    public var width: Int?
    public var height: Int?
    /// "ASTC 4x4 (0x93B0)", …
    public var pixelFormat: String?
    /// "4x4", "8x8", …
    public var blockSize: String?
    public var payload: Payload?
    public var tiling: Tiling?
    /// How the stored rows and columns map onto the picture (KTX's `KTXorientation`).
    public var orientation: String?
    /// Why the file does not decode, when it does not.
    public var error: String?

    public init(container: String, data: Data, magicLength: Int) {
        self.container = container
        magic = data.prefix(magicLength).map { String(format: "%02x", $0) }.joined(separator: " ")
        fileBytes = data.count
    }
}
