/// FSE decoder for literal bytes (1024 states, 256 symbols).
struct FSELiteralTable {
    private struct Entry {
        var symbol: UInt8
        var bits: Int
        var delta: Int
    }

    private let entries: [Entry]

    init(frequencies: [UInt16], literalCount: Int) throws(LZFSEError) {
        let states = try FSEStateLayout.states(
            frequencies: frequencies, stateCount: LZFSECompressedBlockHeader.literalStateCount,
            table: "literal", symbolsToDecode: literalCount)
        entries = states.map { Entry(symbol: UInt8(truncatingIfNeeded: $0.symbol), bits: $0.bits, delta: $0.delta) }
    }

    /// Decodes one literal in `state`, and moves `state` on.
    func decode(_ state: inout Int, from reader: inout FSEBitReader) throws(LZFSEError) -> UInt8 {
        guard state >= 0, state < entries.count else {
            throw .invalidBitStream(detail: "literal state \(state) is outside the table")
        }
        let entry = entries[state]
        state = entry.delta + (try reader.pull(entry.bits))
        return entry.symbol
    }
}
