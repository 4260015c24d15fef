/// The decoded bytes so far. At most `limit` bytes are kept; past them, up to `discardAllowance`
/// more are decoded and counted but not kept, so a stream that runs a little past what its reader
/// needs costs no memory for the excess. Capacity is reserved block by block and never beyond
/// `limit` (up to the allocator's rounding), so a header that declares gigabytes costs nothing
/// until the limit check has passed.
struct LZFSEOutput {
    let limit: Int
    let discardAllowance: Int
    private(set) var bytes: [UInt8] = []
    /// Bytes decoded past `limit` and dropped.
    private(set) var discarded = 0

    init(limit: Int, discardAllowance: Int = 0) {
        self.limit = max(0, limit)
        self.discardAllowance = max(0, discardAllowance)
    }

    /// Bytes decoded so far, kept and dropped: the stream position matches and blocks count in.
    var count: Int { bytes.count + discarded }

    /// The most bytes the stream may decode to.
    private var ceiling: Int { limit + discardAllowance }

    /// Checks that `byteCount` more bytes fit under the limit and its allowance, and reserves room
    /// for the part that is kept.
    mutating func reserve(_ byteCount: Int) throws(LZFSEError) {
        guard byteCount >= 0, byteCount <= ceiling - count else { throw .outputLimitExceeded(limit: limit) }
        let needed = min(limit, bytes.count + byteCount)
        if needed > bytes.capacity {
            // Grow geometrically so many small blocks stay linear, but never past the limit.
            bytes.reserveCapacity(min(limit, max(needed, bytes.capacity * 2)))
        }
    }

    /// Appends literal bytes.
    mutating func append(_ literals: ArraySlice<UInt8>) throws(LZFSEError) {
        guard literals.count <= ceiling - count else { throw .outputLimitExceeded(limit: limit) }
        let kept = min(literals.count, limit - bytes.count)
        bytes.append(contentsOf: literals.prefix(kept))
        discarded += literals.count - kept
    }

    /// Appends `length` bytes copied from `distance` bytes back, one byte at a time, so a match that
    /// overlaps its own output repeats it (distance 1 repeats the last byte). Bytes past `limit`
    /// are only counted: nothing kept can depend on them, since a match reads backwards.
    mutating func copyMatch(distance: Int, length: Int) throws(LZFSEError) {
        guard distance >= 1, distance <= count else {
            throw .invalidMatchDistance(distance: distance, position: count)
        }
        guard length >= 0, length <= ceiling - count else { throw .outputLimitExceeded(limit: limit) }
        let kept = max(0, min(length, limit - bytes.count))
        let start = bytes.count - distance
        for index in 0..<kept {
            bytes.append(bytes[start + index])
        }
        discarded += length - kept
    }
}
