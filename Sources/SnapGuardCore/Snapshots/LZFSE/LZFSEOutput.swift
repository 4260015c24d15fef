/// The decoded bytes so far, never more than `limit`. Capacity is reserved block by block and
/// never beyond `limit` (up to the allocator's rounding), so a header that declares gigabytes
/// costs nothing until the limit check has passed.
struct LZFSEOutput {
    let limit: Int
    private(set) var bytes: [UInt8] = []

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    var count: Int { bytes.count }

    /// Checks that `byteCount` more bytes fit under the limit and reserves room for them.
    mutating func reserve(_ byteCount: Int) throws(LZFSEError) {
        guard byteCount >= 0, byteCount <= limit - bytes.count else { throw .outputLimitExceeded(limit: limit) }
        let needed = bytes.count + byteCount
        if needed > bytes.capacity {
            // Grow geometrically so many small blocks stay linear, but never past the limit.
            bytes.reserveCapacity(min(limit, max(needed, bytes.capacity * 2)))
        }
    }

    /// Appends literal bytes.
    mutating func append(_ literals: ArraySlice<UInt8>) throws(LZFSEError) {
        guard literals.count <= limit - bytes.count else { throw .outputLimitExceeded(limit: limit) }
        bytes.append(contentsOf: literals)
    }

    /// Appends `length` bytes copied from `distance` bytes back, one byte at a time, so a match that
    /// overlaps its own output repeats it (distance 1 repeats the last byte).
    mutating func copyMatch(distance: Int, length: Int) throws(LZFSEError) {
        guard distance >= 1, distance <= bytes.count else {
            throw .invalidMatchDistance(distance: distance, position: bytes.count)
        }
        guard length >= 0, length <= limit - bytes.count else { throw .outputLimitExceeded(limit: limit) }
        let start = bytes.count - distance
        for index in 0..<length {
            bytes.append(bytes[start + index])
        }
    }
}
