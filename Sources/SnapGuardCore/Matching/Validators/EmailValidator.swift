/// An email address: a local part of at most 64 characters without leading, trailing or doubled
/// dots, and a domain of letter-digit-hyphen labels ending in an alphabetic top-level domain.
///
/// Not an address anyone owns, so not personal data:
/// - the domains reserved for documentation and testing (RFC 2606, RFC 6761): `example.com`,
///   `example.net`, `example.org` and their subdomains, and the top-level domains `example`, `test`,
///   `invalid` and `localhost` (placeholders such as `you@example.com`);
/// - file names with a scale suffix or a file extension where the top-level domain stands
///   (`icon@2x.png`, `photo@3x.jpg`, `logo@1.5x.webp`).
public struct EmailValidator: MatchValidator {
    public let name = "email"

    public init() {}

    private static let reservedTopLevelDomains: Set<String> = ["example", "test", "invalid", "localhost"]
    private static let reservedDomains: Set<String> = ["example.com", "example.net", "example.org"]
    private static let fileExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "svg", "pdf", "webp", "heic", "heif", "tif", "tiff", "bmp", "ico", "txt",
        "json", "xml", "plist", "mp3", "mp4", "mov", "wav", "csv", "swift", "js", "css", "html", "htm", "zip",
    ]

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
        let wellFormed = labels.allSatisfy { label in
            (1...63).contains(label.count) && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
        }
        return wellFormed && !Self.isReserved(labels.map { $0.lowercased() }) && !Self.isFileName(domain)
    }

    private static func isReserved(_ labels: [String]) -> Bool {
        reservedTopLevelDomains.contains(labels.last!) || reservedDomains.contains(labels.suffix(2).joined(separator: "."))
    }

    /// `2x.png`, `3x.jpg`, `1.5x.webp`: a scale suffix, or any name ending in a file extension.
    private static func isFileName(_ domain: Substring) -> Bool {
        let lowered = domain.lowercased()
        guard let dot = lowered.lastIndex(of: ".") else { return false }
        if fileExtensions.contains(String(lowered[lowered.index(after: dot)...])) { return true }
        let first = lowered.prefix { $0 != "." }
        return first.hasSuffix("x") && first.dropLast().allSatisfy(\.isNumber) && first.count > 1
    }
}
