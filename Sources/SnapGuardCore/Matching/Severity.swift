/// How much harm a leak of the data would do. Ordered from least to most severe.
public enum Severity: String, CaseIterable, Comparable, Sendable, Codable {
    case low, medium, high, critical

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
