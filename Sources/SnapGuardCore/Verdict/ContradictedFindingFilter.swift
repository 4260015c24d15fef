/// Drops a finding that only an illegible read saw where a legible read of the same place says
/// something else. Each pass of the pipeline reads every place; a binarised pass can turn a
/// Simulator window's title `iPhone 11 (13.4)`, read at 95% in grey, into scraps such as
/// `Cancer)` at 9%, and a condition term then matches the scraps. The legible reading is the
/// screen's text; the scraps are not. A finding read legibly, or one no legible read
/// contradicts (a value only one pass could make out at all), always stays: failing closed, a
/// doubt about a reading never passes a screen.
package struct ContradictedFindingFilter: Sendable {
    /// Whether a line read at `ReadConfidence.doubtful` or better covers this share of a
    /// finding's box: it read the same place.
    static let samePlaceShare = 0.6

    package init() {}

    /// `findings` without those a legible line of `text` contradicts, and the ones dropped.
    package func filter(_ findings: [Finding], readIn text: RecognisedText) -> (kept: [Finding], contradicted: [Finding]) {
        var kept: [Finding] = [], contradicted: [Finding] = []
        for finding in findings {
            if isContradicted(finding, by: text.lines) { contradicted.append(finding) } else { kept.append(finding) }
        }
        return (kept, contradicted)
    }

    private func isContradicted(_ finding: Finding, by lines: [RecognisedLine]) -> Bool {
        guard finding.confidence < ReadConfidence.unreadable, finding.box.area > 0 else { return false }
        let value = Self.letters(of: finding.value.revealed)
        return lines.contains { line in
            guard line.confidence >= ReadConfidence.doubtful, let shared = line.box.intersection(finding.box),
                  Double(shared.area) >= Self.samePlaceShare * Double(finding.box.area) else { return false }
            return !Self.letters(of: line.text).contains(value)
        }
    }

    /// Letters and digits, lower-cased: what two readings of one text share despite spacing and punctuation.
    private static func letters(of text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
