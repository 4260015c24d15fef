/// Which blocks of a decode were damaged: reserved or illegal encodings, HDR colour endpoint modes
/// and HDR void extents, which an LDR texture cannot hold. ASTC has no checksum, so this is how a
/// corrupt, truncated or zero-filled texture shows: such blocks decode to the error colour
/// (magenta) and are counted here, so that a caller never takes them for a picture.
///
/// A real encoder never writes such a block into an LDR texture. An all-zero block is a reserved
/// encoding, so a zero-filled tail is damage; a legal void-extent block of one colour is not.
package struct ASTCDamage: Hashable, Sendable {
    /// Blocks decoded.
    package let blockCount: Int
    /// The indices (in decoding order) of the damaged blocks, as runs of consecutive indices in
    /// ascending order.
    package private(set) var runs: [Range<Int>] = []
    /// How many blocks are damaged.
    package private(set) var damagedBlockCount = 0

    package var isEmpty: Bool { damagedBlockCount == 0 }

    init(blockCount: Int) {
        self.blockCount = blockCount
    }

    /// Records block `index` as damaged. Indices come in ascending order.
    mutating func add(_ index: Int) {
        damagedBlockCount += 1
        if let last = runs.last, last.upperBound == index {
            runs[runs.count - 1] = last.lowerBound..<(index + 1)
        } else {
            runs.append(index..<(index + 1))
        }
    }

    /// Records the damage of `part`, a decode of the blocks from index `offset` on, after the
    /// damage already recorded (which must lie below `offset`).
    mutating func append(_ part: ASTCDamage, at offset: Int) {
        for run in part.runs {
            let shifted = (run.lowerBound + offset)..<(run.upperBound + offset)
            if let last = runs.last, last.upperBound == shifted.lowerBound {
                runs[runs.count - 1] = last.lowerBound..<shifted.upperBound
            } else {
                runs.append(shifted)
            }
        }
        damagedBlockCount += part.damagedBlockCount
    }

    /// Whether block `index` is damaged.
    package func contains(_ index: Int) -> Bool {
        var (low, high) = (0, runs.count)
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].upperBound <= index { low = middle + 1 } else { high = middle }
        }
        return low < runs.count && runs[low].contains(index)
    }
}
