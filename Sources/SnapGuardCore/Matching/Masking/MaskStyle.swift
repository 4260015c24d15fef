/// How a finding's text is masked for reports: enough to tell a reviewer what was found, not enough
/// to repeat it.
package enum MaskStyle: String, Sendable, Hashable, CaseIterable {
    /// "•••• 1111": the last four letters or digits only.
    case lastFour
    /// "$••,•••.67": symbols and separators kept, digits hidden except a one- or two-digit decimal part.
    case amount
    /// "j•••@e••••••.com": first letter of the name and of each domain label, and the top-level domain.
    case email
    /// "••••••": a fixed-length mask whatever was found, so neither letters nor word lengths remain
    /// (a term such as a diagnosis or a street could be guessed from "H•• p•••••••"). Reports still
    /// name the category and the pattern.
    case redacted
    /// "••/••/••••": every letter and digit hidden.
    case all

    static let bullet: Character = "•"
    /// What `redacted` shows for any text.
    static let redaction = String(repeating: bullet, count: 6)
    /// Names older packs used, read as today's style: `initials` kept first letters and word lengths.
    static let legacyNames: [String: MaskStyle] = ["initials": .redacted]

    /// The masked form of `text`.
    package func mask(_ text: String) -> String {
        switch self {
        case .lastFour:
            let visible = text.filter { $0.isLetter || $0.isNumber }.suffix(4)
            return "•••• " + visible
        case .amount: return Self.maskAmount(text)
        case .email: return Self.maskEmail(text)
        case .redacted: return Self.redaction
        case .all: return Self.maskDigitsAndLetters(text)
        }
    }

    private static func maskDigitsAndLetters(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber ? bullet : $0 })
    }

    private static func maskAmount(_ text: String) -> String {
        let characters = Array(text)
        let digitPositions = characters.indices.filter { characters[$0].isNumber }
        var visible = Set<Int>()
        if let lastDigit = digitPositions.last {
            var start = lastDigit
            while start > 0, characters[start - 1].isNumber { start -= 1 }
            let decimalLength = lastDigit - start + 1
            if start > 0, characters[start - 1] == "." || characters[start - 1] == ",", decimalLength <= 2,
               digitPositions.first! < start - 1 {
                visible = Set(start...lastDigit)
            }
        }
        return String(characters.indices.map { characters[$0].isNumber && !visible.contains($0) ? bullet : characters[$0] })
    }

    private static func maskEmail(_ text: String) -> String {
        guard let at = text.lastIndex(of: "@") else { return redaction }
        // The domain's labels, each with the separator after it: a dot, or a space where OCR lost the dot.
        let domain = text[text.index(after: at)...]
        var masked = keepFirst(text[..<at]) + "@", label = ""
        for character in domain {
            if character == "." || character == " " {
                masked += keepFirst(label[...]) + String(character)
                label = ""
            } else {
                label.append(character)
            }
        }
        return masked + label
    }

    private static func keepFirst(_ part: Substring) -> String {
        guard let first = part.first else { return "" }
        return String(first) + String(repeating: bullet, count: part.count - 1)
    }
}
