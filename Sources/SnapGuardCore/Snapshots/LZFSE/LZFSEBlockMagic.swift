/// The four bytes that open each block of an LZFSE stream, read as a little-endian `UInt32`.
enum LZFSEBlockMagic: UInt32, CaseIterable, Sendable {
    /// `bvx$`: end of stream.
    case endOfStream = 0x2478_7662
    /// `bvx-`: raw bytes.
    case uncompressed = 0x2D78_7662
    /// `bvx1`: LZ + FSE with plain (16-bit) frequency tables.
    case compressedV1 = 0x3178_7662
    /// `bvx2`: LZ + FSE with packed header fields and compressed frequency tables.
    case compressedV2 = 0x3278_7662
    /// `bvxn`: LZVN.
    case lzvn = 0x6E78_7662

    /// The magic as it reads in the file, e.g. `bvx2`.
    var name: String {
        switch self {
        case .endOfStream: "bvx$"
        case .uncompressed: "bvx-"
        case .compressedV1: "bvx1"
        case .compressedV2: "bvx2"
        case .lzvn: "bvxn"
        }
    }
}
