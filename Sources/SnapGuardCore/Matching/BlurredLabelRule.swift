/// A pattern's `PatternContext.BlurredLabels`, ready to compare with a label's words.
struct BlurredLabelRule: Sendable {
    /// Each phrase's words.
    let phrases: [[TermToken]]
    let alongside: Set<Category>

    init(_ labels: PatternContext.BlurredLabels) {
        phrases = labels.phrases.map { TermToken.tokens(in: $0) }.filter { !$0.isEmpty }
        alongside = Set(labels.alongside)
    }

    /// Whether `tokens`, all the words of a label, are one of the phrases, word for word (case,
    /// diacritics and look-alikes ignored; one word of four letters or more that OCR doubted may
    /// be one OCR edit off: "Dete de"), and then one more word, without digits, that OCR
    /// doubted: "Date of bư" for a blurred "Date of birth". A label read sharp to its end ("Date
    /// of term") is another label.
    func isBlurredLabel(_ tokens: [TermToken], isDoubtful: (TermToken) -> Bool) -> Bool {
        guard let last = tokens.last, !last.containsDigit, isDoubtful(last) else { return false }
        return phrases.contains { phrase in
            guard phrase.count == tokens.count - 1 else { return false }
            var misread = 0
            return zip(phrase, tokens).allSatisfy { expected, observed in
                if observed.folded == expected.folded || observed.lookalikeFolded == expected.lookalikeFolded { return true }
                guard misread == 0, expected.folded.count >= 4, isDoubtful(observed),
                      OCREdit.withinOneEdit(observed.lookalikeFolded, expected.lookalikeFolded) else { return false }
                misread += 1
                return true
            }
        }
    }
}
