/// Text that matched a sensitive-data pattern.
///
/// Printing, interpolating or encoding it yields only the masked form, so a raw value cannot
/// reach a report or a log by accident. `revealed` is the one way to the raw text, for the
/// explicit `--reveal` opt-in and for salted fingerprints.
public struct SensitiveValue: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The masked form, e.g. "•••• 1111" or "$••,•••.67".
    public let masked: String
    private let raw: String

    /// A value found on a screen (`raw`) with the form reports show (`masked`).
    package init(raw: String, masked: String) {
        self.raw = raw
        self.masked = masked
    }

    /// The raw matched text. Only for `--reveal` output and for hashing.
    public var revealed: String { raw }

    /// The masked form: printing a value never shows it.
    public var description: String { masked }
    /// The masked form, named: `SensitiveValue(•••• 1111)`.
    public var debugDescription: String { "SensitiveValue(\(masked))" }
}
