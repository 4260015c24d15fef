import Foundation

/// A pattern ready to run: its regular expression or term list, validators and context words.
struct CompiledPattern: Sendable {
    enum Engine: Sendable {
        case regex(NSRegularExpression)
        case terms(TermList, followedBy: NSRegularExpression?)
        /// Terms that count only as a run (a recovery phrase), see `TermRun`.
        case termRun(TermRunFinder)
    }

    let engine: Engine
    let validators: [any MatchValidator]
    let contextWords: TermList?
    let excludedWords: TermList?
    let contextIsRequired: Bool
    /// Whether context and excluded words also count on the line below a match that more words
    /// follow on its line (a sentence that wraps), or below any match of a pattern whose matches
    /// stand alone (`standsAlone`: a value's caption under it).
    let contextIncludesLineBelow: Bool
    /// Must match on some line of the screen for a match to count (see `PatternContext.screen`).
    var screenContext: NSRegularExpression? = nil
    /// Labels whose end a blur left unreadable (see `PatternContext.BlurredLabels`); nil for none.
    var blurredLabels: BlurredLabelRule? = nil
    /// Categories that let a match without its context words count beside them (see
    /// `PatternContext.unlabelledAlongside`); empty for none.
    var unlabelledAlongside: Set<Category> = []
    /// Categories one of which another finding must have for any match to count (see
    /// `PatternContext.onlyAlongside`); empty for none.
    var onlyAlongside: Set<Category> = []
    /// Whether a match counts only standing alone on its line (see `PatternContext.standsAlone`).
    var standsAlone = false
    /// Different lone values that make the screen-wide context hold (see `PatternContext.repeated`).
    var repeated: Int? = nil
    /// The pack's shop or market screens, where its matches are public figures; nil for none.
    var publicScreen: PublicScreenRule? = nil
    /// This pattern's questions about a whole reading, in `ScreenContextMemo`.
    let screenKey = ScreenContextMemo.Key()

    /// A match this pattern keeps on a line.
    struct Match {
        /// UTF-16 range in the line.
        let range: NSRange
        /// Whether one of the context words (or a misread or blurred label) stood near it.
        let contextFound: Bool
        /// When the only context was a blurred label, or there was none and the pattern lets such a
        /// match count beside other personal data: the categories one of which another finding
        /// on the screen must have for the match to count (empty otherwise).
        let needsCompany: Set<Category>
    }

    /// The matches of this pattern on `lines.line`.
    /// `nearMiss`, when given, hears of each match dropped on the way and why (see `NearMiss`).
    /// `screen`, when given, remembers for the whole reading whether a screen context holds.
    ///
    /// What depends only on the line and its neighbours (context and excluded words nearby, a
    /// label on a line of its own) is looked for once for all the line's matches, so a line of
    /// many values costs about as much as a line of one.
    func matches(in lines: LineNeighbourhood, budget: RegexBudget = .standard, screen: ScreenContextMemo? = nil,
                 nearMiss: ((NSRange, NearMiss.Reason) -> Void)? = nil) -> [Match] {
        let ranges = validatedRanges(in: lines, budget: budget, nearMiss: nearMiss)
        guard !ranges.isEmpty else { return [] }
        // Whether words of a list stand on the nearby lines, with and without the line below.
        var near: [Bool: (excluded: Bool?, context: Bool?)] = [:]
        func isNear(_ words: TermList, excluded: Bool, includingBelow: Bool) -> Bool {
            let known = near[includingBelow]
            if let answer = excluded ? known?.excluded : known?.context { return answer }
            let answer = lines.nearbyLines(includingBelow: includingBelow).contains { words.occurs(in: $0.tokens) }
            near[includingBelow] = excluded ? (answer, known?.context) : (known?.excluded, answer)
            return answer
        }
        // Whether a misread or blurred label stands as a whole line before the line.
        var misreadLabelAround: Bool?, blurredLabelAround: Bool?
        return ranges.compactMap { range in
            if MaskedValue.isMasked(range, in: lines.line) {
                nearMiss?(range, .alreadyMasked)
                return nil
            }
            if standsAlone && !LoneValue.standsAlone(range, in: lines.line) {
                nearMiss?(range, .notAlone)
                return nil
            }
            // The line below counts for a sentence that wraps past the match, and for a value
            // standing alone in its row when the pattern asks for alone values: its caption
            // (an authenticator's code over its issuer's name) may stand under it.
            let wraps = contextIncludesLineBelow
                && (standsAlone || lines.line.tokens.contains { $0.range.location >= NSMaxRange(range) })
            if let excludedWords, isNear(excludedWords, excluded: true, includingBelow: wraps) {
                nearMiss?(range, .excludedWordNearby)
                return nil
            }
            let contextFound = contextWords.map { words in
                isNear(words, excluded: false, includingBelow: wraps)
                    || Self.labelStands(beside: range, in: lines, around: &misreadLabelAround) { words.isMisreadLabel($0, isDoubtful: $1) }
            } ?? false
            let blurredLabel = !contextFound && blurredLabels.map { rule in
                Self.labelStands(beside: range, in: lines, around: &blurredLabelAround) { rule.isBlurredLabel($0, isDoubtful: $1) }
            } == true
            let unlabelled = contextIsRequired && !contextFound && !blurredLabel
            if unlabelled && unlabelledAlongside.isEmpty {
                nearMiss?(range, .contextMissing)
                return nil
            }
            if !screenContextHolds(on: lines.screen, memo: screen, budget: budget) {
                nearMiss?(range, .screenContextMissing)
                return nil
            }
            let labelCompany: Set<Category> = blurredLabel ? blurredLabels?.alongside ?? [] : unlabelled ? unlabelledAlongside : []
            var company = labelCompany.isEmpty ? onlyAlongside : labelCompany
            if let publicScreen, publicScreen.holds(on: screen ?? ScreenContextMemo(lines: lines.screen, budget: budget)) {
                // A public figure counts only beside something personal, and still only beside
                // the company the pattern itself asks for (PatternMatcher names the near miss
                // `publicScreen` when nothing personal is there).
                company = company.isEmpty ? publicScreen.company : company.intersection(publicScreen.company)
                if company.isEmpty {
                    nearMiss?(range, .publicScreen)
                    return nil
                }
            }
            return Match(range: range, contextFound: contextFound || blurredLabel, needsCompany: company)
        }
    }

    /// Whether the screen-wide context holds: with neither a `screen` expression nor `repeated`,
    /// always; otherwise the expression matches some line, or the screen shows `repeated`
    /// different values of this pattern, each standing alone on its line.
    /// Asked once per reading through `memo` when given.
    private func screenContextHolds(on screen: [NormalisedLine], memo: ScreenContextMemo?, budget: RegexBudget) -> Bool {
        guard screenContext != nil || repeated != nil else { return true }
        let memo = memo ?? ScreenContextMemo(lines: screen, budget: budget)
        if let screenContext, memo.holds(screenContext) { return true }
        guard let repeated else { return false }
        return memo.answer(screenKey) { showsLoneValues(repeated, on: screen, budget: budget) }
    }

    /// Whether `screen` shows `count` different values of this pattern, each alone on its line.
    private func showsLoneValues(_ count: Int, on screen: [NormalisedLine], budget: RegexBudget) -> Bool {
        var values = Set<String>()
        for line in screen {
            for range in validatedRanges(in: LineNeighbourhood(line: line), budget: budget, rejected: nil)
            where LoneValue.standsAlone(range, in: line) {
                // Readings of one value by several passes count once: compare its letters and digits.
                values.insert(String((line.text as NSString).substring(with: range).filter { $0.isLetter || $0.isNumber }))
                if values.count >= count { return true }
            }
        }
        return false
    }

    /// Whether a label that `isLabel` accepts (given its words and whether OCR doubted a word)
    /// stands right before the match on its line (everything before it) or as a whole line
    /// before it (the line before it in reading order, a reading of the place before it on its
    /// level, or the level above a value stacked under its label). Context words too far misread
    /// for `occurs` (`TermList.isMisreadLabel`) and blurred labels (`BlurredLabelRule`) are looked
    /// for there. `around` remembers, for the line's other matches, whether such a label stands as
    /// a whole line before it (which does not depend on the match).
    private static func labelStands(beside range: NSRange, in lines: LineNeighbourhood, around: inout Bool?,
                                    _ isLabel: ([TermToken], (TermToken) -> Bool) -> Bool) -> Bool {
        let before = lines.line.tokens.filter { NSMaxRange($0.range) <= range.location }
        if !before.isEmpty, isLabel(before, lines.line.isDoubtful) { return true }
        if let around { return around }
        let found = ([lines.above].compactMap { $0 } + lines.before + lines.levelAbove + lines.columnHeader).contains { label in
            !label.tokens.isEmpty && isLabel(label.tokens, label.isDoubtful)
        }
        around = found
        return found
    }

    private func validatedRanges(in lines: LineNeighbourhood, budget: RegexBudget,
                                 nearMiss: ((NSRange, NearMiss.Reason) -> Void)?) -> [NSRange] {
        guard let nearMiss else { return validatedRanges(in: lines, budget: budget, rejected: nil) }
        // Matches every validator rejected (with no valid run of words inside), heard only when explaining.
        var rejected: [(range: NSRange, validator: String)] = []
        let kept = validatedRanges(in: lines, budget: budget) { range, text in
            if let validator = validators.first(where: { !$0.isValid((text as NSString).substring(with: range)) }) {
                rejected.append((range, validator.name))
            }
        }
        // A rejection is no near miss where another reading of the same text (before look-alike
        // correction) was kept, and one span is reported once.
        var reported: [NSRange] = []
        for miss in rejected where !(kept + reported).contains(where: { NSIntersectionRange($0, miss.range).length > 0 }) {
            reported.append(miss.range)
            nearMiss(miss.range, .rejectedBy(validator: miss.validator))
        }
        return kept
    }

    /// The validated matches on `lines.line`; `rejected` hears of each match the validators
    /// rejected, with the text it was found in.
    private func validatedRanges(in lines: LineNeighbourhood, budget: RegexBudget,
                                 rejected reject: ((NSRange, String) -> Void)?) -> [NSRange] {
        let line = lines.line
        switch engine {
        case .regex(let regex):
            let corrected = validatedMatches(of: regex, in: line.text, line: line, budget: budget, rejected: reject)
            // A validator vouches for a match, so the text before look-alike correction is tried too:
            // an IBAN's letters (`IS14`, `1B31`) may have been read back as digits.
            guard !validators.isEmpty else { return corrected }
            var found = corrected
            // The other readings count only where the corrected text found nothing.
            func add(_ readings: [NSRange]) {
                found += readings.filter { range in !found.contains { NSIntersectionRange($0, range).length > 0 } }
            }
            if line.cleaned != line.text {
                add(validatedMatches(of: regex, in: line.cleaned, line: line, budget: budget, rejected: reject))
            }
            // A check digit also vouches for a digit OCR read as punctuation inside a digit group
            // ("3/64 907064 27860"), put back in `digitGroupText`.
            if line.digitGroupText != line.text, validators.contains(where: \.checksDigits) {
                add(validatedMatches(of: regex, in: line.digitGroupText, line: line, budget: budget, rejected: reject))
            }
            return found.sorted { $0.location < $1.location }
        case .terms(let terms, let followedBy):
            let sameLine = terms.occurrences(in: line.tokens).compactMap { range -> NSRange? in
                guard let followedBy else { return range }
                guard let suffix = BoundedRegex.match(of: followedBy, in: line.text, startingAt: NSMaxRange(range),
                                                      allowingEmpty: true, budget: budget)
                else { return nil }
                return NSUnionRange(range, suffix)
            }
            // The term may end the line before in reading order, the place before this one on its
            // level (a row's title on the left), or the line right over it (a card's title).
            let continued = followedBy.flatMap { followedBy in
                ([lines.above, lines.over].compactMap { $0 } + lines.before).lazy.compactMap {
                    valueContinuing(terms, followedBy: followedBy, from: $0, on: line, budget: budget)
                }.first
            }
            return (sameLine + [continued].compactMap { $0 }).filter { range in
                guard isValid(range, in: line.text) else {
                    reject?(range, line.text)
                    return false
                }
                return true
            }
        case .termRun(let finder):
            return [finder.match(in: lines)].compactMap { $0 }
        }
    }

    /// The matches of `regex` in `text` that the validators accept (or runs of whole words inside
    /// them); `rejected` hears of each match with no valid run inside.
    private func validatedMatches(of regex: NSRegularExpression, in text: String, line: NormalisedLine,
                                  budget: RegexBudget, rejected: ((NSRange, String) -> Void)? = nil) -> [NSRange] {
        BoundedRegex.matches(of: regex, in: text, budget: budget).flatMap { range in
            if isValid(range, in: text) { return [range] }
            let valid = validSubranges(of: range, regex: regex, in: text, line: line, budget: budget)
            if valid.isEmpty { rejected?(range, text) }
            return valid
        }
    }

    /// A row title and its value are often read as two lines ("TSH" above "6.8 mIU/L", or a title
    /// on the left and its value on the right): when a term ends the title's line, or only a
    /// qualifier in brackets follows it ("Systolic (Min)", "Glucose (fasting)"), a `followedBy`
    /// match at the start of this line is a match of its own.
    private func valueContinuing(_ terms: TermList, followedBy: NSRegularExpression, from lineAbove: NormalisedLine,
                                 on line: NormalisedLine, budget: RegexBudget) -> NSRange? {
        guard let lastTerm = terms.occurrences(in: lineAbove.tokens).last,
              Self.endsTitle(after: lastTerm, in: lineAbove.text),
              let firstWord = line.wordRanges.first,
              let value = BoundedRegex.match(of: followedBy, in: line.text, startingAt: firstWord.location, budget: budget)
        else { return nil }
        return value
    }

    /// Bracketed qualifiers of a row title, alone after its term: "(Min)", "(fasting)", "(Avg) (mmHg):",
    /// or in the square brackets OCR may read them as, "[Min]".
    private static let titleQualifier = try! NSRegularExpression(pattern: "^\\s*(?:[(\\[][^()\\[\\]]{1,20}[)\\]]\\s*)+[:=]?\\s*$")

    /// A verb that hands a result screen's value to the next line, alone after its term: "Your BMI
    /// is:", "Ihr BMI ist", "Il tuo BMI è".
    private static let handingVerb = try! NSRegularExpression(
        pattern: "^\\s*(?:is|was|are|were|ist|war|beträgt|est|es|è|e|é)\\s*[:=]?\\s*$", options: [.caseInsensitive])

    /// The user's own, before the term of a title that a verb ends: a help page's "A healthy BMI is"
    /// over "18.5 to 24.9" is a reference, not a reading.
    private static let possessive = try! NSRegularExpression(
        pattern: "^\\s*(?:your|my|our|ihr|dein|mein|votre|ton|ta|mon|ma|tu|su|mi|seu|sua|meu|minha|il tuo|la tua|il mio|la mia|uw|je|mijn)\\s",
        options: [.caseInsensitive])

    /// Whether nothing but punctuation ("TSH:") or a bracketed qualifier follows `term` on the
    /// title line `text`, or a verb does in a title that begins with a possessive ("Your BMI is:").
    static func endsTitle(after term: NSRange, in text: String) -> Bool {
        let rest = (text as NSString).substring(from: NSMaxRange(term))
        func matches(_ expression: NSRegularExpression, _ string: String) -> Bool {
            expression.firstMatch(in: string, range: NSRange(location: 0, length: (string as NSString).length)) != nil
        }
        return !rest.contains(where: \.isLetterOrDigit) || matches(titleQualifier, rest)
            || (matches(handingVerb, rest) && matches(possessive, (text as NSString).substring(to: term.location)))
    }

    private func isValid(_ range: NSRange, in text: String) -> Bool {
        guard !validators.isEmpty else { return true }
        let matched = (text as NSString).substring(with: range)
        return validators.allSatisfy { $0.isValid(matched) }
    }

    /// When validators reject a match, OCR may have merged it with neighbouring words
    /// ("4111 1111 1111 1111 12/26"): try the runs of whole words inside it, longest first.
    private func validSubranges(of range: NSRange, regex: NSRegularExpression, in text: String,
                                line: NormalisedLine, budget: RegexBudget) -> [NSRange] {
        let pieces = line.wordIndices(overlapping: range).map { NSIntersectionRange(line.wordRanges[$0], range) }
        guard pieces.count > 1 else { return [] }
        var found: [NSRange] = []
        for count in stride(from: pieces.count - 1, through: 1, by: -1) {
            for start in 0...(pieces.count - count) {
                let span = NSUnionRange(pieces[start], pieces[start + count - 1])
                guard found.allSatisfy({ NSIntersectionRange($0, span).length == 0 }),
                      let match = BoundedRegex.match(of: regex, in: text, startingAt: span.location,
                                                     within: NSMaxRange(span), budget: budget),
                      isValid(match, in: text)
                else { continue }
                found.append(match)
            }
        }
        return found.sorted { $0.location < $1.location }
    }
}

/// Whether each screen context (`PatternContext.screen`) matches some line of one screen (the
/// merged reading, whose answers every alternative reading shares), looked for once per
/// expression for the whole screen rather than once per match. Used on one thread.
final class ScreenContextMemo {
    /// Names a question of one pattern about the whole reading (see `answer(_:_:)`).
    final class Key: Sendable {}

    private let lines: [NormalisedLine]
    private let budget: RegexBudget
    private var known: [ObjectIdentifier: Bool] = [:]

    init(lines: [NormalisedLine], budget: RegexBudget) {
        self.lines = lines
        self.budget = budget
    }

    func holds(_ context: NSRegularExpression) -> Bool {
        if let answer = known[ObjectIdentifier(context)] { return answer }
        let answer = Self.holds(context, in: lines, budget: budget)
        known[ObjectIdentifier(context)] = answer
        return answer
    }

    /// `question`'s answer, asked once per reading for each `key`.
    func answer(_ key: Key, _ question: () -> Bool) -> Bool {
        if let answer = known[ObjectIdentifier(key)] { return answer }
        let answer = question()
        known[ObjectIdentifier(key)] = answer
        return answer
    }

    static func holds(_ context: NSRegularExpression, in lines: [NormalisedLine], budget: RegexBudget) -> Bool {
        lines.contains { !BoundedRegex.matches(of: context, in: $0.cleaned, budget: budget).isEmpty }
    }
}
