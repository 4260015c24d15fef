import Foundation

/// Finds sensitive data in OCR text with the patterns of a `PatternLibrary`.
///
/// Each line is normalised (see `NormalisedLine`), every active pattern runs on it, context words
/// are looked for on the line and its neighbours, on a screen also the levels above and below (see `LineNeighbourhood`), overlapping matches keep the most specific one,
/// and matches inside the allowed terms are dropped. On a screen, term runs are also looked for in
/// grids: cells that OCR read apart are joined into rows by position (see `VisualRows`,
/// `TermRunFinder.gridBlocks(in:)`).
package struct PatternMatcher: SensitiveDataMatcher {
    /// A match whose pattern names context words the screen does not show keeps this share of
    /// its read's confidence: it is still reported, and where it overlaps a match of the same
    /// category that its label confirms, the confirmed one is kept (`FindingDeduplicator` keeps
    /// the most confident).
    static let unconfirmedConfidenceFactor = 0.8

    package let options: MatchOptions
    private let patterns: [Pattern]
    /// The active patterns by id, to rank findings of different readings (`oneCategoryPerValue`).
    private let patternsById: [String: Pattern]
    /// The patterns `options` switch off, and why: run only while a screen is explained, to show what they would have found.
    private let excluded: [(pattern: Pattern, reason: NearMiss.Reason)]
    private let allowedTerms: [String]
    private let regexBudget: RegexBudget

    package init(library: PatternLibrary, options: MatchOptions = .init()) {
        self.init(patterns: library.patterns, options: options)
    }

    init(patterns: [Pattern], options: MatchOptions, regexBudget: RegexBudget = .standard) {
        self.options = options
        self.regexBudget = regexBudget
        self.patterns = patterns.filter {
            !options.disabledCategories.contains($0.category) && $0.severity >= options.minimumSeverity
        }
        patternsById = Dictionary(self.patterns.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        excluded = patterns.compactMap { pattern in
            if options.disabledCategories.contains(pattern.category) { return (pattern, .categoryDisabled) }
            if pattern.severity < options.minimumSeverity { return (pattern, .belowMinimumSeverity(options.minimumSeverity)) }
            return nil
        }
        allowedTerms = options.allowedTerms.map { TermToken.fold($0) }.filter { !$0.isEmpty }
    }

    package func findings(in text: RecognisedText) -> [Finding] {
        findings(in: text, recorder: nil)
    }

    /// The findings in `text` and in each of its alternative readings (see
    /// `RecognisedText.alternatives`; one value found in several comes back once per reading, for
    /// `FindingDeduplicator`); with a `recorder`, every match dropped on the way in `text` goes to it
    /// as a `NearMiss`, and so do the matches of the patterns the options switch off.
    ///
    /// A match that only a blurred label confirmed (`PatternContext.BlurredLabels`), or that no
    /// label confirmed in a pattern that allows it (`PatternContext.unlabelledAlongside`), is kept
    /// only when another finding of the screen, in any reading, has one of the categories it
    /// needs and more than low severity (a value the app masked is no company).
    package func findings(in text: RecognisedText, recorder: ExplanationRecorder?) -> [Finding] {
        findings(in: text, recorder: recorder, budget: regexBudget)
    }

    /// The findings in `text`, as `findings(in:recorder:)` finds them, by `deadline`: every
    /// regular-expression evaluation stops at it and no line is begun after it, so a slow pack or
    /// a page of text cannot hold a screen past its time limit. Throws
    /// `OCRError.deadlineExceeded` once it has passed, never returning part of the findings.
    package func findings(in text: RecognisedText, recorder: ExplanationRecorder?, deadline: Deadline) throws(OCRError) -> [Finding] {
        try deadline.check()
        let found = findings(in: text, recorder: recorder, budget: regexBudget.until(deadline))
        try deadline.check()
        return found
    }

    /// The findings in `text`; work stops once `budget`'s deadline passes (see `findings(in:recorder:deadline:)`).
    private func findings(in text: RecognisedText, recorder: ExplanationRecorder?, budget: RegexBudget) -> [Finding] {
        // What a screen is (a shop's cart, a glucose monitor, a screen of balances) is one fact for
        // every reading of it, taken from the merged lines, which hold what every read saw: a
        // pass that missed the tab bar's "Cart" must not make a menu's prices personal.
        let lines = Self.normalisedLines(of: text)
        let screen = ScreenContextMemo(lines: lines, budget: budget)
        let candidates = oneCategoryPerValue(text.alternatives.reduce(candidateFindings(inLinesOf: text, lines: lines, screen: screen, recorder: recorder, budget: budget)) { found, alternative in
            found + candidateFindings(inLinesOf: alternative, lines: Self.normalisedLines(of: alternative), screen: screen, recorder: nil, budget: budget)
        }, recorder: recorder).filter { candidate in
            // scraps a legible read of their place contradicts are no finding, nor company for one
            guard ContradictedFindingRule().contradicts(candidate.finding, readIn: text) else { return true }
            let finding = candidate.finding
            recorder?.record(note: "dropped \(finding.patternId) at \(finding.box): read at \(Int(finding.confidence * 100))%, "
                + "where a legible read of the same place says otherwise")
            return false
        }
        let company = Self.company(candidates.map { ($0.finding.category, $0.finding.severity, $0.needsCompany) })
        return candidates.compactMap { candidate in
            guard Self.isAccompanied(candidate.needsCompany, by: company) else {
                let finding = candidate.finding
                let compiled = patternsById[finding.patternId]?.compiled
                let onlyAlongside = compiled?.onlyAlongside ?? []
                let reason: NearMiss.Reason = !onlyAlongside.isEmpty && candidate.needsCompany == onlyAlongside ? .companyMissing
                    : compiled?.publicScreen.map { candidate.needsCompany == $0.company } == true ? .publicScreen
                    : candidate.labelled ? .blurredLabelAlone : .unlabelledAlone
                recorder?.record(NearMiss(patternId: finding.patternId, category: finding.category, severity: finding.severity,
                                          reason: reason,
                                          value: finding.value, box: finding.box))
                return nil
            }
            return candidate.finding
        }
    }

    /// A finding, with the categories one of which another finding must have for it to count (see
    /// `findings(in:recorder:)`), and whether a (blurred) label stood near it.
    private typealias Candidate = (finding: Finding, needsCompany: Set<Category>, labelled: Bool)

    /// The categories of the findings that count on their own (not needing company themselves)
    /// and have more than low severity (a value the app masked is no company).
    private static func company(_ findings: [(category: Category, severity: Severity, needsCompany: Set<Category>)]) -> Set<Category> {
        Set(findings.filter { $0.needsCompany.isEmpty && $0.severity > .low }.map(\.category))
    }

    /// Whether a match that needs one of `needs` (nothing, for most) has it in `company`.
    private static func isAccompanied(_ needs: Set<Category>, by company: Set<Category>) -> Bool {
        needs.isEmpty || !needs.isDisjoint(with: company)
    }

    /// One value in one place is one kind of data. Readings of a screen differ in what stands
    /// around a value: a close-up of `ABA NNNNNNNNN` may hold the number without its label, so one
    /// reading finds a routing number and another a phone number there. Where two findings of
    /// different categories hold the same digits (six or more) in the same place (boxes sharing
    /// half the smaller one), the one whose pattern ranks higher on a line (`PatternMatch.specificity`
    /// without the length: counting on its own, priority, validated, context-bound) is kept, as it
    /// would have been had both matched on one line; a user's pattern never outranks a built-in one.
    private func oneCategoryPerValue(_ candidates: [Candidate], recorder: ExplanationRecorder?) -> [Candidate] {
        let rank = { (candidate: Candidate) -> (Int, Int, Int, Int) in
            let pattern = self.patternsById[candidate.finding.patternId]
            return (candidate.needsCompany.isEmpty ? 1 : 0, pattern?.priority ?? 0,
                    pattern?.compiled.validators.isEmpty == false ? 1 : 0, pattern?.compiled.contextIsRequired == true ? 1 : 0)
        }
        let digits = candidates.map { String(String.UnicodeScalarView($0.finding.value.revealed.unicodeScalars.filter { ("0"..."9").contains($0) })) }
        return candidates.indices.compactMap { index in
            let candidate = candidates[index]
            guard digits[index].count >= 6 else { return candidate }
            // As on one line, a pattern of the user's packs never outranks a built-in one.
            let isBuiltIn = { (candidate: Candidate) in self.patternsById[candidate.finding.patternId]?.isBuiltIn == true }
            let winner = candidates.indices.first { other in
                candidates[other].finding.category != candidate.finding.category && digits[other] == digits[index]
                    && rank(candidates[other]) > rank(candidate) && Self.samePlace(candidates[other].finding.box, candidate.finding.box)
                    && (isBuiltIn(candidates[other]) || !isBuiltIn(candidate))
            }
            guard let winner else { return candidate }
            let finding = candidate.finding
            recorder?.record(NearMiss(patternId: finding.patternId, category: finding.category, severity: finding.severity,
                                      reason: .outranked(by: candidates[winner].finding.patternId), value: finding.value, box: finding.box))
            return nil
        }
    }

    /// Whether two boxes share at least half the smaller one's area.
    private static func samePlace(_ lhs: BoundingBox, _ rhs: BoundingBox) -> Bool {
        guard let shared = lhs.intersection(rhs) else { return false }
        return 2 * shared.area >= min(lhs.area, rhs.area)
    }

    /// Each recognised word keeps its own range: never re-split the text, since a word may hold
    /// a space ("1 234,56") or be a whole line.
    private static func normalisedLines(of text: RecognisedText) -> [NormalisedLine] {
        text.lines.map { NormalisedLine(words: $0.words.map(\.text), confidences: $0.words.map(\.confidence)) }
    }

    /// The findings in `text`'s own lines (`lines`, normalised), with the screen-wide contexts
    /// answered by `screen`.
    private func candidateFindings(inLinesOf text: RecognisedText, lines: [NormalisedLine], screen: ScreenContextMemo,
                                   recorder: ExplanationRecorder?, budget: RegexBudget) -> [Candidate] {
        guard !budget.isOver else { return [] }
        let layout = LineLayout(lines: lines, boxes: text.lines.map(\.box))
        let nearMiss = recorder.map { recorder in
            { (index: Int, line: NormalisedLine, pattern: Pattern, range: NSRange, reason: NearMiss.Reason) in
                let recognised = text.lines[index]
                let raw = line.originalText(in: range)
                recorder.record(NearMiss(
                    patternId: pattern.id, category: pattern.category, severity: pattern.severity, reason: reason,
                    value: SensitiveValue(raw: raw, masked: pattern.mask.mask(raw)),
                    box: line.sourceWordIndices(overlapping: range).map { recognised.words[$0].box }.unionBox() ?? recognised.box))
            }
        }
        if let nearMiss {
            for (index, line) in lines.enumerated() where !budget.isOver {
                let neighbourhood = layout.neighbourhood(of: index)
                for (pattern, reason) in excluded {
                    for found in pattern.compiled.matches(in: neighbourhood, budget: budget, screen: screen) {
                        nearMiss(index, line, pattern, found.range, reason)
                    }
                }
            }
        }
        return gridFindings(in: text, budget: budget).map { ($0, [], true) }
            + zip(text.lines, matches(in: layout, budget: budget, screen: screen, nearMiss: nearMiss)).flatMap { recognised, matches in
            matches.map { match -> Candidate in
                let words = match.line.sourceWordIndices(overlapping: match.range).map { recognised.words[$0] }
                let ocrConfidence = words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Double(words.count)
                let raw = match.line.originalText(in: match.range)
                return (Finding(
                    category: match.pattern.category, patternId: match.pattern.id, severity: match.pattern.severity,
                    value: SensitiveValue(raw: raw, masked: match.pattern.mask.mask(raw)),
                    box: words.map(\.box).unionBox() ?? recognised.box,
                    confidence: ocrConfidence * match.confidenceFactor
                ), match.needsCompany, match.contextFound)
            }
        }
    }

    /// The findings in a plain string, line by line, each with the matched substring as it stands in `text`.
    /// The string is one screen: a match that needs company counts when another match in it, on
    /// any line, has one of the categories it needs.
    package func findings(inText text: String) -> [TextFinding] {
        var lineStarts: [String.Index] = []
        var lines: [NormalisedLine] = []
        var start = text.startIndex
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineStarts.append(start)
            lines.append(NormalisedLine(String(line)))
            start = text.index(line.endIndex, offsetBy: 1, limitedBy: text.endIndex) ?? text.endIndex
        }
        let matches = matches(in: LineLayout(lines: lines, boxes: nil), budget: regexBudget)
        let company = Self.company(matches.joined().map { ($0.pattern.category, $0.pattern.severity, $0.needsCompany) })
        return zip(lineStarts, matches).flatMap { lineStart, matches in
            matches.filter { Self.isAccompanied($0.needsCompany, by: company) }.map { match in
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
        /// See `PatternMatch.needsCompany`.
        let needsCompany: Set<Category>
        /// Whether context words or a blurred label stood near the match.
        let contextFound: Bool
    }

    /// The kept matches on each line of `layout`. `nearMiss`, when given, hears of every match
    /// dropped, with the index of its line. Lines not begun by `budget`'s deadline have none.
    /// Screen-wide contexts are answered by `screen`, or by `layout`'s own lines without it.
    private func matches(in layout: LineLayout, budget: RegexBudget, screen: ScreenContextMemo? = nil,
                         nearMiss: ((Int, NormalisedLine, Pattern, NSRange, NearMiss.Reason) -> Void)? = nil) -> [[LineMatch]] {
        let screenContext = screen ?? ScreenContextMemo(lines: layout.lines, budget: budget)
        return layout.lines.indices.map { index in
            guard !budget.isOver else { return [] }
            let neighbourhood = layout.neighbourhood(of: index), line = neighbourhood.line
            let candidates = patterns.flatMap { pattern in
                pattern.compiled.matches(in: neighbourhood, budget: budget, screen: screenContext,
                                         nearMiss: nearMiss.map { heard in { heard(index, line, pattern, $0, $1) } }).map {
                    PatternMatch(pattern: pattern, range: $0.range, contextFound: $0.contextFound, needsCompany: $0.needsCompany)
                }
            }
            let kept = PatternMatch.resolvingOverlaps(candidates)
            if let nearMiss {
                for match in candidates where !kept.contains(where: { $0.pattern.id == match.pattern.id && $0.range == match.range }) {
                    let winner = kept.first { NSIntersectionRange($0.range, match.range).length > 0 }
                    nearMiss(index, line, match.pattern, match.range, .outranked(by: winner?.pattern.id ?? "another match"))
                }
            }
            return kept
                .filter { match in
                    guard isAllowed(line.originalText(in: match.range)) else { return true }
                    nearMiss?(index, line, match.pattern, match.range, .allowedTerm)
                    return false
                }
                .map { match in
                    let unconfirmed = match.pattern.context.map { !$0.words.isEmpty } == true && !match.contextFound
                    return LineMatch(line: line, pattern: match.pattern, range: match.range,
                                     confidenceFactor: unconfirmed ? Self.unconfirmedConfidenceFactor : 1, needsCompany: match.needsCompany,
                                     contextFound: match.contextFound)
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
    private func gridFindings(in text: RecognisedText, budget: RegexBudget) -> [Finding] {
        let finders = runFinders
        guard !finders.isEmpty, !budget.isOver else { return [] }
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
