/// The kind of sensitive data a pattern finds. Packs may define categories of their own.
public struct Category: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The category's name, as pattern packs and reports spell it.
    public let rawValue: String

    /// The category named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The category named `rawValue`, e.g. a user pack's own.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The category named by a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Decodes the category from its name.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the category as its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The category's name.
    public var description: String { rawValue }
    /// Orders categories by name.
    public static func < (lhs: Category, rhs: Category) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Amounts of money: balances, prices, transactions.
    public static let currency: Category = "currency"
    /// Payment card numbers.
    public static let card: Category = "card"
    /// International bank account numbers (IBANs).
    public static let iban: Category = "iban"
    /// Bank account numbers beside an account label.
    public static let account: Category = "account"
    /// Bank routing numbers and sort codes.
    public static let routing: Category = "routing"
    /// US Social Security numbers.
    public static let ssn: Category = "ssn"
    /// E-mail addresses.
    public static let email: Category = "email"
    /// Phone numbers.
    public static let phone: Category = "phone"
    /// Health records: diagnoses, lab values, clinical scores.
    public static let health: Category = "health"
    /// One-time codes and recovery codes.
    public static let otp: Category = "otp"
    /// Dates of birth.
    public static let dob: Category = "dob"
    /// Postal addresses.
    public static let address: Category = "address"
    /// Passport, driver licence and national ID numbers next to their labels; national numbers with
    /// a check (UK National Insurance, Aadhaar, PAN, CPF, DNI/NIE, NIR, Steuer-ID).
    public static let identity: Category = "identity"
    /// Credentials: API keys with a well-known prefix, passwords next to their label, recovery phrases.
    public static let secret: Category = "secret"

    /// The categories SnapGuard ships patterns for.
    package static let builtIn: [Category] = [
        .currency, .card, .iban, .account, .routing, .ssn, .email, .phone, .health, .otp, .dob, .address, .identity,
        .secret,
    ]
}
