/// Whether two words differ by at most one edit that OCR plausibly makes: one character added or
/// dropped, or one character read as a similar-looking one ("Metfornin" for "Metformin").
/// A substitution between letters that do not look alike ("Cancel" for "Cancer") does not count.
enum OCREdit {
    private static let similarPairs: Set<[Character]> = {
        let pairs: [(Character, Character)] = [
            ("m", "n"), ("n", "h"), ("n", "u"), ("u", "v"), ("c", "e"), ("e", "o"), ("a", "o"), ("c", "o"),
            ("a", "e"), ("h", "b"), ("f", "t"), ("l", "t"), ("g", "q"), ("y", "v"), ("r", "n"), ("d", "o"),
            ("g", "y"), ("j", "l"), ("k", "x"), ("w", "v"),
        ]
        return Set(pairs.flatMap { [[$0.0, $0.1], [$0.1, $0.0]] })
    }()

    static func withinOneEdit(_ observed: String, _ expected: String) -> Bool {
        let a = Array(observed), b = Array(expected)
        if a == b { return true }
        if a.count == b.count {
            let differences = a.indices.filter { a[$0] != b[$0] }
            return differences.count == 1 && similarPairs.contains([a[differences[0]], b[differences[0]]])
        }
        let (shorter, longer) = a.count < b.count ? (a, b) : (b, a)
        guard longer.count - shorter.count == 1 else { return false }
        var index = 0
        while index < shorter.count, shorter[index] == longer[index] { index += 1 }
        return shorter[index...] == longer[(index + 1)...]
    }

    /// The number of single-character edits (insertions, deletions, substitutions of any
    /// characters) between two words, when it is at most `limit`; nil when it is more.
    static func distance(_ observed: String, _ expected: String, limit: Int) -> Int? {
        let a = Array(observed), b = Array(expected)
        guard abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            guard current.min()! <= limit else { return nil }
            previous = current
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
