import Testing
@testable import SnapGuardCore

@Suite struct OnScreenKeyboardFilterTests {
    private func line(_ text: String, y: Int) -> RecognisedLine {
        RecognisedLine(words: [RecognisedWord(text: text, box: BoundingBox(x: 20, y: y, width: 600, height: 30), confidence: 0.9)])
    }

    private func amount(_ value: String, y: Int) -> Finding {
        Finding(category: .currency, patternId: "currency.unsigned", severity: .medium,
                value: SensitiveValue(raw: value, masked: "•••"), box: BoundingBox(x: 34, y: y, width: 46, height: 22), confidence: 0.97)
    }

    /// An add-transaction form with the keyboard up, as OCR reads its rows of keys.
    private let form = RecognisedText(lines: [
        RecognisedLine(words: [RecognisedWord(text: "Amount", box: BoundingBox(x: 20, y: 300, width: 120, height: 30), confidence: 0.95)]),
        RecognisedLine(words: [RecognisedWord(text: "2,500", box: BoundingBox(x: 20, y: 350, width: 100, height: 30), confidence: 0.95)]),
        RecognisedLine(words: [RecognisedWord(text: "QWERTYUIOP", box: BoundingBox(x: 20, y: 1000, width: 600, height: 30), confidence: 0.6)]),
        RecognisedLine(words: [RecognisedWord(text: "AS DF GHJKL", box: BoundingBox(x: 20, y: 1100, width: 600, height: 30), confidence: 0.8)]),
        RecognisedLine(words: [RecognisedWord(text: "123", box: BoundingBox(x: 34, y: 1212, width: 46, height: 22), confidence: 0.97),
                               RecognisedWord(text: "space", box: BoundingBox(x: 359, y: 1215, width: 79, height: 23), confidence: 0.97)]),
    ])

    @Test func aKeysLabelReadAsANumberIsNoFindingButTheTypedAmountIs() {
        let result = OnScreenKeyboardFilter().filter([amount("2,500", y: 350), amount("123", y: 1212)], readIn: form, imageHeight: 1334)
        #expect(result.kept.map(\.value.revealed) == ["2,500"])
        #expect(result.onKeys.map(\.value.revealed) == ["123"])
        // whatever stands in the band, only a key's short label is dropped
        let card = OnScreenKeyboardFilter().filter([amount("4111 1111 1111 1111", y: 1212), amount("$123", y: 1212)],
                                                   readIn: form, imageHeight: 1334)
        #expect(card.kept.count == 2)
    }

    /// Words whose letters follow a row of keys for four letters (Depot*wert*, Prop*erty*) are no row of keys.
    @Test func wordsThatRunAlongARowOfKeysAreNoKeyboard() {
        let text = RecognisedText(lines: [line("Depotwert", y: 800), line("Property tax", y: 900), line("Next", y: 1200)])
        #expect(OnScreenKeyboardFilter().keyboardTop(in: text.lines) == nil)
    }

    @Test func oneRowOfKeyLettersIsNoKeyboard() {
        // a single row could be a word or a licence key; the keyboard shows two
        let text = RecognisedText(lines: [line("Wi-Fi password qwertyuiop", y: 400), line("1234", y: 900)])
        #expect(OnScreenKeyboardFilter().keyboardTop(in: text.lines) == nil)
        #expect(OnScreenKeyboardFilter().filter([amount("1234", y: 900)], readIn: text, imageHeight: 1334).kept.count == 1)
    }

    /// Rows of key letters high on the screen are no keyboard, whatever stands under them.
    @Test func rowsOfKeyLettersInTheUpperPartOfTheScreenHideNothing() {
        let drawn = RecognisedText(lines: [line("QWERTYUIOP", y: 100), line("ASDFGHJKL", y: 160), line("2,500", y: 350)])
        #expect(OnScreenKeyboardFilter().keyboardTop(in: drawn.lines) == 100)
        #expect(OnScreenKeyboardFilter().filter([amount("2,500", y: 350)], readIn: drawn, imageHeight: 1334).kept.count == 1)
    }

    @Test func aLetterRowOverTheBottomRowIsAKeyboard() {
        let text = RecognisedText(lines: [line("Z X C V B N M", y: 1100), line("123 space return", y: 1200)])
        #expect(OnScreenKeyboardFilter().keyboardTop(in: text.lines) == 1100)
    }
}
