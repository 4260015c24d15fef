/// Removes OCR debris: what Tesseract reads into icons, bubble edges and rules.
///
/// - A line with fewer than `minimumAlphanumerics` letters and digits ("|", "Ị", "!") holds no
///   sensitive value, and left in place it would stand between a label and its value. (Two
///   characters are kept: they may end a wrapped number, as "32" ends a wrapped IBAN.)
/// - A doubtful one-character stroke at either end of a line ("| 7968", "i 7968" where a chat
///   bubble's edge was read) would split a wrapped number from the rest of it, so it is dropped.
public struct DebrisFilter: Sendable {
    public var minimumAlphanumerics: Int
    /// Edge strokes read with less confidence than this are dropped.
    public var strokeConfidence: Double

    /// Characters Tesseract makes of vertical edges and rules.
    static let strokes: Set<Character> = ["|", "!", "i", "l", "I", "(", ")", "[", "]", "{", "}", "«", "»", "“", "”", "‘",
                                          "’", "\"", "'", "—", "–", "_", "~", "•", "·", ";", ":", "Ị", "ị", "ỉ", "ì", "í"]

    public init(minimumAlphanumerics: Int = 2, strokeConfidence: Double = 0.7) {
        self.minimumAlphanumerics = minimumAlphanumerics
        self.strokeConfidence = strokeConfidence
    }

    /// The line without edge strokes, or nil when nothing worth matching is left.
    public func cleaned(_ line: RecognizedLine) -> RecognizedLine? {
        var words = line.words
        while let first = words.first, isStroke(first) { words.removeFirst() }
        while let last = words.last, isStroke(last) { words.removeLast() }
        let alphanumerics = words.reduce(0) { $0 + $1.text.count(where: \.isLetterOrDigit) }
        return alphanumerics >= minimumAlphanumerics ? RecognizedLine(words: words) : nil
    }

    private func isStroke(_ word: RecognizedWord) -> Bool {
        word.text.count == 1 && word.confidence < strokeConfidence && Self.strokes.contains(word.text.first!)
    }
}
