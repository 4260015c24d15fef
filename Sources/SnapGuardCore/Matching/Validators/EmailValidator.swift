/// An email address: a local part of at most 64 characters without leading, trailing or doubled
/// dots, and a domain of letter-digit-hyphen labels ending in an alphabetic top-level domain.
public struct EmailValidator: MatchValidator {
    public let name = "email"

    public init() {}

    public func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        let local = parts[0], domain = parts[1]
        guard (1...64).contains(local.count), !local.hasPrefix("."), !local.hasSuffix("."), !local.contains("..")
        else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, domain.count <= 253, let topLevel = labels.last,
              topLevel.count >= 2, topLevel.allSatisfy(\.isLetter)
        else { return false }
        return labels.allSatisfy { label in
            (1...63).contains(label.count) && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
        }
    }
}
