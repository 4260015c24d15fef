/// Drops findings on the keys of the system keyboard. A screen captured while the user types shows
/// the keyboard's bottom rows of keys (`q w e r t y u i o p`, `a s d f g h j k l`, `z x c v b n m`)
/// and its `123` and `space` keys; OCR reads a key's label as a lone number (`123`, or `423` when
/// it takes the key's border for a digit), which on a screen of money is an amount. Nothing the
/// user owns is drawn on a key: what they type stands in the field above the keyboard, and the
/// suggestion bar over the top row of keys stays outside the keyboard's band.
package struct OnScreenKeyboardFilter: Sendable {
    /// The letter rows of a QWERTY keyboard, in the order their keys stand.
    private static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    /// Labels of the bottom row's wide keys.
    private static let bottomKeys: Set<String> = ["space", "return", "go", "search", "send", "done", "next", "join", "enter"]
    /// Letters in a row's order that make a line one of the keyboard's rows: fewer could be a word.
    static let minimumRun = 4

    package init() {}

    /// The keyboard rises from the bottom edge and covers less than the lower half of a screen in
    /// portrait and in landscape: rows of keys higher up are something else (a row of letters an
    /// app drew, a password), and nothing under them is dropped.
    static let highestTop = 0.4

    /// `findings` without those that stand in the keyboard's band, and the ones dropped.
    package func filter(_ findings: [Finding], readIn text: RecognisedText, imageHeight: Int) -> (kept: [Finding], onKeys: [Finding]) {
        guard let top = keyboardTop(in: text.lines), Double(top) >= Self.highestTop * Double(imageHeight) else {
            return (findings, [])
        }
        var kept: [Finding] = [], onKeys: [Finding] = []
        for finding in findings {
            if finding.box.minY >= top { onKeys.append(finding) } else { kept.append(finding) }
        }
        return (kept, onKeys)
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
