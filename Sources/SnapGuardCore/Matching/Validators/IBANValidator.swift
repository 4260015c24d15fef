/// An International Bank Account Number: a country from the SWIFT IBAN registry, that country's
/// length, and the ISO 7064 mod-97 check. Spaces and hyphens between groups are ignored, and so is
/// case (`de89 3704 …` as some apps print it).
///
/// OCR misreads the first four characters of an IBAN in small grey type: `IE` as `TE` or `1E`, a
/// check digit `0` as the letter `O` (a run of capitals invites it). When the text as read is no
/// IBAN, a country code that is no registry country has its look-alikes of capitals put back
/// (`T`, `1`, `l`, `|`, `L`, `J` → `I`; `0` → `O`; `5` → `S`; `8` → `B`; `2` → `Z`), and check
/// digits that are letters their look-alike digits (`O` → `0`, `I`/`L` → `1`, `S` → `5`, `B` → `8`,
/// `Z` → `2`, `G` → `6`): at most three repaired readings (either country letter or both), which
/// must then pass the country's length and the mod-97 check like any other, and hold at least
/// `minimumDigitsAfterRepair` digits after the check digits: every registry format's account part
/// is mostly digits, while a line of prose read case-insensitively (`noise and sea that`, whose
/// `IS` would become check digits `15`) passes mod 97 about once in 97 tries.
///
/// Read with the Vietnamese model beside English, a 6 among capitals comes back as `ó` (`IE4ó`),
/// put back as a check digit like the other look-alikes; a capital I of a country code as `[`
/// (`[E78`, put back like `1E78`); and a capital I of the account part's bank code (`BOFI`) as
/// `[`, `]`, `!` or `|`: inside the number (never its
/// last character, a sentence's `!`), at most `maximumLetterStandIns` of them are each tried as
/// `I` and as `1` (two readings each, mod 97 deciding), with `minimumDigitsAfterRepair` digits.
package struct IBANValidator: MatchValidator {
    package let name = "iban"
    package let checksDigits = true

    package init() {}

    /// Digits a repaired reading must hold after its check digits.
    static let minimumDigitsAfterRepair = 6

    /// Characters OCR reads in place of a capital of a country code.
    static let countryLookalikes: [Unicode.Scalar: Unicode.Scalar] = [
        "T": "I", "1": "I", "L": "I", "|": "I", "J": "I", "[": "I", "0": "O", "5": "S", "8": "B", "2": "Z",
    ]
    /// Letters OCR reads in place of a check digit.
    static let digitLookalikes: [Unicode.Scalar: Unicode.Scalar] = [
        "O": "0", "D": "0", "I": "1", "L": "1", "|": "1", "S": "5", "B": "8", "Z": "2", "G": "6", "Ó": "6",
    ]

    package func isValid(_ text: String) -> Bool {
        let characters = Array(text.uppercased().unicodeScalars.filter { $0 != " " && $0 != "-" })
        let unsure = characters.indices.filter { $0 >= 4 && Self.letterStandIns.contains(characters[$0]) }
        guard !unsure.isEmpty else { return Self.isValidWithDigitStandIns(characters) }
        guard unsure.count <= Self.maximumLetterStandIns, unsure.last! < characters.count - 1 else { return false }
        return Self.letterReadings(of: characters, at: unsure).contains {
            Self.isValidWithDigitStandIns($0) && Self.holdsAccountDigits($0)
        }
    }

    /// Characters OCR reads in place of a capital I of the account part (`BOF!`, `BOF]`).
    static let letterStandIns: Set<Unicode.Scalar> = ["!", "[", "]", "|"]
    /// Most letter stand-ins tried in one number (each doubles the readings).
    static let maximumLetterStandIns = 2

    /// `characters` with each of `positions` read as `I` and as `1`, every combination.
    private static func letterReadings(of characters: [Unicode.Scalar], at positions: [Int]) -> [[Unicode.Scalar]] {
        positions.reduce([characters]) { readings, position in
            readings.flatMap { reading in
                ["I", "1"].map { (letter: Unicode.Scalar) in
                    var changed = reading
                    changed[position] = letter
                    return changed
                }
            }
        }
    }

    /// Whether `characters` (without separators or letter stand-ins) are an IBAN as read, with
    /// look-alikes repaired, or with one digit stand-in of the account part put back.
    private static func isValidWithDigitStandIns(_ characters: [Unicode.Scalar]) -> Bool {
        let standIns = characters.indices.filter { Self.digitStandIns.contains(characters[$0]) }
        guard !standIns.isEmpty else { return isValidReading(characters) }
        // A colon or full stop OCR read in place of one digit of the account part, in small grey
        // type ("AT37 4539 2590 435: 1148"): read without it (a sentence's full stop after the
        // IBAN), or, when it is the only one and inside the number, with each digit in its place
        // (at most one passes mod 97, but one in about ten numbers a digit short passes with some
        // digit, so a full stop at the end, a sentence's, is never tried), holding
        // `minimumDigitsAfterRepair` digits like any repaired reading.
        if isValidReading(characters.filter { !digitStandIns.contains($0) }) { return true }
        guard standIns.count == 1, standIns[0] >= 4, standIns[0] < characters.count - 1 || characters[standIns[0]] != "." else { return false }
        return (0...9).contains { digit in
            var reading = characters
            reading[standIns[0]] = Unicode.Scalar(UInt8(48 + digit))
            return isValidReading(reading) && holdsAccountDigits(reading)
        }
    }

    /// Characters OCR reads in place of a digit of the account part (a 6 or 8 lost to a colon).
    static let digitStandIns: Set<Unicode.Scalar> = [":", "."]

    /// Whether `characters` (without separators) are an IBAN as read or with look-alikes repaired.
    private static func isValidReading(_ characters: [Unicode.Scalar]) -> Bool {
        passes(characters) || repairs(characters).contains { passes($0) && holdsAccountDigits($0) }
    }

    /// Whether a repaired reading holds `minimumDigitsAfterRepair` digits after its check digits.
    private static func holdsAccountDigits(_ reading: [Unicode.Scalar]) -> Bool {
        reading.dropFirst(4).count(where: { ("0"..."9").contains($0) }) >= minimumDigitsAfterRepair
    }

    /// The readings with the look-alikes of the country code and check digits put back: the check
    /// digits that are letters always, the country code's look-alikes (either or both) only when
    /// it is no registry country; empty when there is nothing to put back.
    static func repairs(_ characters: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        guard characters.count >= 4 else { return [] }
        var digits = characters
        for index in 2..<4 where !("0"..."9").contains(digits[index]) {
            digits[index] = digitLookalikes[digits[index]] ?? digits[index]
        }
        var readings = [digits]
        if IBANRegistry.lengths[String(String.UnicodeScalarView(characters.prefix(2)))] == nil {
            let first = countryLookalikes[characters[0]], second = countryLookalikes[characters[1]]
            readings = [first.map { ($0, characters[1]) }, second.map { (characters[0], $0) },
                        first.flatMap { a in second.map { (a, $0) } }].compactMap { $0 }.map { country in
                var reading = digits
                reading[0] = country.0
                reading[1] = country.1
                return reading
            }
        }
        return readings.filter { $0 != characters }
    }

    private static func passes(_ characters: [Unicode.Scalar]) -> Bool {
        guard characters.count >= 4,
              let length = IBANRegistry.lengths[String(String.UnicodeScalarView(characters.prefix(2)))],
              characters.count == length,
              characters[2...3].allSatisfy({ ("0"..."9").contains($0) })
        else { return false }
        var remainder = 0
        for scalar in characters[4...] + characters[..<4] {
            switch scalar {
            case "0"..."9": remainder = (remainder * 10 + Int(scalar.value - 48)) % 97
            case "A"..."Z": remainder = (remainder * 100 + Int(scalar.value - 55)) % 97
            default: return false
            }
        }
        return remainder == 1
    }
}
