import Foundation

/// Values an app already masked: `••••4821`, `m•••••4@gmail.com`, `***-**-6789`,
/// `XXXX-XXXX-XXXX-4821`. What stays visible (the last digits, a letter) is what the app chose to
/// show and identifies no one, so a match that continues such a mask is not a finding.
enum MaskedValue {
    /// Characters apps draw in place of hidden ones.
    private static let maskCharacters = Set("•●∙·⋅◦*∗✱＊".utf16)
    private static let maskLetters = Set("Xx".utf16)
    /// Separators between a mask and the visible rest: `•••• 4821`, `XXXX-4821`, `***.**.6789`.
    private static let separators = Set(" -.".utf16)

    /// Whether the text right before `range` (across separators) is a mask: two or more mask
    /// characters, one mask character touching the match, or three or more X's; or whether the
    /// match itself begins with a mask OCR read as zeros (see `beginsWithZeroedMask`).
    static func isMasked(_ range: NSRange, in line: NormalisedLine) -> Bool {
        if beginsWithZeroedMask(line.normalisedText(in: range)) { return true }
        let units = Array(line.text.utf16)
        var index = range.location - 1
        var separated = false
        while index >= 0, separators.contains(units[index]) {
            separated = true
            index -= 1
        }
        var maskRun = 0, letterRun = 0
        while index >= 0, maskCharacters.contains(units[index]) {
            maskRun += 1
            index -= 1
        }
        if maskRun == 0 {
            while index >= 0, maskLetters.contains(units[index]) {
                letterRun += 1
                index -= 1
            }
            let wordStarts = index < 0 || separators.contains(units[index]) || maskCharacters.contains(units[index])
            return letterRun >= 3 && wordStarts
        }
        return maskRun >= 2 || !separated
    }

    /// Bullets are round: OCR reads a run of them as `0000`, `ooo` or `eee` (look-alike correction
    /// makes the `o`s zeros). A value whose groups before its last are each a run of three or more
    /// zeros (`0000 0000 4220`, `000 4220`) is a masked value read as digits: no
    /// account, card or ID number is all zeros but its last group.
    static func beginsWithZeroedMask(_ text: String) -> Bool {
        let groups = text.split { " -.".contains($0) }
        guard groups.count >= 2, let last = groups.last, last.contains(where: { $0 != "0" }) else { return false }
        return groups.dropLast().allSatisfy { group in group.count >= 3 && group.allSatisfy { $0 == "0" } }
    }
}
