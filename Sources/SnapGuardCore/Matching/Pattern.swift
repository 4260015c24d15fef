/// One rule of a pattern pack: what to look for, how to confirm it, and how bad a leak of it is.
public struct Pattern: Sendable {
    /// Unique across all loaded packs, e.g. "card.number".
    public var id: String
    public var category: Category
    public var severity: Severity
    public var description: String
    public var source: PatternSource
    /// Names of validators that must all accept a match (see `ValidatorRegistry`).
    public var validatorNames: [String]
    public var context: PatternContext?
    public var mask: MaskStyle
    /// Breaks ties when matches of several patterns overlap: higher wins. 0 unless the pack says.
    public var priority: Int
    public var examples: PatternExamples
    /// For term lists that count only as a run of terms (a recovery phrase); nil otherwise.
    public var run: TermRun?
    /// Whether the pattern is one of SnapGuard's own (`PatternLibrary.defaults()`). A match of
    /// any other pattern never outranks a built-in one (see `PatternMatch.resolvingOverlaps`).
    public internal(set) var isBuiltIn = false

    /// The compiled form, built once when the pack loads.
    let compiled: CompiledPattern
}
