/// Lays out the states of an FSE (tANS) decoder from a normalised frequency table: symbol `s`
/// with frequency `f` owns `f` consecutive states, each of which reads `bits` more bits and adds
/// them to `delta` to find the next state.
enum FSEStateLayout {
    struct State: Sendable {
        var symbol: Int
        var bits: Int
        var delta: Int
    }

    /// The `stateCount` states in order, or an empty layout for an all-zero table that no symbol
    /// uses (encoders write one for a block without literals or without matches).
    ///
    /// - Throws: `invalidFrequencyTable` unless the frequencies sum to exactly `stateCount`, or sum
    ///   to 0 with `symbolsToDecode == 0`. (The reference decoder also accepts short sums and
    ///   leaves the missing states uninitialised; no encoder writes them.)
    static func states(frequencies: [UInt16], stateCount: Int, table: String, symbolsToDecode: Int) throws(LZFSEError) -> [State] {
        var sum = 0
        for frequency in frequencies { sum += Int(frequency) }
        if sum == 0 {
            guard symbolsToDecode == 0 else {
                throw .invalidFrequencyTable(detail: "the \(table) table is empty but \(symbolsToDecode) symbols use it")
            }
            return []
        }
        guard sum == stateCount else {
            throw .invalidFrequencyTable(detail: "the \(table) table sums to \(sum), not \(stateCount)")
        }
        let stateBits = stateCount.trailingZeroBitCount // stateCount is a power of two
        var states: [State] = []
        states.reserveCapacity(stateCount)
        for (symbol, frequency16) in frequencies.enumerated() where frequency16 > 0 {
            let frequency = Int(frequency16) // 1...stateCount, so 0 <= k <= stateBits
            let k = stateBits - (Int.bitWidth - 1 - frequency.leadingZeroBitCount)
            let threshold = ((2 * stateCount) >> k) - frequency
            for j in 0..<frequency {
                if j < threshold {
                    states.append(State(symbol: symbol, bits: k, delta: ((frequency + j) << k) - stateCount))
                } else {
                    // Only reached with k >= 1: k == 0 means frequency == stateCount == threshold.
                    states.append(State(symbol: symbol, bits: k - 1, delta: (j - threshold) << (k - 1)))
                }
            }
        }
        return states
    }
}
