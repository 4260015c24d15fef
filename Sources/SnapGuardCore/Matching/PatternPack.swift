/// One pattern pack: one JSON file in `Patterns/` (see `Patterns/README.md`).
package struct PatternPack: Sendable {
    /// The pack's name, e.g. "cards".
    package var name: String
    /// The file it came from: a path for user packs, the file name for built-in ones.
    package var file: String
    package var description: String
    package var patterns: [Pattern]
}
