import Foundation

/// One line of text prepared for matching.
///
/// The normalised text has exactly the UTF-16 length of the original: every correction replaces one
/// code unit by one, so a range found in `text` is the same range in `original`. That keeps boxes and
/// "the matched substring exactly as in the input" right without a separate offset table.
struct NormalisedLine: Sendable {
    /// The text as read.
    let original: String
    /// The text after `CharacterCleanup` and `DigitLookalikes`.
    let text: String
    /// The text after `CharacterCleanup` only, for validated patterns whose values hold letters that
    /// look like digits (`IS14 …`, `… 1B31 …`): the look-alike correction would destroy them.
    let cleaned: String
    /// `text` with the digit stand-ins only a check digit can settle put back inside digit groups
    /// ('/' read for a 7 in "3/64 907064 27860", see `DigitLookalikes.correctInDigitGroups`), for
    /// patterns whose validators check digits; the same as `text` when there are none.
    let digitGroupText: String
    /// UTF-16 ranges of the whitespace-separated words of `original`.
    let wordRanges: [NSRange]
    /// The alphanumeric tokens, for term lists and context words.
    let tokens: [TermToken]
    /// UTF-16 ranges of the words the line was built from (one per recognised word, in order,
    /// even when a word holds a space); the whitespace-separated words for a plain string.
    let sourceWordRanges: [NSRange]
    /// OCR's confidence in each source word (0...1), one per `sourceWordRanges`; nil for plain text.
    let sourceWordConfidences: [Double]?

    /// A line built from recognised words joined by single spaces. Each word keeps its own range,
    /// so a word that holds a space ("1 234,56", a whole line read as one word) still maps back to
    /// itself, and to its box. `confidences`, one per word, tell which words OCR doubted.
    init(words: [String], confidences: [Double]? = nil) {
        var ranges: [NSRange] = []
        var location = 0
        for word in words {
            let length = word.utf16.count
            ranges.append(NSRange(location: location, length: length))
            location += length + 1
        }
        self.init(words.joined(separator: " "), sourceWordRanges: ranges,
                  confidences: confidences.flatMap { $0.count == words.count ? $0 : nil })
    }

    init(_ original: String) {
        self.init(original, sourceWordRanges: nil, confidences: nil)
    }

    private init(_ original: String, sourceWordRanges: [NSRange]?, confidences: [Double]?) {
        self.original = original
        sourceWordConfidences = confidences
        var units = Array(original.utf16)
        for index in units.indices {
            if let replacement = CharacterCleanup.replacement(for: units[index]) { units[index] = replacement }
        }
        let words = Self.wordRanges(in: units)
        cleaned = String(decoding: units, as: UTF16.self)
        DigitLookalikes.correct(&units, words: words)
        text = String(decoding: units, as: UTF16.self)
        DigitLookalikes.correctInDigitGroups(&units, words: words)
        digitGroupText = String(decoding: units, as: UTF16.self)
        wordRanges = words.map { NSRange(location: $0.lowerBound, length: $0.count) }
        self.sourceWordRanges = sourceWordRanges ?? wordRanges
        tokens = TermToken.tokens(in: text)
    }

    /// The UTF-16 length of `original` and `text`.
    var length: Int { (text as NSString).length }

    /// Whether the line holds a digit (a value, not a label), after look-alike correction.
    var holdsDigit: Bool { text.unicodeScalars.contains { ("0"..."9").contains($0) } }

    /// The original text in `range`.
    func originalText(in range: NSRange) -> String { (original as NSString).substring(with: range) }

    /// The normalised text in `range`.
    func normalisedText(in range: NSRange) -> String { (text as NSString).substring(with: range) }

    /// Indices of the whitespace-separated words that `range` touches.
    func wordIndices(overlapping range: NSRange) -> [Int] {
        wordRanges.indices.filter { NSIntersectionRange(wordRanges[$0], range).length > 0 }
    }

    /// Whether OCR doubted the word `token` stands in: a source word below `doubtfulConfidence`;
    /// never for plain text, which has no confidences.
    func isDoubtful(_ token: TermToken) -> Bool {
        guard let sourceWordConfidences else { return false }
        return sourceWordIndices(overlapping: token.range).contains { sourceWordConfidences[$0] < ReadConfidence.doubtful }
    }

    /// Indices of the source words (see `sourceWordRanges`) that `range` touches.
    func sourceWordIndices(overlapping range: NSRange) -> [Int] {
        sourceWordRanges.indices.filter { NSIntersectionRange(sourceWordRanges[$0], range).length > 0 }
    }

    private static func wordRanges(in units: [UTF16.CodeUnit]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start: Int?
        for (index, unit) in units.enumerated() {
            let isSpace = unit == 0x20 || unit == 0x0A || unit == 0x0D
            if isSpace, let wordStart = start {
                ranges.append(wordStart..<index)
                start = nil
            } else if !isSpace, start == nil {
                start = index
            }
        }
        if let wordStart = start { ranges.append(wordStart..<units.count) }
        return ranges
    }
}
