import Foundation

/// A blood-pressure reading "systolic/diastolic" that a person can have: systolic 60–260 mmHg,
/// diastolic 30–160 mmHg and lower than systolic. "138/88" passes; "12/26" (a date) and "4/120" do not.
/// Apps that show the pulse beside the pair separate the three with bars ("116 | 67 | 65"), which
/// OCR may read as ']' or 'I'; they separate the pair too. The first "digits/digits" in the text
/// is checked, so a label, a unit or a pulse after it does not matter.
package struct BloodPressureValidator: MatchValidator {
    package let name = "bloodPressure"

    package init() {}

    private static let reading = try! NSRegularExpression(pattern: "(\\d{2,3}) ?[/|\\]I] ?(\\d{2,3})(?!\\d)")

    package func isValid(_ text: String) -> Bool {
        let string = text as NSString
        guard let match = Self.reading.firstMatch(in: text, range: NSRange(location: 0, length: string.length)),
              let systolic = Int(string.substring(with: match.range(at: 1))),
              let diastolic = Int(string.substring(with: match.range(at: 2)))
        else { return false }
        return (60...260).contains(systolic) && (30...160).contains(diastolic) && diastolic < systolic
    }
}
