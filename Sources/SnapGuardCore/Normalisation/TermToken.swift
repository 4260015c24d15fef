import Foundation

/// A run of letters, digits and combining marks, with the forms term lists compare.
struct TermToken: Sendable, Hashable {
    /// UTF-16 range in the line.
    let range: NSRange
    /// Lower-cased, without diacritics ("Số" → "so", "đường" → "duong").
    let folded: String
    /// `folded` with OCR look-alikes merged (0→o, 1/i→l, 5→s, 8→b): "HbAlc" and "HbA1c" agree.
    let lookalikeFolded: String
    /// `folded` with the wider look-alikes of short names that hold a digit merged: 1, l, i, t and
    /// `|` as one letter, 0, o and q as another, 9 and g, 2, ₂ and z: "HbAtc" agrees with "HbA1c",
    /// "PH0-g" with "PHQ-9", "SpOz" (its subscript read as z) with "SpO₂". Compared only where
    /// the term or the word holds a digit, so prose keeps its letters.
    let digitTermFolded: String
    let containsDigit: Bool

    init(text: String, range: NSRange) {
        self.range = range
        folded = Self.fold(text)
        lookalikeFolded = Self.foldLookalikes(folded)
        digitTermFolded = String(folded.map { Self.digitTermLookalikes[$0] ?? $0 })
        containsDigit = text.contains(where: \.isNumber)
    }

    /// The tokens of `text`, in order.
    static func tokens(in text: String) -> [TermToken] {
        var tokens: [TermToken] = []
        var current = String.UnicodeScalarView()
        var start = 0, offset = 0
        func flush() {
            if !current.isEmpty {
                tokens.append(TermToken(text: String(current), range: NSRange(location: start, length: offset - start)))
                current.removeAll()
            }
        }
        for scalar in text.unicodeScalars {
            if isTokenScalar(scalar) {
                if current.isEmpty { start = offset }
                current.append(scalar)
            } else {
                flush()
            }
            offset += scalar.utf16.count
        }
        flush()
        return tokens
    }

    private static func isTokenScalar(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil
            || properties.generalCategory == .nonspacingMark
    }

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "đ", with: "d")
    }

    private static let lookalikes: [Character: Character] = ["0": "o", "1": "l", "i": "l", "5": "s", "8": "b"]
    private static let digitTermLookalikes: [Character: Character] = [
        "0": "o", "q": "o", "1": "l", "i": "l", "t": "l", "|": "l", "5": "s", "8": "b", "9": "g",
        "2": "z", "₂": "z",
    ]

    static func foldLookalikes(_ folded: String) -> String {
        String(folded.map { lookalikes[$0] ?? $0 })
    }
}
