/// A US ABA routing transit number: nine digits, a Federal Reserve prefix, and the 3-7-1 checksum.
package struct ABARoutingValidator: MatchValidator {
    package let name = "aba"
    package let checksDigits = true

    package init() {}

    /// Prefixes of routing numbers in use: Federal Reserve districts (00–12), thrifts (21–32),
    /// electronic (61–72) and traveller's cheques (80).
    private static let validPrefixes: [ClosedRange<Int>] = [0...12, 21...32, 61...72, 80...80]

    package func isValid(_ text: String) -> Bool {
        let d = text.asciiDigits
        guard d.count == 9, Self.validPrefixes.contains(where: { $0.contains(d[0] * 10 + d[1]) }) else { return false }
        let sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])
        return sum % 10 == 0
    }
}
