/// An email address: a local part of at most 64 characters without leading, trailing or doubled
/// dots, and a domain of letter-digit-hyphen labels ending in an alphabetic top-level domain.
///
/// Not an address anyone owns, so not personal data:
/// - placeholders: a generic name (`you`, `name`, `your.name`, `user`, `email` …) at a domain
///   reserved for documentation and testing (RFC 2606, RFC 6761: `example.com`, `example.net`,
///   `example.org` and their subdomains, the top-level domains `example`, `test`, `invalid`,
///   `localhost`) or at a generic one (`domain.com`, `company.com`, `yourcompany.com` …), as in a
///   text field's hint `you@example.com`;
/// - Apple's sample person (`john.appleseed`, `jappleseed` at `apple.com`, `icloud.com`, `me.com`,
///   `mac.com`), the hint of an empty e-mail field in Apple's frameworks and many apps;
/// - file names with a scale suffix or a file extension where the top-level domain stands
///   (`icon@2x.png`, `photo@3x.jpg`, `logo@1.5x.webp`).
///
/// A person's name at a reserved domain (`jordan.miller@example.com`) still counts: UI tests fill
/// screens with such fake accounts, and the same screen shows a real address in production.
///
/// A space in the domain is a dot that OCR read as a space (`lucas3@mail example net`, under a
/// light blur): the domain is checked with its dots put back, placeholders and file names too.
/// Which spaces may stand for dots is the pattern's decision (`email.dot-misread`).
///
/// One space just before or after the @ is OCR's too: faces that set the @ with wide side
/// bearings are read as two words (`mia.schmidt @example.org`). The address is checked without
/// it; which such splits count is the pattern's decision (`email.space-misread`).
package struct EmailValidator: MatchValidator {
    package let name = "email"

    package init() {}

    private static let reservedTopLevelDomains: Set<String> = ["example", "test", "invalid", "localhost"]
    private static let reservedDomains: Set<String> = ["example.com", "example.net", "example.org"]
    private static let placeholderDomains: Set<String> = [
        "domain.com", "company.com", "yourcompany.com", "yourdomain.com", "email.com", "address.com", "website.com",
    ]
    private static let placeholderNames: Set<String> = [
        "you", "your", "yourname", "your.name", "your-name", "your_name", "youremail", "your.email", "your-email",
        "name", "username", "user", "email", "e-mail", "mail", "someone", "somebody", "me", "myname", "my.name",
        "firstname.lastname", "first.last", "firstname", "name.surname", "john.doe", "jane.doe", "johndoe",
        "janedoe", "example", "sample", "placeholder",
    ]
    /// Apple's sample person, shown as the placeholder of an empty e-mail field across Apple's
    /// frameworks and documentation, at Apple's own domains.
    private static let sampleNames: Set<String> = ["john.appleseed", "johnappleseed", "jappleseed", "j.appleseed"]
    private static let sampleDomains: Set<String> = ["apple.com", "icloud.com", "me.com", "mac.com"]
    private static let fileExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "svg", "pdf", "webp", "heic", "heif", "tif", "tiff", "bmp", "ico", "txt",
        "json", "xml", "plist", "mp3", "mp4", "mov", "wav", "csv", "swift", "js", "css", "html", "htm", "zip",
    ]

    package func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        let local = parts[0].hasSuffix(" ") ? parts[0].dropLast() : parts[0]
        let afterAt = parts[1].hasPrefix(" ") ? parts[1].dropFirst() : parts[1]
        let domain = Substring(afterAt.map { $0 == " " ? "." : $0 })
        guard (1...64).contains(local.count), !local.hasPrefix("."), !local.hasSuffix("."), !local.contains(".."),
              !local.contains(where: \.isWhitespace)
        else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, domain.count <= 253, let topLevel = labels.last,
              topLevel.count >= 2, topLevel.allSatisfy(\.isLetter)
        else { return false }
        let wellFormed = labels.allSatisfy { label in
            (1...63).contains(label.count) && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
        }
        return wellFormed && !Self.isPlaceholder(local.lowercased(), labels.map { $0.lowercased() })
            && !Self.isFileName(domain)
    }

    private static func isPlaceholder(_ local: String, _ labels: [String]) -> Bool {
        let lastTwo = labels.suffix(2).joined(separator: ".")
        if sampleNames.contains(local) && sampleDomains.contains(lastTwo) { return true }
        guard placeholderNames.contains(local) else { return false }
        return reservedTopLevelDomains.contains(labels.last!) || reservedDomains.contains(lastTwo)
            || placeholderDomains.contains(lastTwo)
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
