/// FSE decoder for one of the L (literal length), M (match length) or D (distance) streams: each
/// symbol stands for a base value plus a few raw extra bits read with the state bits.
struct FSEValueTable {
    private struct Entry {
        var totalBits: Int
        var valueBits: Int
        var delta: Int
        var base: Int
    }

    private let entries: [Entry]
    private let name: String

    /// The L table (64 states; values 0...315).
    static func literalLengths(_ frequencies: [UInt16], matchCount: Int) throws(LZFSEError) -> Self {
        try Self(frequencies, stateCount: LZFSECompressedBlockHeader.lStateCount, name: "L", symbolsToDecode: matchCount,
                 extraBits: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 5, 8],
                 baseValues: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 20, 28, 60])
    }

    /// The M table (64 states; values 0...2359).
    static func matchLengths(_ frequencies: [UInt16], matchCount: Int) throws(LZFSEError) -> Self {
        try Self(frequencies, stateCount: LZFSECompressedBlockHeader.mStateCount, name: "M", symbolsToDecode: matchCount,
                 extraBits: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 5, 8, 11],
                 baseValues: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 24, 56, 312])
    }

    /// The D table (256 states; values 0...262139, where 0 means "the previous distance").
    static func distances(_ frequencies: [UInt16], matchCount: Int) throws(LZFSEError) -> Self {
        // Four symbols per extra-bit count 0...15; each group of four starts where the last ended.
        var extraBits: [Int] = []
        var baseValues: [Int] = []
        var base = 0
        for bits in 0..<16 {
            for _ in 0..<4 {
                extraBits.append(bits)
                baseValues.append(base)
                base += 1 << bits
            }
        }
        return try Self(frequencies, stateCount: LZFSECompressedBlockHeader.dStateCount, name: "D",
                        symbolsToDecode: matchCount, extraBits: extraBits, baseValues: baseValues)
    }

    private init(_ frequencies: [UInt16], stateCount: Int, name: String, symbolsToDecode: Int,
                 extraBits: [Int], baseValues: [Int]) throws(LZFSEError) {
        let states = try FSEStateLayout.states(frequencies: frequencies, stateCount: stateCount, table: name,
                                               symbolsToDecode: symbolsToDecode)
        self.name = name
        entries = states.map {
            Entry(totalBits: $0.bits + extraBits[$0.symbol], valueBits: extraBits[$0.symbol], delta: $0.delta,
                  base: baseValues[$0.symbol])
        }
    }

    /// Decodes one value in `state`, and moves `state` on.
    func decode(_ state: inout Int, from reader: inout FSEBitReader) throws(LZFSEError) -> Int {
        guard state >= 0, state < entries.count else {
            throw .invalidBitStream(detail: "\(name) state \(state) is outside the table")
        }
        let entry = entries[state]
        let bits = try reader.pull(entry.totalBits)
        state = entry.delta + (bits >> entry.valueBits)
        return entry.base + (bits & ((1 << entry.valueBits) - 1))
    }
}
