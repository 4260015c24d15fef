/// Drops the key labels of the system keyboard that OCR read as numbers. A screen captured while
/// the user types shows the keyboard's rows of keys (`q w e r t y u i o p`, `a s d f g h j k l`,
/// `z x c v b n m`) over its `123` and `space` keys; OCR reads the `123` key as a lone number (or
/// `423`, taking the key's border for a digit), which on a screen of money is an amount. Only such
/// short numbers are dropped, and only in the keyboard's band at the bottom of the screen: a card
/// number, an address or a code is never a key's label, wherever it stands and whatever rows of
/// letters stand above it.
package struct OnScreenKeyboardFilter: Sendable {
    /// The letter rows of a QWERTY keyboard, in the order their keys stand.
    private static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    /// Labels of the bottom row's wide keys.
    private static let bottomKeys: Set<String> = ["space", "return", "go", "search", "send", "done", "next", "join", "enter"]
    /// Letters in a row's order that make a line one of the keyboard's rows: four are a word's
    /// often enough (Depot*wert*, Prop*erty*).
    static let minimumRun = 5
    /// The longest finding that can be a key's label: the `123` key, with a digit OCR made of its border.
    static let longestKeyLabel = 4

    package init() {}

    /// The keyboard rises from the bottom edge and covers at most the lower 60% of a screen, in
    /// portrait and in landscape: rows of keys higher up are something else (a row of letters an
    /// app drew, a password), and nothing under them is dropped.
    static let highestTop = 0.4

    /// `findings` without the key labels that stand in the keyboard's band, and the ones dropped.
    package func filter(_ findings: [Finding], readIn text: RecognisedText, imageHeight: Int) -> (kept: [Finding], onKeys: [Finding]) {
        guard let top = keyboardTop(in: text.lines), Double(top) >= Self.highestTop * Double(imageHeight) else {
            return (findings, [])
        }
        var kept: [Finding] = [], onKeys: [Finding] = []
        for finding in findings {
            if finding.box.minY >= top && Self.isKeyLabel(finding.value.revealed) { onKeys.append(finding) } else { kept.append(finding) }
        }
        return (kept, onKeys)
    }

    /// Whether a finding's text can be a key's label: a few digits and nothing else.
    private static func isKeyLabel(_ value: String) -> Bool {
        !value.isEmpty && value.count <= longestKeyLabel && value.allSatisfy(\.isASCII) && value.allSatisfy(\.isNumber)
    }

    /// The top of the keyboard's first row of letter keys, when two of its rows were read (two
    /// letter rows, or a letter row over the bottom row's wide keys).
    func keyboardTop(in lines: [RecognisedLine]) -> Int? {
        let letterRows = lines.filter(isLetterRow)
        guard let first = letterRows.min(by: { $0.box.minY < $1.box.minY }) else { return nil }
        let below = lines.filter { $0.box.minY > first.box.maxY }
        let secondRow = below.contains { isLetterRow($0) && Self.letters(of: $0) != Self.letters(of: first) }
            || below.contains(where: isBottomRow)
        return secondRow ? first.box.minY : nil
    }

    private func isLetterRow(_ line: RecognisedLine) -> Bool {
        let letters = Self.letters(of: line)
        guard letters.count >= Self.minimumRun else { return false }
        return Self.rows.contains { row in
            let keys = Array(row)
            return (0...(keys.count - Self.minimumRun)).contains { start in
                letters.contains(String(keys[start..<start + Self.minimumRun]))
            }
        }
    }

    private func isBottomRow(_ line: RecognisedLine) -> Bool {
        line.text.lowercased().split(separator: " ").contains { Self.bottomKeys.contains(String($0.filter(\.isLetter))) }
    }

    /// The line's Latin letters, lower-cased and run together, as a row of keys reads.
    private static func letters(of line: RecognisedLine) -> String {
        String(line.text.lowercased().filter { $0.isASCII && $0.isLetter })
    }
}
