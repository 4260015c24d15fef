/// A card brand: the number prefixes it issues and the lengths its numbers have.
struct CardIssuer: Sendable {
    var name: String
    /// Inclusive ranges of leading digits, e.g. 2221...2720 for Mastercard's 2-series.
    var prefixes: [ClosedRange<Int>]
    var lengths: ClosedRange<Int>

    func issues(_ digits: [Int]) -> Bool {
        guard lengths.contains(digits.count) else { return false }
        return prefixes.contains { range in
            let width = String(range.lowerBound).count
            let prefix = digits.prefix(width).reduce(0) { $0 * 10 + $1 }
            return range.contains(prefix)
        }
    }

    static let known: [CardIssuer] = [
        CardIssuer(name: "Visa", prefixes: [4...4], lengths: 13...19),
        CardIssuer(name: "Mastercard", prefixes: [51...55, 2221...2720], lengths: 16...16),
        CardIssuer(name: "American Express", prefixes: [34...34, 37...37], lengths: 15...15),
        CardIssuer(name: "Discover", prefixes: [6011...6011, 644...649, 65...65, 622126...622925], lengths: 16...19),
        CardIssuer(name: "JCB", prefixes: [3528...3589], lengths: 16...19),
        CardIssuer(name: "UnionPay", prefixes: [62...62, 81...81], lengths: 16...19),
        CardIssuer(name: "Diners Club", prefixes: [300...305, 36...36, 38...39], lengths: 14...19),
        CardIssuer(name: "Maestro", prefixes: [50...50, 56...58, 63...63, 67...67], lengths: 16...19),
    ]
}
