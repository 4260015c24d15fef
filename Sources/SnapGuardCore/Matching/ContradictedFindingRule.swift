/// Tells a finding that only an illegible read saw where a legible read of the same place says
/// something else. Each pass of the pipeline reads every place; a binarised pass can turn a
/// Simulator window's title `iPhone 11 (13.4)`, read at 95% in grey, into scraps such as
/// `Cancer)` at 9%, and a condition term then matches the scraps. The legible reading is the
/// screen's text; the scraps are not. A finding read legibly, or one no legible read
/// contradicts (a value only one pass could make out at all), always stays: failing closed, a
/// doubt about a reading never passes a screen. The matcher asks before it weighs a finding as
/// company for another (`PatternMatcher`): scraps must not make a shop's prices personal either.
package struct ContradictedFindingRule: Sendable {
    /// Whether words read at `ReadConfidence.doubtful` or better cover this share of a finding's
    /// box: they read the same place.
    static let samePlaceShare = 0.6

    package init() {}

    /// Whether the legible words of `text` in `finding`'s place say something else than it.
    package func contradicts(_ finding: Finding, readIn text: RecognisedText) -> Bool {
        guard finding.confidence < ReadConfidence.unreadable, finding.box.area > 0 else { return false }
        // The words read legibly in the finding's place, each on its own confidence: a legible
        // label beside a misread value lifts its line's average, not the value's words.
        let witnesses = text.words.filter {
            $0.confidence >= ReadConfidence.doubtful && $0.box.intersection(finding.box) != nil
        }
        guard let covered = witnesses.map(\.box).unionBox()?.intersection(finding.box),
              Double(covered.area) >= Self.samePlaceShare * Double(finding.box.area) else { return false }
        return !Self.letters(of: witnesses.map(\.text).joined()).contains(Self.letters(of: finding.value.revealed))
    }

    /// Letters and digits, lower-cased: what two readings of one text share despite spacing and punctuation.
    private static func letters(of text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
