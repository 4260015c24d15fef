import Testing
@testable import SnapGuardCore

@Suite struct PickerWheelFilterTests {
    private func word(_ text: String, x: Int, y: Int, height: Int = 28) -> RecognisedWord {
        RecognisedWord(text: text, box: BoundingBox(x: x, y: y, width: 14 * text.count, height: height), confidence: 0.95)
    }

    private func reading(_ value: String, at word: RecognisedWord) -> Finding {
        Finding(category: .health, patternId: "health.glucose-reading", severity: .high,
                value: SensitiveValue(raw: value, masked: "•••"), box: word.box, confidence: 0.95)
    }

    /// A treatment form with its date picker open beside the BG Check row, as OCR reads it: the
    /// wheel's days, hours and minutes, one row apart, and another reading of two rows merged.
    private let days = [("Fri 5 Aug", "14", "38", 495), ("Sat 6 Aug", "15", "39", 546), ("Sun 7 Aug", "16", "40", 605),
                        ("Mon 8 Aug", "17", "41", 671), ("Tue 9 Aug", "18", "42", 728)]

    private var form: RecognisedText {
        var lines = [RecognisedLine(words: [word("BG", x: 101, y: 386), word("Check", x: 140, y: 386), word("mg/dl", x: 513, y: 386)])]
        for (day, hour, minute, y) in days {
            lines.append(RecognisedLine(words: [word(day, x: 183, y: y), word(hour, x: 416, y: y), word(minute, x: 542, y: y)]))
        }
        lines.append(RecognisedLine(words: [word("15", x: 416, y: 546), word("39", x: 545, y: 547)]))
        return RecognisedText(lines: lines)
    }

    @Test func theStepsOfAPickerWheelAreNoReadings() {
        let minutes = form.lines.dropFirst().prefix(5).map { $0.words[2] }
        let result = PickerWheelFilter().filter(minutes.map { reading($0.text, at: $0) }, readIn: form)
        #expect(result.kept.isEmpty)
        #expect(result.onWheel.map(\.value.revealed) == ["38", "39", "40", "41", "42"])
    }

    /// A log of readings stacked in a column is no wheel: its values do not count one by one.
    @Test func aColumnOfReadingsIsNoWheel() {
        let values = ["142", "118", "97", "131"]
        let log = RecognisedText(lines: values.enumerated().map { index, value in
            RecognisedLine(words: [word("08:1\(index)", x: 20, y: 100 + 60 * index), word(value, x: 400, y: 100 + 60 * index)])
        })
        let findings = log.lines.map { reading($0.words[1].text, at: $0.words[1]) }
        #expect(PickerWheelFilter().filter(findings, readIn: log).kept.count == 4)
    }

    /// Two numbers one apart are a table's rows as often as a wheel's; numbers one apart but far
    /// apart, or in another column, are no wheel either.
    @Test func aWheelNeedsThreeStepsInOneColumnOneRowApart() {
        let two = RecognisedText(lines: [RecognisedLine(words: [word("120", x: 400, y: 100)]),
                                         RecognisedLine(words: [word("121", x: 400, y: 140)])])
        #expect(PickerWheelFilter().wheelNumbers(in: two.lines).isEmpty)
        let spread = RecognisedText(lines: [RecognisedLine(words: [word("120", x: 400, y: 100)]),
                                            RecognisedLine(words: [word("121", x: 400, y: 400)]),
                                            RecognisedLine(words: [word("122", x: 400, y: 700)])])
        #expect(PickerWheelFilter().wheelNumbers(in: spread.lines).isEmpty)
        let columns = RecognisedText(lines: [RecognisedLine(words: [word("120", x: 100, y: 100)]),
                                             RecognisedLine(words: [word("121", x: 400, y: 140)]),
                                             RecognisedLine(words: [word("122", x: 100, y: 180)])])
        #expect(PickerWheelFilter().wheelNumbers(in: columns.lines).isEmpty)
        // counting down is a wheel too
        let down = RecognisedText(lines: [RecognisedLine(words: [word("2026", x: 400, y: 100)]),
                                          RecognisedLine(words: [word("2025", x: 400, y: 140)]),
                                          RecognisedLine(words: [word("2024", x: 400, y: 180)])])
        #expect(PickerWheelFilter().wheelNumbers(in: down.lines).map(\.value) == [2026, 2025, 2024])
    }
}
