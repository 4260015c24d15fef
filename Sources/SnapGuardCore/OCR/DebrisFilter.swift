/// Drops lines that are OCR debris: what Tesseract reads into icons, bubble edges and rules
/// ("|", "Ị", "!", "1"). A line with fewer than `minimumAlphanumerics` letters and digits holds
/// no sensitive value, and left in place it would stand between a label and its value. (Two
/// characters are kept: they may end a wrapped number, as "32" ends a wrapped IBAN.)
public struct DebrisFilter: Sendable {
    public var minimumAlphanumerics: Int

    public init(minimumAlphanumerics: Int = 2) {
        self.minimumAlphanumerics = minimumAlphanumerics
    }

    public func keepsLine(_ line: RecognizedLine) -> Bool {
        line.words.reduce(0) { $0 + $1.text.count(where: \.isLetterOrDigit) } >= minimumAlphanumerics
    }
}
