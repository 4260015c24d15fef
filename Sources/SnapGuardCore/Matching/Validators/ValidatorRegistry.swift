/// Validators by the name packs use for them.
package struct ValidatorRegistry: Sendable {
    private let validators: [String: any MatchValidator]

    package init(_ validators: [any MatchValidator]) {
        self.validators = Dictionary(validators.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Every validator SnapGuard ships.
    package static let standard = ValidatorRegistry([
        LuhnValidator(), CardNumberValidator(), IBANValidator(), ABARoutingValidator(), SSNValidator(),
        PhoneNumberValidator(), EmailValidator(), CalendarDateValidator(), AmountValidator(), BloodPressureValidator(),
        VerhoeffValidator(), AadhaarValidator(), CPFValidator(), CNPJValidator(), NationalInsuranceValidator(), MisreadNationalInsuranceValidator(), PANValidator(), MisreadPANValidator(),
        SpanishIDValidator(), FrenchNIRValidator(), GermanTaxIDValidator(), PersonalPhoneValidator(), PlaceholderDigitsValidator(),
        NonZeroAmountValidator(),
    ])

    package func validator(named name: String) -> (any MatchValidator)? { validators[name] }

    /// The registered names, sorted.
    package var names: [String] { validators.keys.sorted() }
}
