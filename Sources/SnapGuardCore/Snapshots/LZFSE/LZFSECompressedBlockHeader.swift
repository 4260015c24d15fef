/// The header of an LZ + FSE block (`bvx2` or `bvx1`), with every count, initial state and
/// frequency table the block decoder needs. Both layouts parse to this one shape.
///
/// `bvx2` (what encoders write): magic, `n_raw_bytes`, three packed little-endian 64-bit words, then
/// the frequency tables in a fixed prefix code, `header_size` bytes in all. `bvx1`: the same
/// fields as plain 32/16-bit integers and the tables as 360 `UInt16`, 772 bytes in all.
struct LZFSECompressedBlockHeader: Sendable {
    static let literalStateCount = 1024
    static let lStateCount = 64
    static let mStateCount = 64
    static let dStateCount = 256
    static let literalSymbolCount = 256
    static let lSymbolCount = 20
    static let mSymbolCount = 20
    static let dSymbolCount = 64
    static let maximumLiteralCount = 40_000
    static let maximumMatchCount = 10_000
    /// Size of a `bvx1` header (the C struct with its 4-byte alignment padding).
    static let v1Size = 772
    /// Size of the fixed part of a `bvx2` header, before the frequency tables.
    static let v2FixedSize = 32

    var magic: LZFSEBlockMagic
    /// Bytes of header, counted from the magic; the literal payload starts right after.
    var headerSize: Int
    var rawByteCount: Int
    var literalCount: Int
    var matchCount: Int
    var literalPayloadByteCount: Int
    var lmdPayloadByteCount: Int
    /// Final bit count of the literal stream's encoder, in [-7, 0] for a well-formed block.
    var literalBits: Int
    var literalStates: [Int]
    var lmdBits: Int
    var lState: Int
    var mState: Int
    var dState: Int
    var lFrequencies: [UInt16]
    var mFrequencies: [UInt16]
    var dFrequencies: [UInt16]
    var literalFrequencies: [UInt16]

    /// Total payload bytes (literals, then L/M/D) after the header.
    var payloadByteCount: Int { literalPayloadByteCount + lmdPayloadByteCount }

    /// Reads the header of the block whose magic is at `offset`.
    static func parse(_ bytes: [UInt8], at offset: Int, magic: LZFSEBlockMagic) throws(LZFSEError) -> Self {
        let header: Self
        if magic == .compressedV1 {
            header = try parseV1(bytes, at: offset)
        } else {
            header = try parseV2(bytes, at: offset)
        }
        try header.validate()
        return header
    }

    private static func parseV2(_ bytes: [UInt8], at offset: Int) throws(LZFSEError) -> Self {
        let available = bytes.count - offset
        guard available >= v2FixedSize else { throw .truncated(part: "a bvx2 block header") }
        let rawByteCount = Int(LZFSEBytes.uint32(bytes, at: offset + 4))
        let word0 = LZFSEBytes.uint64(bytes, at: offset + 8)
        let word1 = LZFSEBytes.uint64(bytes, at: offset + 16)
        let word2 = LZFSEBytes.uint64(bytes, at: offset + 24)
        let headerSize = Int(field(word2, 0, 32))
        guard headerSize >= v2FixedSize else {
            throw .invalidBlockHeader(detail: "bvx2 header size \(headerSize) is under \(v2FixedSize) bytes")
        }
        guard headerSize <= available else { throw .truncated(part: "a bvx2 block header") }
        let frequencies = try decodeFrequencies(bytes, from: offset + v2FixedSize, to: offset + headerSize)
        return Self(
            magic: .compressedV2, headerSize: headerSize, rawByteCount: rawByteCount,
            literalCount: Int(field(word0, 0, 20)), matchCount: Int(field(word0, 40, 20)),
            literalPayloadByteCount: Int(field(word0, 20, 20)), lmdPayloadByteCount: Int(field(word1, 40, 20)),
            literalBits: Int(field(word0, 60, 3)) - 7,
            literalStates: [0, 10, 20, 30].map { Int(field(word1, $0, 10)) },
            lmdBits: Int(field(word1, 60, 3)) - 7,
            lState: Int(field(word2, 32, 10)), mState: Int(field(word2, 42, 10)), dState: Int(field(word2, 52, 10)),
            lFrequencies: Array(frequencies[0..<20]), mFrequencies: Array(frequencies[20..<40]),
            dFrequencies: Array(frequencies[40..<104]), literalFrequencies: Array(frequencies[104..<360]))
    }

    private static func parseV1(_ bytes: [UInt8], at offset: Int) throws(LZFSEError) -> Self {
        guard bytes.count - offset >= v1Size else { throw .truncated(part: "a bvx1 block header") }
        func u32(_ at: Int) -> Int { Int(LZFSEBytes.uint32(bytes, at: offset + at)) }
        func i32(_ at: Int) -> Int { Int(Int32(bitPattern: LZFSEBytes.uint32(bytes, at: offset + at))) }
        func u16(_ at: Int) -> Int { Int(LZFSEBytes.uint16(bytes, at: offset + at)) }
        func table(_ at: Int, _ count: Int) -> [UInt16] {
            (0..<count).map { LZFSEBytes.uint16(bytes, at: offset + at + 2 * $0) }
        }
        // Offset 8 holds n_payload_bytes, which the reference decoder does not use either: the
        // literal and L/M/D payload sizes that follow are what place the block's end.
        return Self(
            magic: .compressedV1, headerSize: v1Size, rawByteCount: u32(4),
            literalCount: u32(12), matchCount: u32(16),
            literalPayloadByteCount: u32(20), lmdPayloadByteCount: u32(24),
            literalBits: i32(28), literalStates: [u16(32), u16(34), u16(36), u16(38)],
            lmdBits: i32(40), lState: u16(44), mState: u16(46), dState: u16(48),
            lFrequencies: table(50, 20), mFrequencies: table(90, 20),
            dFrequencies: table(130, 64), literalFrequencies: table(258, 256))
    }

    /// Range checks that do not need the payload (the reference decoder's header check, minus the
    /// frequency sums, which the FSE tables check as they are built).
    private func validate() throws(LZFSEError) {
        let name = magic.name
        guard literalCount <= Self.maximumLiteralCount else {
            throw .invalidBlockHeader(detail: "\(name) has \(literalCount) literals, over \(Self.maximumLiteralCount)")
        }
        guard matchCount <= Self.maximumMatchCount else {
            throw .invalidBlockHeader(detail: "\(name) has \(matchCount) matches, over \(Self.maximumMatchCount)")
        }
        // Every (L, M, D) triple an encoder writes has L + M > 0, and the literals are the block's
        // own bytes padded to a multiple of 4; so neither count can pass the block's size. This
        // also bounds the work a tiny malicious block can ask for.
        guard matchCount <= rawByteCount else {
            throw .invalidBlockHeader(detail: "\(name) has \(matchCount) matches for \(rawByteCount) bytes")
        }
        guard literalCount <= rawByteCount + 3 else {
            throw .invalidBlockHeader(detail: "\(name) has \(literalCount) literals for \(rawByteCount) bytes")
        }
        for state in literalStates where state >= Self.literalStateCount {
            throw .invalidBlockHeader(detail: "\(name) literal state \(state) is not under \(Self.literalStateCount)")
        }
        for (label, state, count) in [("L", lState, Self.lStateCount), ("M", mState, Self.mStateCount),
                                      ("D", dState, Self.dStateCount)] where state >= count {
            throw .invalidBlockHeader(detail: "\(name) \(label) state \(state) is not under \(count)")
        }
    }

    /// The `width` bits of `word` from bit `lsb` up.
    private static func field(_ word: UInt64, _ lsb: Int, _ width: Int) -> UInt64 {
        (word >> UInt64(lsb)) & ((1 << UInt64(width)) - 1)
    }

    /// Decodes the 360 frequencies (L, M, D, literal) packed in `bytes[start..<end]`. An empty range
    /// means the encoder left the tables out: all frequencies are 0. The code must end exactly at
    /// `end`, with fewer than 8 bits left over.
    private static func decodeFrequencies(_ bytes: [UInt8], from start: Int, to end: Int) throws(LZFSEError) -> [UInt16] {
        let count = lSymbolCount + mSymbolCount + dSymbolCount + literalSymbolCount
        var frequencies = [UInt16](repeating: 0, count: count)
        guard start < end else { return frequencies }
        var accumulator: UInt32 = 0
        var accumulatorBits = 0
        var position = start
        for index in 0..<count {
            while position < end && accumulatorBits + 8 <= 32 {
                accumulator |= UInt32(bytes[position]) << UInt32(accumulatorBits)
                accumulatorBits += 8
                position += 1
            }
            let (value, bitCount) = frequencyCode(accumulator)
            guard bitCount <= accumulatorBits else {
                throw .invalidBlockHeader(detail: "bvx2 frequency tables end before their 360th value")
            }
            frequencies[index] = value
            accumulator >>= UInt32(bitCount)
            accumulatorBits -= bitCount
        }
        guard accumulatorBits < 8 && position == end else {
            throw .invalidBlockHeader(detail: "bvx2 frequency tables do not end at the header size")
        }
        return frequencies
    }

    private static let codeLengths: [Int] = [
        2, 3, 2, 5, 2, 3, 2, 8, 2, 3, 2, 5, 2, 3, 2, 14, 2, 3, 2, 5, 2, 3, 2, 8, 2, 3, 2, 5, 2, 3, 2, 14,
    ]
    private static let codeValues: [UInt16] = [
        0, 2, 1, 4, 0, 3, 1, 0, 0, 2, 1, 5, 0, 3, 1, 0, 0, 2, 1, 6, 0, 3, 1, 0, 0, 2, 1, 7, 0, 3, 1, 0,
    ]

    /// One frequency from the low bits of `bits`: (value, bits used). Codes are read from the
    /// least significant bit; 8-bit codes carry 8...23, 14-bit codes 24...1047.
    private static func frequencyCode(_ bits: UInt32) -> (UInt16, Int) {
        let low = Int(bits & 31)
        let length = codeLengths[low]
        switch length {
        case 8: return (8 + UInt16((bits >> 4) & 0xF), 8)
        case 14: return (24 + UInt16((bits >> 4) & 0x3FF), 14)
        default: return (codeValues[low], length)
        }
    }
}
