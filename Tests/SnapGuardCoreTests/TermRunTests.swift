import Testing
@testable import SnapGuardCore

/// Term lists with a `run`: a recovery phrase counts, one of its words in ordinary text does not.
@Suite struct TermRunTests {
    static let pack = #"""
    {"pack": "run", "patterns": [{"id": "seed", "category": "secret", "description": "d",
      "terms": ["abandon", "ability", "able", "about", "above", "absent", "absorb", "zebra", "glance", "orbit",
                "velvet", "kitten", "marble", "you", "will", "have", "more", "time", "this", "year", "open",
                "choose", "hour", "day"],
      "fuzzy": false, "run": {"numbered": 4, "plain": 8},
      "examples": {"match": ["1 zebra 2 glance 3 orbit 4 velvet"]}}]}
    """#

    static func matcher() throws -> PatternMatcher {
        PatternMatcher(library: try PatternLibrary(packs: [PatternLibrary.parse(pack, file: "run.json")]))
    }

    @Test func aNumberedGridReadAsRowsOfCellsIsARun() throws {
        let findings = try Self.matcher().findings(inText: "1. abandon 2. ability 3. able\n4. about 5. above 6. absent")
        #expect(findings.map(\.text) == ["1. abandon 2. ability 3. able", "4. about 5. above 6. absent"])
    }

    @Test func twoCellsPerRowCountWithTheRowsAboveAndBelow() throws {
        let findings = try Self.matcher().findings(inText: "1 zebra 2 glance\n3 orbit 4 velvet\n5 kitten 6 marble")
        #expect(findings.count == 3)
    }

    @Test func fewerNumberedTermsThanTheMinimumAreNotARun() throws {
        let matcher = try Self.matcher()
        #expect(matcher.findings(inText: "1. abandon 2. ability 3. able").isEmpty)
        #expect(matcher.findings(inText: "1. Open Settings\n2. Tap General\n3. Choose About").isEmpty)
        #expect(matcher.findings(inText: "1 hour ago\n2 day trip").isEmpty)
    }

    @Test func aRepeatedNumberCountsOnce() throws {
        #expect(try Self.matcher().findings(inText: "1 zebra 1 glance 1 orbit 1 velvet").isEmpty)
    }

    @Test func linesOfNothingButTermsCountWithoutNumbers() throws {
        let matcher = try Self.matcher()
        #expect(matcher.findings(inText: "abandon ability able about\nabove absent absorb zebra").count == 2)
        #expect(matcher.findings(inText: "you will have more time this year").isEmpty)
        #expect(matcher.findings(inText: "abandon ability able about\nSee you soon\nabove absent absorb zebra").isEmpty)
    }

    @Test func aRunNeedsBothMinimumsAndOnlyTerms() {
        let regexRun = #"{"pack": "p", "patterns": [{"id": "x", "category": "c", "description": "d", "regex": "a", "run": {"numbered": 4, "plain": 8}, "examples": {"match": ["a"]}}]}"#
        let missingPlain = #"{"pack": "p", "patterns": [{"id": "x", "category": "c", "description": "d", "terms": ["a"], "run": {"numbered": 4}, "examples": {"match": ["a"]}}]}"#
        let withSuffix = #"{"pack": "p", "patterns": [{"id": "x", "category": "c", "description": "d", "terms": ["a"], "followedBy": "b", "run": {"numbered": 4, "plain": 8}, "examples": {"match": ["a"]}}]}"#
        for (text, message) in [(regexRun, "'run' applies only to term lists"),
                                (missingPlain, "'run' needs 'numbered' and 'plain'"),
                                (withSuffix, "'run' and 'followedBy' cannot be combined")] {
            #expect(throws: PatternPackError.self) { try PatternLibrary.parse(text, file: "p.json") }
            do {
                _ = try PatternLibrary.parse(text, file: "p.json")
            } catch {
                #expect(error.description.contains(message), "\(error.description)")
            }
        }
    }

    @Test func theBuiltInRecoveryPhraseListIsTheWholeBIP39EnglishList() throws {
        let pattern = try #require(try PatternLibrary.defaults().patterns.first { $0.id == "secret.recovery-phrase" })
        guard case .terms(let words, _, _) = pattern.source else {
            Issue.record("not a term list")
            return
        }
        #expect(words.count == 2048)
        #expect(Set(words).count == 2048)
        #expect(words.first == "abandon" && words.last == "zoo")
        #expect(words == words.sorted())
    }
}
