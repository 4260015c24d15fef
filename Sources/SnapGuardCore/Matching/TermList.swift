import Foundation

/// Compiled words and phrases, found among a line's tokens.
///
/// A token equals a term token when their folded forms agree (case and diacritics ignored); when
/// either holds a digit, or the term does, also when their look-alike forms agree ("HbAlc",
/// "HbAtc" = "HbA1c"; "PHO-9" = "PHQ-9"; see `TermToken.digitTermFolded`); and, when
/// `fuzzy`, when both are six letters or more and differ by one OCR edit (a five-letter word, such
/// as the name "Caner" or "Carrier" misread, is too close to too many terms: "cancer").
///
/// With `tolerantPhrases` (context words: labels, which apps print small and grey, and a light
/// blur leaves barely readable), a phrase of two or more words and ten letters or more also
/// matches with up to two misread words, when one of its words agrees. A misread word is one OCR
/// edit away (a letter added, dropped or read as a look-alike: "Date of bith"; in a word of four
/// letters only a look-alike: "Oate of birth"); shorter words must agree. A longer word that
/// begins with the expected one is another word, not a misreading ("shared" for "share",
/// "compteur" for "compte"), and two edits in one word are too many ("cuota" for "cuenta"). A
/// single word never gets this tolerance here (a whole label of one long word may be misread
/// further: see `isMisreadLabel`).
struct TermList: Sendable {
    static let fuzzyMinimumLength = 6
    /// Most misread words in a tolerant phrase, and the fewest letters such a phrase has.
    static let maximumMisreadWords = 2
    static let tolerantPhraseMinimumLetters = 10
    /// The largest gap, in UTF-16 units, between two tokens of one phrase.
    static let maximumGap = 3

    private let terms: [[TermToken]]
    /// Candidates by the first letter of their first token (fuzzy lists, where the rest may differ).
    private let termsByFirstCharacter: [Character: [Int]]
    /// Candidates by their whole first token's look-alike form (exact lists: a large word list such
    /// as BIP39's 2048 words then costs one lookup per token).
    private let termsByFirstToken: [String: [Int]]
    private let fuzzy: Bool
    /// The phrases that may match with misread words (see `tolerantPhrases`); empty when not tolerant.
    private let tolerantTerms: [Int]
    /// The single words of `longWordMinimumLetters` or more that a label may misread further
    /// (see `isMisreadLabel`); empty when not tolerant.
    private let longWords: [TermToken]

    init(_ phrases: [String], fuzzy: Bool, tolerantPhrases: Bool = false) {
        let terms = phrases.map { TermToken.tokens(in: $0) }.filter { !$0.isEmpty }
        self.terms = terms
        tolerantTerms = tolerantPhrases ? terms.indices.filter { index in
            terms[index].count >= 2 && terms[index].reduce(0) { $0 + $1.folded.count } >= Self.tolerantPhraseMinimumLetters
        } : []
        longWords = tolerantPhrases ? terms.compactMap { term in
            term.count == 1 && term[0].folded.count >= Self.longWordMinimumLetters ? term[0] : nil
        } : []
        var byCharacter: [Character: [Int]] = [:], byToken: [String: [Int]] = [:]
        for (position, term) in terms.enumerated() {
            if fuzzy, let first = term[0].lookalikeFolded.first { byCharacter[first, default: []].append(position) }
            if !fuzzy { byToken[term[0].lookalikeFolded, default: []].append(position) }
        }
        termsByFirstCharacter = byCharacter
        termsByFirstToken = byToken
        self.fuzzy = fuzzy
    }

    /// Non-overlapping occurrences, as UTF-16 ranges of the line; the longest term wins at each place.
    func occurrences(in tokens: [TermToken]) -> [NSRange] {
        occurrenceSpans(in: tokens).map { span in
            let first = tokens[span.lowerBound].range, last = tokens[span.upperBound - 1].range
            return NSRange(location: first.location, length: NSMaxRange(last) - first.location)
        }
    }

    /// Non-overlapping occurrences, as ranges of token indices; the longest term wins at each place.
    func occurrenceSpans(in tokens: [TermToken]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var start = 0
        while start < tokens.count {
            if let length = longestMatch(in: tokens, at: start) {
                found.append(start..<(start + length))
                start += length
            } else {
                start += 1
            }
        }
        return found
    }

    /// Whether any term occurs among `tokens`.
    func occurs(in tokens: [TermToken]) -> Bool {
        tokens.indices.contains { longestMatch(in: tokens, at: $0) != nil }
    }

    /// Most edits of any kind in a misread label (see `isMisreadLabel`), and in one of its words.
    static let maximumLabelEdits = 2
    /// The fewest letters of a one-word label that may be misread as a whole (with
    /// `maximumLabelEdits` edits), and the fewest with which it may hold one edit more
    /// ("Reisepassnummer"; "Stellennummer" and "Auswahlnummer", read sharp or not, are three
    /// edits from "Steuernummer" and "Ausweisnummer", "Versicherungsnummer" four from
    /// "Versichertennummer").
    static let longWordMinimumLetters = 10
    static let longerWordMinimumLetters = 14

    /// Whether `tokens`, all the words of a label (a whole line, or everything before a value on
    /// its line), are a tolerant phrase misread further than `occurs` allows: a light blur turns
    /// a small grey label into "Date of beth" or "Data de nascomento". Each word of the phrase
    /// stands in its place; words of three letters or fewer agree, and so does at least one of
    /// four or more; each other word is one OCR doubted (`isDoubtful`, a word read sharp is
    /// another word: "Número da nota", "Rating number") and is at most `maximumLabelEdits` edits
    /// of any kind from the expected one (one in a word of four letters; with two, its first
    /// letter agrees: a blurred "nota" is no "conta"), never a longer word that begins with it,
    /// with at most `maximumLabelEdits` edits in all. "Date of death" is
    /// three edits from "date of birth", "Data de vencimento" three from "data de nascimento".
    ///
    /// A label of one long word (a compound such as "Geburtsdatum" or "Reisepassnummer", of
    /// `longWordMinimumLetters` or more) is misread when it is one word, without digits, that OCR
    /// doubted, with its first letter agreeing and at most `maximumLabelEdits` edits of any kind
    /// (one more in a word of `longerWordMinimumLetters`): "Geduttsdatum", "Resepassrummer";
    /// never a longer word that begins with it.
    func isMisreadLabel(_ tokens: [TermToken], isDoubtful: (TermToken) -> Bool) -> Bool {
        if tokens.count == 1, let token = tokens.first, !token.containsDigit, isDoubtful(token),
           longWords.contains(where: { Self.isMisreadLongWord(token, of: $0) }) {
            return true
        }
        return tolerantTerms.contains { candidate in
            let term = terms[candidate]
            guard term.count == tokens.count else { return false }
            var edits = 0, anchored = false
            for (token, expected) in zip(tokens, term) {
                let length = expected.folded.count
                if agrees(token, expected) {
                    anchored = anchored || length >= 4
                    continue
                }
                guard length >= 4, isDoubtful(token),
                      !(token.folded.count > length && token.folded.hasPrefix(expected.folded)),
                      let distance = OCREdit.distance(token.lookalikeFolded, expected.lookalikeFolded,
                                                      limit: length >= 5 ? Self.maximumLabelEdits : 1),
                      distance < 2 || token.lookalikeFolded.first == expected.lookalikeFolded.first
                else { return false }
                edits += distance
            }
            return anchored && edits <= Self.maximumLabelEdits
        }
    }

    private func longestMatch(in tokens: [TermToken], at start: Int) -> Int? {
        // Without fuzzy matching a token agrees only when its look-alike form is the term's.
        let indexed = fuzzy ? tokens[start].lookalikeFolded.first.flatMap { termsByFirstCharacter[$0] }
            : termsByFirstToken[tokens[start].lookalikeFolded]
        let candidates = (indexed ?? []) + tolerantTerms
        var best: Int?
        for candidate in candidates {
            let term = terms[candidate]
            guard term.count > (best ?? 0), start + term.count <= tokens.count else { continue }
            var misread = 0
            let matches = term.indices.allSatisfy { offset in
                let token = tokens[start + offset]
                if offset > 0 {
                    let previous = tokens[start + offset - 1].range
                    guard token.range.location - NSMaxRange(previous) <= Self.maximumGap else { return false }
                }
                if agrees(token, term[offset], inTermWithDigit: term.contains(where: \.containsDigit)) { return true }
                guard tolerantTerms.contains(candidate), misread < Self.maximumMisreadWords,
                      Self.isMisreading(token, of: term[offset]) else { return false }
                misread += 1
                return true
            }
            if matches, misread < term.count { best = term.count }
        }
        return best
    }

    /// Whether `observed` is `expected`, a word of a tolerant phrase, misread by one OCR edit: a
    /// letter added, dropped or read as a look-alike in a word of five letters or more, a look-alike
    /// in a word of four; never a longer word that begins with `expected` (an inflection or a
    /// compound is another word).
    private static func isMisreading(_ observed: TermToken, of expected: TermToken) -> Bool {
        let length = expected.folded.count
        return length >= 4 && !(observed.folded.count > length && observed.folded.hasPrefix(expected.folded))
            && (length >= 5 || observed.folded.count == 4)
            && OCREdit.withinOneEdit(observed.lookalikeFolded, expected.lookalikeFolded)
    }

    private static func isMisreadLongWord(_ observed: TermToken, of expected: TermToken) -> Bool {
        let length = expected.folded.count
        return observed.lookalikeFolded.first == expected.lookalikeFolded.first
            && !(observed.folded.count > length && observed.folded.hasPrefix(expected.folded))
            && OCREdit.distance(observed.lookalikeFolded, expected.lookalikeFolded,
                                limit: maximumLabelEdits + (length >= longerWordMinimumLetters ? 1 : 0)) != nil
    }

    /// Whether `observed` reads as `expected`; in a term that holds a digit (a short lab or score
    /// name: "HbA1c", "PHQ-9"), every word of it compares by its wider look-alike form.
    private func agrees(_ observed: TermToken, _ expected: TermToken, inTermWithDigit: Bool = false) -> Bool {
        if observed.folded == expected.folded { return true }
        if inTermWithDigit || observed.containsDigit || expected.containsDigit,
           observed.digitTermFolded == expected.digitTermFolded {
            return true
        }
        return fuzzy && expected.folded.count >= Self.fuzzyMinimumLength && observed.folded.count >= Self.fuzzyMinimumLength
            && observed.lookalikeFolded.first == expected.lookalikeFolded.first
            && OCREdit.withinOneEdit(observed.lookalikeFolded, expected.lookalikeFolded)
    }
}
