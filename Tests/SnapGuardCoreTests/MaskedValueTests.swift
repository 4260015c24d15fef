import Testing
@testable import SnapGuardCore

/// What an app already masked is not a finding: the visible rest of `••••4821` identifies no one.
@Suite struct MaskedValueTests {
    static let pack = #"""
    {"pack": "digits", "patterns": [{"id": "four", "category": "account", "description": "d",
      "regex": "\\d{4}(?!\\d)", "examples": {"match": ["4821"]}}]}
    """#

    static func found(_ text: String) throws -> [String] {
        let library = try PatternLibrary(packs: [PatternLibrary.parse(pack, file: "digits.json")])
        return PatternMatcher(library: library).findings(inText: text).map(\.text)
    }

    @Test(arguments: ["••••4821", "•••• 4821", "Card ●●●● ●●●● ●●●● 4821", "***-**-4821", "XXXX-XXXX-XXXX-4821",
                      "xxxx 4821", "Account **4821", "•4821"])
    func theVisibleRestOfAMaskIsNotAFinding(_ text: String) throws {
        #expect(try Self.found(text).isEmpty)
    }

    @Test(arguments: ["4821", "• 4821", "Box 4821", "Ext. 4821", "XL 4821", "* 4821"])
    func aValueAfterOtherTextIsStillFound(_ text: String) throws {
        #expect(try Self.found(text) == ["4821"])
    }

    @Test func aMaskedEmailIsNotAFinding() throws {
        let matcher = PatternMatcher(library: try PatternLibrary.defaults())
        #expect(matcher.findings(inText: "m•••••4@gmail.com").isEmpty)
        #expect(matcher.findings(inText: "Sent to m4@gmail.com").map(\.text) == ["m4@gmail.com"])
    }
}
