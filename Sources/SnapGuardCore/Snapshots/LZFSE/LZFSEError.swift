/// Why an LZFSE stream could not be decoded. Each case reads as one line.
enum LZFSEError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input ends inside `part` (for example "a bvx2 block header").
    case truncated(part: String)
    /// Decoding would produce more than `limit` bytes.
    case outputLimitExceeded(limit: Int)
    /// A block starts with four bytes that are not bvx2, bvx1, bvxn, bvx- or bvx$ (little-endian value).
    case unknownBlockMagic(UInt32)
    /// A block header field is out of range.
    case invalidBlockHeader(detail: String)
    /// An FSE frequency table does not sum to its number of states.
    case invalidFrequencyTable(detail: String)
    /// An FSE bit stream is inconsistent: bad final bits, or it reads before its payload.
    case invalidBitStream(detail: String)
    /// A match copies from before the start of the output, or has distance 0.
    case invalidMatchDistance(distance: Int, position: Int)
    /// A match needs more literal bytes than the block decoded.
    case literalOverrun(needed: Int, available: Int)
    /// An LZVN opcode that the format leaves undefined.
    case invalidLZVNOpcode(UInt8)
    /// A block decodes to a different number of bytes than its header declares.
    case blockSizeMismatch(detail: String)

    var description: String {
        switch self {
        case .truncated(let part): "LZFSE stream truncated in \(part)"
        case .outputLimitExceeded(let limit): "LZFSE output would exceed \(limit) bytes"
        case .unknownBlockMagic(let magic): "LZFSE stream has an unknown block magic 0x\(LZFSEError.hex(magic))"
        case .invalidBlockHeader(let detail): "LZFSE block header is invalid: \(detail)"
        case .invalidFrequencyTable(let detail): "LZFSE frequency table is invalid: \(detail)"
        case .invalidBitStream(let detail): "LZFSE bit stream is invalid: \(detail)"
        case .invalidMatchDistance(let distance, let position):
            "LZFSE match distance \(distance) at output byte \(position) reaches outside the output"
        case .literalOverrun(let needed, let available):
            "LZFSE block needs \(needed) literal bytes but holds \(available)"
        case .invalidLZVNOpcode(let opcode): "LZVN opcode 0x\(LZFSEError.hex(UInt32(opcode), digits: 2)) is undefined"
        case .blockSizeMismatch(let detail): "LZFSE block size mismatch: \(detail)"
        }
    }

    private static func hex(_ value: UInt32, digits: Int = 8) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
