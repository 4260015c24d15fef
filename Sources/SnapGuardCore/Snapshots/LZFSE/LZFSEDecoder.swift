import Foundation

/// Decodes an LZFSE stream (Apple's compression format, used for `.ktx` snapshot payloads) in
/// pure Swift. Handles every block type: `bvx2` and `bvx1` (LZ + FSE), `bvxn` (LZVN), `bvx-` (raw)
/// and `bvx$` (end of stream).
///
/// Untrusted input is safe: every size is checked before it is used, the output never grows past
/// `outputLimit` (a block header or match that would pass it is refused before anything is
/// allocated for it), and each step consumes input or produces output, so decoding ends.
/// Bytes after the `bvx$` block are ignored, as in the reference decoder.
///
/// With a `discardAllowance`, a stream may decode to that many bytes past `outputLimit`: they are
/// decoded (so the stream is still checked to its end) but dropped, never stored.
struct LZFSEDecoder: Sendable {
    /// The most bytes `decompress` may return.
    let outputLimit: Int
    /// How many bytes past `outputLimit` the stream may decode to; they are dropped.
    let discardAllowance: Int

    init(outputLimit: Int, discardAllowance: Int = 0) {
        self.outputLimit = max(0, outputLimit)
        self.discardAllowance = max(0, discardAllowance)
    }

    /// Decodes a whole stream held in a `[UInt8]`, which must end with a `bvx$` block.
    func decompress(_ input: [UInt8]) throws(LZFSEError) -> [UInt8] {
        try decompressCounting(input).bytes
    }

    /// Decodes a whole stream: the bytes kept (at most `outputLimit`), how many more it decoded to
    /// and were dropped, and how many input bytes it took up to and including its `bvx$` block.
    func decompressCounting(_ input: [UInt8]) throws(LZFSEError) -> (bytes: [UInt8], discarded: Int, streamLength: Int) {
        var output = LZFSEOutput(limit: outputLimit, discardAllowance: discardAllowance)
        var offset = 0
        while true {
            guard input.count - offset >= 4 else {
                throw .truncated(part: offset == 0 ? "its first block magic" : "the stream, before its bvx$ end block")
            }
            let value = LZFSEBytes.uint32(input, at: offset)
            guard let magic = LZFSEBlockMagic(rawValue: value) else { throw .unknownBlockMagic(value) }
            switch magic {
            case .endOfStream:
                return (output.bytes, output.discarded, offset + 4)
            case .uncompressed:
                offset = try decodeUncompressed(input, at: offset, into: &output)
            case .lzvn:
                offset = try decodeLZVN(input, at: offset, into: &output)
            case .compressedV1, .compressedV2:
                offset = try LZFSECompressedBlockDecoder.decode(input, at: offset, magic: magic, into: &output)
            }
        }
    }

    /// Decodes a whole stream held in `Data` (copied to `[UInt8]` first).
    func decompress(_ data: Data) throws(LZFSEError) -> [UInt8] {
        try decompress([UInt8](data))
    }

    /// `bvx-`: magic, `n_raw_bytes` (u32), then the bytes.
    private func decodeUncompressed(_ input: [UInt8], at offset: Int, into output: inout LZFSEOutput) throws(LZFSEError) -> Int {
        guard input.count - offset >= 8 else { throw .truncated(part: "a bvx- block header") }
        let rawByteCount = Int(LZFSEBytes.uint32(input, at: offset + 4))
        try output.reserve(rawByteCount)
        let start = offset + 8
        guard rawByteCount <= input.count - start else { throw .truncated(part: "a bvx- block payload") }
        try output.append(input[start..<start + rawByteCount])
        return start + rawByteCount
    }

    /// `bvxn`: magic, `n_raw_bytes` (u32), `n_payload_bytes` (u32), then the LZVN payload.
    private func decodeLZVN(_ input: [UInt8], at offset: Int, into output: inout LZFSEOutput) throws(LZFSEError) -> Int {
        guard input.count - offset >= 12 else { throw .truncated(part: "a bvxn block header") }
        let rawByteCount = Int(LZFSEBytes.uint32(input, at: offset + 4))
        let payloadByteCount = Int(LZFSEBytes.uint32(input, at: offset + 8))
        try output.reserve(rawByteCount)
        let start = offset + 12
        guard payloadByteCount <= input.count - start else { throw .truncated(part: "a bvxn block payload") }
        try LZVNBlockDecoder.decode(input, payload: start..<start + payloadByteCount, rawByteCount: rawByteCount,
                                    into: &output)
        return start + payloadByteCount
    }
}
