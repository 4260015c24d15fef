/// Decodes one `bvx2` / `bvx1` block: FSE-coded literals, then FSE-coded (L, M, D) triples that
/// each copy L literals and then M bytes from D bytes back.
enum LZFSECompressedBlockDecoder {
    /// Decodes the block whose header is at `offset` onto `output` and returns the offset after it.
    static func decode(_ input: [UInt8], at offset: Int, magic: LZFSEBlockMagic,
                       into output: inout LZFSEOutput) throws(LZFSEError) -> Int {
        let header = try LZFSECompressedBlockHeader.parse(input, at: offset, magic: magic)
        try output.reserve(header.rawByteCount)
        let literalStart = offset + header.headerSize
        guard header.payloadByteCount <= input.count - literalStart else {
            throw .truncated(part: "a \(magic.name) block payload")
        }
        let literalEnd = literalStart + header.literalPayloadByteCount
        let lmdEnd = literalEnd + header.lmdPayloadByteCount

        let literals = try decodeLiterals(input, header: header, end: literalEnd)

        let lTable = try FSEValueTable.literalLengths(header.lFrequencies, matchCount: header.matchCount)
        let mTable = try FSEValueTable.matchLengths(header.mFrequencies, matchCount: header.matchCount)
        let dTable = try FSEValueTable.distances(header.dFrequencies, matchCount: header.matchCount)
        var reader = try FSEBitReader(bytes: input, lowerBound: literalEnd, end: lmdEnd,
                                      finalBits: header.lmdBits, stream: "L, M, D")
        var lState = header.lState
        var mState = header.mState
        var dState = header.dState
        let blockEnd = output.count + header.rawByteCount
        var literalIndex = 0
        var distance = -1 // none yet: a first D of 0 ("previous") is an error
        for _ in 0..<header.matchCount {
            try reader.refill()
            let literalLength = try lTable.decode(&lState, from: &reader)
            let matchLength = try mTable.decode(&mState, from: &reader)
            let newDistance = try dTable.decode(&dState, from: &reader)
            if newDistance != 0 { distance = newDistance }

            guard literalLength <= literals.count - literalIndex else {
                throw .literalOverrun(needed: literalIndex + literalLength, available: literals.count)
            }
            guard literalLength + matchLength <= blockEnd - output.count else {
                throw .blockSizeMismatch(detail: "\(magic.name) block decodes to more than the \(header.rawByteCount) bytes it declares")
            }
            // As in the reference decoder, D must be valid even when M is 0.
            guard distance >= 1, distance <= output.count + literalLength else {
                throw .invalidMatchDistance(distance: distance, position: output.count + literalLength)
            }
            try output.append(literals[literalIndex..<literalIndex + literalLength])
            literalIndex += literalLength
            try output.copyMatch(distance: distance, length: matchLength)
        }
        guard output.count == blockEnd else {
            throw .blockSizeMismatch(detail: "\(magic.name) block declares \(header.rawByteCount) bytes but decodes \(header.rawByteCount - (blockEnd - output.count))")
        }
        return lmdEnd
    }

    /// Decodes the block's literals: four interleaved FSE streams sharing one bit stream, so the
    /// count is rounded up to a multiple of four (encoders pad with zero bytes).
    private static func decodeLiterals(_ input: [UInt8], header: LZFSECompressedBlockHeader,
                                       end: Int) throws(LZFSEError) -> [UInt8] {
        let table = try FSELiteralTable(frequencies: header.literalFrequencies, literalCount: header.literalCount)
        let roundedCount = (header.literalCount + 3) & ~3
        var literals = [UInt8](repeating: 0, count: roundedCount)
        guard roundedCount > 0 else { return literals }
        // The reference decoder lets this stream load bytes from anywhere in the input, because a
        // short block's first load reaches back into its header; those bits are never used.
        var reader = try FSEBitReader(bytes: input, lowerBound: 0, end: end, finalBits: header.literalBits,
                                      stream: "literal")
        var states = header.literalStates
        var index = 0
        while index < roundedCount {
            try reader.refill()
            literals[index] = try table.decode(&states[0], from: &reader)
            literals[index + 1] = try table.decode(&states[1], from: &reader)
            literals[index + 2] = try table.decode(&states[2], from: &reader)
            literals[index + 3] = try table.decode(&states[3], from: &reader)
            index += 4
        }
        return literals
    }
}
