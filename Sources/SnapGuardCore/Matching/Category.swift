/// The kind of sensitive data a pattern finds. Packs may define categories of their own.
public struct Category: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }
    public static func < (lhs: Category, rhs: Category) -> Bool { lhs.rawValue < rhs.rawValue }

    public static let currency: Category = "currency"
    public static let card: Category = "card"
    public static let iban: Category = "iban"
    public static let account: Category = "account"
    public static let routing: Category = "routing"
    public static let ssn: Category = "ssn"
    public static let email: Category = "email"
    public static let phone: Category = "phone"
    public static let health: Category = "health"
    public static let otp: Category = "otp"
    public static let dob: Category = "dob"
    public static let address: Category = "address"
    /// Passport, driver licence and national ID numbers next to their labels; national numbers with
    /// a check (UK National Insurance, Aadhaar, PAN, CPF, DNI/NIE, NIR, Steuer-ID).
    public static let identity: Category = "identity"
    /// Credentials: API keys with a well-known prefix, passwords next to their label, recovery phrases.
    public static let secret: Category = "secret"

    /// The categories SnapGuard ships patterns for.
    public static let builtIn: [Category] = [
        .currency, .card, .iban, .account, .routing, .ssn, .email, .phone, .health, .otp, .dob, .address, .identity,
        .secret,
    ]
}
