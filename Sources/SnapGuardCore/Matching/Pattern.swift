/// One rule of a pattern pack: what to look for, how to confirm it, and how bad a leak of it is.
package struct Pattern: Sendable {
    /// Unique across all loaded packs, e.g. "card.number".
    package var id: String
    package var category: Category
    package var severity: Severity
    package var description: String
    package var source: PatternSource
    /// Names of validators that must all accept a match (see `ValidatorRegistry`).
    package var validatorNames: [String]
    package var context: PatternContext?
    package var mask: MaskStyle
    /// Breaks ties when matches of several patterns overlap: higher wins. 0 unless the pack says.
    package var priority: Int
    package var examples: PatternExamples
    /// For term lists that count only as a run of terms (a recovery phrase); nil otherwise.
    package var run: TermRun?
    /// Whether the pattern is one of SnapGuard's own (`PatternLibrary.defaults()`). A match of
    /// any other pattern never outranks a built-in one (see `PatternMatch.resolvingOverlaps`).
    package internal(set) var isBuiltIn = false

    /// The compiled form, built once when the pack loads.
    let compiled: CompiledPattern
}
