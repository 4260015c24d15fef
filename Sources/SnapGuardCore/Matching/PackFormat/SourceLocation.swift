/// A line and column (both from 1) in a pattern pack's text.
struct SourceLocation: Hashable, Sendable {
    var line: Int
    var column: Int
}
