/// Letters OCR reads in place of digits, and when it is safe to read them back as digits.
///
/// Only number-like tokens (text between spaces) are corrected: after an optional currency or
/// sign prefix and before an optional '%', '°' or ')' suffix, a token may hold nothing but digits,
/// look-alikes (O/o→0, I/l/|→1, S→5, B→8) and number punctuation. Such a token is corrected when
/// - on its own it is clearly a number: at least three characters, with a digit first and at least
///   two digits ("111l", "1O,5OO"), or with at least three digits that outnumber the look-alikes
///   ("O21000021"); or
/// - it stands in a run of three or more such tokens holding at least six digits, as the groups of
///   a card or an IBAN do ("37O4 OO44 O532").
/// Tokens with any other letter ("HbA1c", "iOS", "DE89"), short codes that start with a look-alike
/// ("B12", "S3", "O2") and mostly-letter codes ("1BB" of a UK postcode) are left alone, so a word
/// cannot become a number.
enum DigitLookalikes {
    static let digitFor: [UTF16.CodeUnit: UTF16.CodeUnit] = Dictionary(uniqueKeysWithValues: zip(
        "OoIl|SB".utf16, "0011158".utf16
    ))
    private static let numberPunctuation = Set(".,'-/:".utf16)
    private static let prefixes = Set("$€£¥₹₩₫+-(".utf16)
    private static let suffixes = Set("%°)".utf16)
    private static let minimumRunLength = 3
    private static let minimumRunDigits = 6

    /// The counts of one number-like token.
    private struct NumberLikeToken {
        var range: Range<Int>
        var digits: Int
        var lookalikes: Int
        var startsWithDigit: Bool

        var isNumberOnItsOwn: Bool {
            digits + lookalikes >= 3 && (startsWithDigit ? digits >= 2 : digits >= 3 && digits > lookalikes)
        }
    }

    /// `ó`, which the Vietnamese model beside English reads for a 6 ("85TE93ó75", "4392ó6").
    static let accentedSix: UTF16.CodeUnit = 0xF3
    /// Number punctuation and capitals: what else a code with an accented six may hold.
    private static func isCodeCharacter(_ unit: UTF16.CodeUnit) -> Bool {
        isDigit(unit) || (0x41...0x5A).contains(unit) || numberPunctuation.contains(unit)
    }

    /// Puts back a 6 read as `ó` in a word made of digits, capitals and number punctuation besides
    /// it, holding at least one digit: a passport or account number ("85TE93ó75"), or the decimals
    /// of an amount read as a run of them ("1448,óó" for 1448,66); never a word ("Có", "đó" hold
    /// no digit; a Vietnamese word holds lower-case letters).
    static func correctAccentedSix(_ units: inout [UTF16.CodeUnit], words: [Range<Int>]) {
        for word in words where units[word].contains(accentedSix) {
            guard units[word].allSatisfy({ $0 == accentedSix || isCodeCharacter($0) }),
                  units[word].contains(where: isDigit) else { continue }
            for index in word where units[index] == accentedSix { units[index] = 0x36 }
        }
    }

    /// Replaces look-alikes in the words of `units` (given as ranges), in place; a 6 read as `ó`
    /// first (`correctAccentedSix`).
    static func correct(_ units: inout [UTF16.CodeUnit], words: [Range<Int>]) {
        correctAccentedSix(&units, words: words)
        var run: [NumberLikeToken] = []
        func finishRun() {
            let isGroupedNumber = run.count >= minimumRunLength && run.map(\.digits).reduce(0, +) >= minimumRunDigits
            for token in run where isGroupedNumber || token.isNumberOnItsOwn {
                for index in token.range where digitFor[units[index]] != nil { units[index] = digitFor[units[index]]! }
            }
            run.removeAll()
        }
        for word in words {
            if let token = numberLikeToken(units, word) {
                run.append(token)
            } else {
                finishRun()
            }
        }
        finishRun()
    }

    /// The characters OCR reads in place of a digit that are number punctuation elsewhere ('/' for a
    /// thin 7), put back only by `correctInDigitGroups`.
    static let groupDigitFor: [UTF16.CodeUnit: UTF16.CodeUnit] = [0x2F: 0x37]  // "/" → "7"
    /// Characters a run of digit groups must hold (digits and stand-ins counted) for `correctInDigitGroups`.
    static let minimumGroupRunLength = 12

    /// Puts back the stand-ins of `groupDigitFor` that sit between two digits inside a run of at least
    /// two words made of digits alone (at most one stand-in each) and holding `minimumGroupRunLength`
    /// characters or more: the groups of a card or account number ("3/64 907064 27860"), never a
    /// date, fraction or unit ("12/26", "mL/min", "04/03/2024"). Only a check digit can tell such a
    /// reading right, so it is for validated patterns alone (see `NormalisedLine.digitGroupText`).
    static func correctInDigitGroups(_ units: inout [UTF16.CodeUnit], words: [Range<Int>]) {
        var run: [Range<Int>] = []
        func finishRun() {
            if run.count >= 2, run.map(\.count).reduce(0, +) >= minimumGroupRunLength {
                for word in run {
                    for index in word where groupDigitFor[units[index]] != nil { units[index] = groupDigitFor[units[index]]! }
                }
            }
            run.removeAll()
        }
        for word in words {
            if isDigitGroup(units, word) {
                run.append(word)
            } else {
                finishRun()
            }
        }
        finishRun()
    }

    /// Longest word with a stand-in that counts as a digit group: a card's or an account's group
    /// (4, 5 or 6 digits), never a reference with a year ("4057/2024").
    static let maximumGroupWithStandIn = 6

    /// Whether `word` is digits with at most one stand-in, which has a digit on either side, in a
    /// word of at most `maximumGroupWithStandIn` characters.
    private static func isDigitGroup(_ units: [UTF16.CodeUnit], _ word: Range<Int>) -> Bool {
        var standIns = 0
        for index in word where !isDigit(units[index]) {
            guard groupDigitFor[units[index]] != nil, index > word.lowerBound, index + 1 < word.upperBound,
                  isDigit(units[index - 1]), isDigit(units[index + 1]) else { return false }
            standIns += 1
        }
        return standIns == 0 || (standIns == 1 && word.count <= maximumGroupWithStandIn)
    }

    private static func numberLikeToken(_ units: [UTF16.CodeUnit], _ word: Range<Int>) -> NumberLikeToken? {
        var start = word.lowerBound, end = word.upperBound
        while start < end, prefixes.contains(units[start]) { start += 1 }
        while end > start, suffixes.contains(units[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        var token = NumberLikeToken(range: start..<end, digits: 0, lookalikes: 0, startsWithDigit: isDigit(units[start]))
        for unit in units[start..<end] {
            if isDigit(unit) { token.digits += 1 }
            else if digitFor[unit] != nil { token.lookalikes += 1 }
            else if !numberPunctuation.contains(unit) { return nil }
        }
        return token.digits + token.lookalikes > 0 ? token : nil
    }

    static func isDigit(_ unit: UTF16.CodeUnit) -> Bool { (0x30...0x39).contains(unit) }
}
