/// Validators by the name packs use for them.
public struct ValidatorRegistry: Sendable {
    private let validators: [String: any MatchValidator]

    public init(_ validators: [any MatchValidator]) {
        self.validators = Dictionary(validators.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Every validator SnapGuard ships.
    public static let standard = ValidatorRegistry([
        LuhnValidator(), CardNumberValidator(), IBANValidator(), ABARoutingValidator(), SSNValidator(),
        PhoneNumberValidator(), EmailValidator(), CalendarDateValidator(), AmountValidator(), BloodPressureValidator(),
        VerhoeffValidator(), AadhaarValidator(), CPFValidator(), NationalInsuranceValidator(), PANValidator(),
        SpanishIDValidator(), FrenchNIRValidator(), GermanTaxIDValidator(), PersonalPhoneValidator(),
    ])

    public func validator(named name: String) -> (any MatchValidator)? { validators[name] }

    /// The registered names, sorted.
    public var names: [String] { validators.keys.sorted() }
}
