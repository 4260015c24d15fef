/// How much harm a leak of the data would do. Ordered from least to most severe.
public enum Severity: String, CaseIterable, Comparable, Sendable, Codable {
    /// A weak sign on its own, e.g. a partial address or a card's expiry date.
    case low
    /// Personal data, e.g. a balance, an e-mail address or a phone number.
    case medium
    /// Data that identifies a person or an account, or a medical record, e.g. an account number,
    /// a date of birth, a lab value or a one-time code.
    case high
    /// Data that is enough to act on by itself, e.g. a card number, an IBAN, a national
    /// identity number or a secret.
    case critical

    /// Orders severities from `.low` to `.critical`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
