/// One pattern pack: one JSON file in `Patterns/` (see `Patterns/README.md`).
public struct PatternPack: Sendable {
    /// The pack's name, e.g. "cards".
    public var name: String
    /// The file it came from: a path for user packs, the file name for built-in ones.
    public var file: String
    public var description: String
    public var patterns: [Pattern]
}
