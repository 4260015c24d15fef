/// One piece of sensitive data seen on a screen.
public struct Finding: Hashable, Sendable {
    /// The kind of data found, e.g. `.card` or a user pack's own category.
    public var category: Category
    /// The id of the pattern that matched, e.g. "card.number".
    public var patternId: String
    /// How bad a leak of it is, from the pattern; a policy's minimum severity compares with it.
    public var severity: Severity
    /// The matched text; masked unless explicitly revealed.
    public var value: SensitiveValue
    /// Where the text is, in source-image pixels.
    public var box: BoundingBox
    /// 0...1: OCR confidence of the words, adjusted by the pattern's context.
    public var confidence: Double
    /// The whole recognised line (or wrapped lines) holding the finding, in source-image pixels:
    /// what redaction blacks out, so the label or name beside a value is covered too. Nil when
    /// unknown (e.g. a finding read back from a JSON report); redaction then covers `box`.
    public var lineBox: BoundingBox?

    package init(category: Category, patternId: String, severity: Severity, value: SensitiveValue,
                box: BoundingBox, confidence: Double) {
        self.category = category
        self.patternId = patternId
        self.severity = severity
        self.value = value
        self.box = box
        self.confidence = confidence
    }

    /// The masked text, safe for any report.
    public var masked: String { value.masked }
}

/// Finds sensitive data in the text read from a screen.
package protocol SensitiveDataMatcher: Sendable {
    func findings(in text: RecognisedText) -> [Finding]
    /// The findings in `text`, telling `recorder` of the matches that came close (see `NearMiss`).
    /// By default the same as `findings(in:)`, recording nothing.
    func findings(in text: RecognisedText, recorder: ExplanationRecorder?) -> [Finding]
    /// The findings in `text` by `deadline`, the screen's time limit: throws
    /// `OCRError.deadlineExceeded` once it has passed. By default `findings(in:recorder:)`,
    /// with the deadline checked before and after; a matcher whose work can take long checks it
    /// as it goes (`PatternMatcher` does, in every regular expression and on every line).
    func findings(in text: RecognisedText, recorder: ExplanationRecorder?, deadline: Deadline) throws(OCRError) -> [Finding]
}

extension SensitiveDataMatcher {
    package func findings(in text: RecognisedText, recorder: ExplanationRecorder?) -> [Finding] {
        findings(in: text)
    }

    package func findings(in text: RecognisedText, recorder: ExplanationRecorder?, deadline: Deadline) throws(OCRError) -> [Finding] {
        try deadline.check()
        let found = findings(in: text, recorder: recorder)
        try deadline.check()
        return found
    }
}
