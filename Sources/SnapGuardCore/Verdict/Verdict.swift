/// The outcome for one screen.
public enum Verdict: String, Sendable, Codable, CaseIterable {
    /// No sensitive data is visible (or the screen is covered by a privacy overlay).
    case pass
    /// Sensitive data is visible.
    case fail
    /// The image could not be read; never counted as passing.
    case error
}
