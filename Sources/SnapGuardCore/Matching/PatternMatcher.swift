import Foundation

/// Finds sensitive data in OCR text with the patterns of a `PatternLibrary`.
///
/// Each line is normalised (see `NormalisedLine`), every active pattern runs on it, context words
/// are looked for on the line and its neighbours, on a screen also the levels above and below (see `LineNeighbourhood`), overlapping matches keep the most specific one,
/// and matches inside the allowed terms are dropped. On a screen, term runs are also looked for in
/// grids: cells that OCR read apart are joined into rows by position (see `VisualRows`,
/// `TermRunFinder.gridBlocks(in:)`).
public struct PatternMatcher: SensitiveDataMatcher {
    public let options: MatchOptions
    private let patterns: [Pattern]
    private let allowedTerms: [String]
    private let regexBudget: RegexBudget

    public init(library: PatternLibrary, options: MatchOptions = .init()) {
        self.init(patterns: library.patterns, options: options)
    }

    init(patterns: [Pattern], options: MatchOptions, regexBudget: RegexBudget = .standard) {
        self.options = options
        self.regexBudget = regexBudget
        self.patterns = patterns.filter {
            !options.disabledCategories.contains($0.category) && $0.severity >= options.minimumSeverity
        }
        allowedTerms = options.allowedTerms.map { TermToken.fold($0) }.filter { !$0.isEmpty }
    }

    public func findings(in text: RecognizedText) -> [Finding] {
        // Each recognised word keeps its own range: never re-split the text, since a word may hold
        // a space ("1 234,56") or be a whole line.
        let lines = text.lines.map { NormalisedLine(words: $0.words.map(\.text)) }
        return gridFindings(in: text) + zip(text.lines, matches(inLines: lines, boxes: text.lines.map(\.box))).flatMap { recognized, matches in
            matches.map { match in
                let words = match.line.sourceWordIndices(overlapping: match.range).map { recognized.words[$0] }
                let ocrConfidence = words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Double(words.count)
                let raw = match.line.originalText(in: match.range)
                return Finding(
                    category: match.pattern.category, patternId: match.pattern.id, severity: match.pattern.severity,
                    value: SensitiveValue(raw: raw, masked: match.pattern.mask.mask(raw)),
                    box: words.map(\.box).unionBox() ?? recognized.box,
                    confidence: ocrConfidence * match.confidenceFactor
                )
            }
        }
    }

    /// The findings in a plain string, line by line, each with the matched substring as it stands in `text`.
    public func findings(inText text: String) -> [TextFinding] {
        var lineStarts: [String.Index] = []
        var lines: [NormalisedLine] = []
        var start = text.startIndex
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineStarts.append(start)
            lines.append(NormalisedLine(String(line)))
            start = text.index(line.endIndex, offsetBy: 1, limitedBy: text.endIndex) ?? text.endIndex
        }
        return zip(lineStarts, matches(inLines: lines)).flatMap { lineStart, matches in
            matches.map { match in
                let utf16 = text.utf16
                let lower = utf16.index(lineStart, offsetBy: match.range.location)
                let upper = utf16.index(lower, offsetBy: match.range.length)
                return TextFinding(category: match.pattern.category, patternId: match.pattern.id,
                                   severity: match.pattern.severity, text: String(text[lower..<upper]),
                                   range: lower..<upper)
            }
        }
    }

    /// A kept match on one line.
    private struct LineMatch {
        let line: NormalisedLine
        let pattern: Pattern
        let range: NSRange
        /// 1 when context words confirmed the match or the pattern has no optional context; 0.8 otherwise.
        let confidenceFactor: Double
    }

    /// The matches on each line; `boxes`, one per line, place the lines on a screen.
    private func matches(inLines lines: [NormalisedLine], boxes: [BoundingBox]? = nil) -> [[LineMatch]] {
        lines.indices.map { index in
            let neighbourhood = LineNeighbourhood(lines: lines, index: index, boxes: boxes), line = neighbourhood.line
            let candidates = patterns.flatMap { pattern in
                pattern.compiled.matches(in: neighbourhood, budget: regexBudget).map {
                    PatternMatch(pattern: pattern, range: $0.range, contextFound: $0.contextFound)
                }
            }
            return PatternMatch.resolvingOverlaps(candidates)
                .filter { !isAllowed(line.originalText(in: $0.range)) }
                .map { match in
                    let unconfirmed = match.pattern.context.map { !$0.words.isEmpty } == true && !match.contextFound
                    return LineMatch(line: line, pattern: match.pattern, range: match.range,
                                     confidenceFactor: unconfirmed ? 0.8 : 1)
                }
        }
    }

    /// The patterns that find term runs, with their finders.
    private var runFinders: [(Pattern, TermRunFinder)] {
        patterns.compactMap { pattern in
            guard case .termRun(let finder) = pattern.compiled.engine else { return nil }
            return (pattern, finder)
        }
    }

    /// Term-run grids among the rows a person sees: one finding per grid, over all its words.
    private func gridFindings(in text: RecognizedText) -> [Finding] {
        let finders = runFinders
        guard !finders.isEmpty else { return [] }
        let rows = VisualRows.rows(of: text)
        return finders.flatMap { pattern, finder in
            finder.gridBlocks(in: rows).compactMap { block -> Finding? in
                let words = rows[block].flatMap(\.words)
                guard let box = words.map(\.box).unionBox() else { return nil }
                let raw = words.map(\.text).joined(separator: " ")
                return Finding(category: pattern.category, patternId: pattern.id, severity: pattern.severity,
                               value: SensitiveValue(raw: raw, masked: pattern.mask.mask(raw)), box: box,
                               confidence: words.map(\.confidence).reduce(0, +) / Double(words.count))
            }
        }
    }

    private func isAllowed(_ matchedText: String) -> Bool {
        let folded = TermToken.fold(matchedText.trimmingCharacters(in: .whitespaces))
        return allowedTerms.contains { $0.contains(folded) }
    }
}
