import Foundation

/// Whether a match stands alone on its line (`PatternContext.standsAlone`): an authenticator draws
/// each code alone in its row, beside an icon and a countdown ring, and OCR reads those as debris.
///
/// Debris is a token that holds no letter or digit (`|`, `—`, `}`), a number of one or two digits
/// (a countdown: `19`, `(5)`), a clock reading (`00:07`), a word of at most three letters (an
/// issuer's icon read as `G` or `ray`) or a code type (`HOTP`, `TOTP`). Any other word (`Order`,
/// `Total`, `steps`) or number beside the match means it is a value in a sentence, a label's row or a
/// table, not a lone code.
enum LoneValue {
    static func standsAlone(_ range: NSRange, in line: NormalisedLine) -> Bool {
        let text = line.text as NSString
        let before = text.substring(to: range.location)
        let after = text.substring(from: NSMaxRange(range))
        return (before + " " + after).split(whereSeparator: \.isWhitespace).allSatisfy { isDebris(String($0)) }
    }

    private static let codeTypes: Set<String> = ["HOTP", "TOTP"]

    static func isDebris(_ token: String) -> Bool {
        let core = token.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }
        let letters = core.filter { CharacterSet.letters.contains($0) }.count
        let digits = core.count - letters
        if core.isEmpty || (letters == 0 && digits <= 2) || (digits == 0 && letters <= 3) { return true }
        if codeTypes.contains(String(String.UnicodeScalarView(core)).uppercased()) { return true }
        return token.wholeMatch(of: /\d{1,2}:\d{2}/) != nil
    }
}
