/// Reads an FSE bit stream backwards: the encoder wrote it forwards, flushing whole bytes, so
/// the decoder starts at the payload's end and pulls the most recently written bits first.
///
/// The accumulator holds 56 to 63 bits after each `refill()`, as in the reference decoder, so one
/// refill serves four literals (4 x 10 bits) or one L, M, D triple (14 + 17 + 23 bits). Bytes
/// below `end` but at or above `lowerBound` may be loaded without being part of the payload
/// (the literal stream of a short block reaches back into its own header, exactly as in the
/// reference decoder); a well-formed stream never consumes those bits.
struct FSEBitReader {
    private let bytes: [UInt8]
    private let lowerBound: Int
    private var position: Int
    private var accumulator: UInt64
    private var bitCount: Int

    /// - Parameters:
    ///   - end: one past the last byte of the stream's payload.
    ///   - lowerBound: the first byte the reader may load.
    ///   - finalBits: the encoder's final bit count from the block header (0 or negative).
    init(bytes: [UInt8], lowerBound: Int, end: Int, finalBits: Int, stream: String) throws(LZFSEError) {
        self.bytes = bytes
        self.lowerBound = lowerBound
        let loadCount = finalBits == 0 ? 7 : 8
        guard lowerBound >= 0, end <= bytes.count, end - loadCount >= lowerBound else {
            throw .invalidBitStream(detail: "the \(stream) stream is shorter than its first load")
        }
        position = end - loadCount
        accumulator = LZFSEBytes.uint64(bytes, at: position, count: loadCount)
        bitCount = finalBits + loadCount * 8
        guard bitCount >= 56, bitCount < 64, accumulator >> UInt64(bitCount) == 0 else {
            throw .invalidBitStream(detail: "the \(stream) stream has final bits \(finalBits)")
        }
    }

    /// Loads whole bytes until the accumulator holds 56 to 63 bits.
    mutating func refill() throws(LZFSEError) {
        let byteCount = (63 - bitCount) / 8
        let newPosition = position - byteCount
        guard newPosition >= lowerBound else {
            throw .invalidBitStream(detail: "a stream reads before the start of its payload")
        }
        let incoming = LZFSEBytes.uint64(bytes, at: newPosition, count: byteCount)
        accumulator = (accumulator << UInt64(byteCount * 8)) | incoming
        bitCount += byteCount * 8
        position = newPosition
    }

    /// The next `count` bits (0...32) as an integer.
    mutating func pull(_ count: Int) throws(LZFSEError) -> Int {
        guard count >= 0, count <= bitCount else {
            throw .invalidBitStream(detail: "a stream runs out of bits between refills")
        }
        bitCount -= count
        let result = accumulator >> UInt64(bitCount)
        accumulator &= (1 << UInt64(bitCount)) - 1
        return Int(result)
    }
}
