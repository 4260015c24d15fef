/// Removes OCR debris: what Tesseract reads into icons, bubble edges and rules.
///
/// - A line with fewer than `minimumAlphanumerics` letters and digits ("|", "Ị", "!") holds no
///   sensitive value, and left in place it would stand between a label and its value. (Two
///   characters are kept: they may end a wrapped number, as "32" ends a wrapped IBAN.) A signed
///   one-digit amount ("-5 $", "+4€", "- £7") is no debris: a budget's transaction list is full of them.
/// - A doubtful one-character stroke at either end of a line ("| 7968", "i 7968" where a chat
///   bubble's edge was read) would split a wrapped number from the rest of it, so it is dropped.
/// - A doubtful line far flatter than the screen's text is a row of masking dots or a rule read
///   as letters ("@eeeee3s8s8e" over a hidden password): no one reads text that small beside
///   the rest, and under a label it would pass for the value.
package struct DebrisFilter: Sendable {
    package var minimumAlphanumerics: Int
    /// Edge strokes read with less confidence than this are dropped.
    package var strokeConfidence: Double
    /// A line lower than this share of the screen's median line height...
    package var flatShare: Double
    /// ... and read with less confidence than this is dropped.
    package var flatConfidence: Double

    /// Characters Tesseract makes of vertical edges and rules.
    static let strokes: Set<Character> = ["|", "!", "i", "l", "I", "(", ")", "[", "]", "{", "}", "«", "»", "“", "”", "‘",
                                          "’", "\"", "'", "—", "–", "_", "~", "•", "·", ";", ":", "Ị", "ị", "ỉ", "ì", "í"]

    package init(minimumAlphanumerics: Int = 2, strokeConfidence: Double = 0.7, flatShare: Double = 0.4,
                flatConfidence: Double = 0.5) {
        self.minimumAlphanumerics = minimumAlphanumerics
        self.strokeConfidence = strokeConfidence
        self.flatShare = flatShare
        self.flatConfidence = flatConfidence
    }

    /// The lines of one screen, each cleaned, without the doubtful ones far flatter than the rest.
    package func cleaned(_ lines: [RecognisedLine]) -> [RecognisedLine] {
        let kept = lines.compactMap(cleaned)
        let heights = kept.map(\.box.height).sorted()
        guard !heights.isEmpty else { return kept }
        let median = Double(heights[heights.count / 2])
        return kept.filter { Double($0.box.height) >= flatShare * median || $0.confidence >= flatConfidence }
    }

    /// The line without edge strokes, or nil when nothing worth matching is left.
    package func cleaned(_ line: RecognisedLine) -> RecognisedLine? {
        var words = line.words
        while let first = words.first, isStroke(first) { words.removeFirst() }
        while let last = words.last, isStroke(last) { words.removeLast() }
        let alphanumerics = words.reduce(0) { $0 + $1.text.count(where: \.isLetterOrDigit) }
        guard alphanumerics >= minimumAlphanumerics || Self.isSignedAmount(words) else { return nil }
        return RecognisedLine(words: words)
    }

    /// Whether the words read as a sign, a currency symbol and one digit, in either order of the last two.
    static func isSignedAmount(_ words: [RecognisedWord]) -> Bool {
        let text = words.map(\.text).joined(separator: " ")
        return text.wholeMatch(of: /[+\-−] ?(?:\p{Sc} ?\d|\d ?\p{Sc})/) != nil
    }

    private func isStroke(_ word: RecognisedWord) -> Bool {
        word.text.count == 1 && word.confidence < strokeConfidence && Self.strokes.contains(word.text.first!)
    }
}
