import Foundation

/// A pattern ready to run: its regular expression or term list, validators and context words.
struct CompiledPattern: Sendable {
    enum Engine: Sendable {
        case regex(NSRegularExpression)
        case terms(TermList, followedBy: NSRegularExpression?)
    }

    let engine: Engine
    let validators: [any MatchValidator]
    let contextWords: TermList?
    let excludedWords: TermList?
    let contextIsRequired: Bool

    /// The ranges of `line` this pattern matches, each with whether its context words were near.
    func matches(in line: NormalisedLine, lineAbove: NormalisedLine?) -> [(range: NSRange, contextFound: Bool)] {
        let candidates = validatedRanges(in: line)
        guard !candidates.isEmpty else { return [] }
        let isNear = { (words: TermList) in
            words.occurs(in: line.tokens) || (lineAbove.map { words.occurs(in: $0.tokens) } ?? false)
        }
        if let excludedWords, isNear(excludedWords) { return [] }
        let contextFound = contextWords.map(isNear) ?? false
        if contextIsRequired && !contextFound { return [] }
        return candidates.map { ($0, contextFound) }
    }

    private func validatedRanges(in line: NormalisedLine) -> [NSRange] {
        switch engine {
        case .regex(let regex):
            return BoundedRegex.matches(of: regex, in: line.text).flatMap { range in
                isValid(range, in: line) ? [range] : validSubranges(of: range, regex: regex, in: line)
            }
        case .terms(let terms, let followedBy):
            return terms.occurrences(in: line.tokens).compactMap { range in
                guard let followedBy else { return range }
                guard let suffix = BoundedRegex.match(of: followedBy, in: line.text, startingAt: NSMaxRange(range))
                else { return nil }
                return NSUnionRange(range, suffix)
            }
            .filter { isValid($0, in: line) }
        }
    }

    private func isValid(_ range: NSRange, in line: NormalisedLine) -> Bool {
        guard !validators.isEmpty else { return true }
        let text = line.normalisedText(in: range)
        return validators.allSatisfy { $0.isValid(text) }
    }

    /// When validators reject a match, OCR may have merged it with neighbouring words
    /// ("4111 1111 1111 1111 12/26"): try the runs of whole words inside it, longest first.
    private func validSubranges(of range: NSRange, regex: NSRegularExpression, in line: NormalisedLine) -> [NSRange] {
        let pieces = line.wordIndices(overlapping: range).map { NSIntersectionRange(line.wordRanges[$0], range) }
        guard pieces.count > 1 else { return [] }
        var found: [NSRange] = []
        for count in stride(from: pieces.count - 1, through: 1, by: -1) {
            for start in 0...(pieces.count - count) {
                let span = NSUnionRange(pieces[start], pieces[start + count - 1])
                guard found.allSatisfy({ NSIntersectionRange($0, span).length == 0 }),
                      let match = BoundedRegex.match(of: regex, in: line.text, startingAt: span.location,
                                                     within: NSMaxRange(span)),
                      isValid(match, in: line)
                else { continue }
                found.append(match)
            }
        }
        return found.sorted { $0.location < $1.location }
    }
}
