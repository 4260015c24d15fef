/// How one country's telephone numbers look: country code, and the plausible national significant
/// numbers (the digits after the country code or after the national trunk prefix 0).
struct PhoneNumberPlan: Sendable {
    var name: String
    var countryCode: [Int]
    /// Whether dialling nationally starts with a trunk 0 (all but NANP).
    var hasTrunkZero: Bool
    var isPlausibleSignificantNumber: @Sendable ([Int]) -> Bool

    static let nanp = PhoneNumberPlan(name: "NANP", countryCode: [1], hasTrunkZero: false) { n in
        n.count == 10 && n[0] >= 2 && n[3] >= 2
    }
    static let unitedKingdom = PhoneNumberPlan(name: "UK", countryCode: [4, 4], hasTrunkZero: true) { n in
        (9...10).contains(n.count) && [1, 2, 3, 5, 7, 8, 9].contains(n[0])
    }
    static let germany = PhoneNumberPlan(name: "DE", countryCode: [4, 9], hasTrunkZero: true) { n in
        (8...12).contains(n.count) && n[0] != 0
    }
    static let france = PhoneNumberPlan(name: "FR", countryCode: [3, 3], hasTrunkZero: true) { n in
        n.count == 9 && n[0] != 0
    }
    static let vietnam = PhoneNumberPlan(name: "VN", countryCode: [8, 4], hasTrunkZero: true) { n in
        (n.count == 9 && [3, 5, 7, 8, 9].contains(n[0])) || (n.count == 10 && n[0] == 2)
    }

    /// Brazil: mobiles, a two-digit area code (11–99) and nine digits starting 9, dialled without a
    /// trunk prefix: "(11) 98765-4321". Eight-digit landlines would make most ten-digit numbers
    /// plausible, so they count only as E.164 numbers with '+'.
    static let brazil = PhoneNumberPlan(name: "BR", countryCode: [5, 5], hasTrunkZero: false) { n in
        n.count == 11 && n[0] != 0 && n[1] != 0 && n[2] == 9
    }
    /// Spain: nine digits, no trunk prefix; mobiles start 6 or 7, landlines 8 or 9.
    static let spain = PhoneNumberPlan(name: "ES", countryCode: [3, 4], hasTrunkZero: false) { n in
        n.count == 9 && (6...9).contains(n[0])
    }
    /// India: ten-digit mobiles starting 6–9, dialled with or without the trunk 0.
    static let india = PhoneNumberPlan(name: "IN", countryCode: [9, 1], hasTrunkZero: false) { n in
        let significant = n.count == 11 && n[0] == 0 ? Array(n.dropFirst()) : n
        return significant.count == 10 && (6...9).contains(significant[0])
    }

    static let all: [PhoneNumberPlan] = [.nanp, .unitedKingdom, .germany, .france, .vietnam, .brazil, .spain, .india]

    /// Whether `digits`, dialled within the country, is plausible.
    func isPlausibleNational(_ digits: [Int]) -> Bool {
        if hasTrunkZero {
            return digits.first == 0 && isPlausibleSignificantNumber(Array(digits.dropFirst()))
        }
        // NANP numbers may be dialled with a leading 1.
        let withoutLeadingOne = digits.first == 1 && digits.count == 11 ? Array(digits.dropFirst()) : nil
        return isPlausibleSignificantNumber(digits) || withoutLeadingOne.map(isPlausibleSignificantNumber) == true
    }

    /// Whether `digits`, dialled after '+', is a plausible number of this country; nil when the
    /// number does not start with this country's code.
    func isPlausibleInternational(_ digits: [Int]) -> Bool? {
        guard digits.starts(with: countryCode) else { return nil }
        var significant = Array(digits.dropFirst(countryCode.count))
        if hasTrunkZero, significant.first == 0 { significant.removeFirst() }
        return isPlausibleSignificantNumber(significant)
    }
}
