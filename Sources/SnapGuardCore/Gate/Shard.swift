/// One of N deterministic shares of the images, for `--shard K/N` on parallel CI jobs.
///
/// A path belongs to shard `1 + h mod N`, where `h` is the first 8 bytes of the SHA-256 of its
/// normalised spelling: the same in every process, on every machine (unlike Swift's `Hasher`).
package struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1...count.
    package let index: Int
    package let count: Int

    package init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses "K/N", e.g. "2/4".
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    package var description: String { "\(index)/\(count)" }

    /// The shard (1...count) `path` belongs to.
    package static func number(of path: String, count: Int) -> Int {
        let digest = SHA256.hash(Array(ScreenName.normalisedKey(path).utf8))
        let value = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Int(value % UInt64(count)) + 1
    }

    package func contains(_ path: String) -> Bool {
        Self.number(of: path, count: count) == index
    }
}
