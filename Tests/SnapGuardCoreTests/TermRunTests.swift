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

    /// A screen whose OCR read each cell of a two-column grid as a line of its own (the number
    /// lost, or read apart on the same level), as Tesseract reads a phrase grid.
    /// Cells sit at x = 100, 500, 700 …; a row of three has its middle cell (a list number) at 420.
    static func cells(_ rows: [[String]], top: Int = 400) -> RecognisedText {
        RecognisedText(lines: rows.enumerated().flatMap { row, cells in
            let x = cells.count == 3 ? [100, 420, 500] : [100, 500, 700, 900]
            return cells.enumerated().map { column, cell in
                RecognisedLine(words: [RecognisedWord(text: cell, box: BoundingBox(x: x[column], y: top + row * 68,
                                                                                 width: 50 + 10 * cell.count, height: 30),
                                                      confidence: 0.9)])
            }
        })
    }

    @Test func aGridReadCellByCellIsOneRunOverTheWholeGrid() throws {
        let text = Self.cells([["abandon", "velvet"], ["ability", "kitten"], ["able", "10", "marble"],
                               ["about", "11", "zebra"], ["above", "12", "glance"], ["absent", "orbit"]])
        let findings = try Self.matcher().findings(in: text)
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.category == "secret")
        #expect(finding.box == BoundingBox(x: 100, y: 400, width: 510, height: 5 * 68 + 30))
        #expect(finding.value.revealed.hasPrefix("abandon velvet ability kitten able 10 marble"))
    }

    @Test func aGridNeedsTwoColumnsThreeRowsAndThePlainMinimum() throws {
        let matcher = try Self.matcher()
        // one word per line, one column: a menu of single words, not a grid
        let column = Self.cells(["abandon", "ability", "able", "about", "above", "absent", "absorb", "zebra", "glance"].map { [$0] })
        #expect(matcher.findings(in: column).isEmpty)
        // two rows of four: too few rows
        #expect(matcher.findings(in: Self.cells([["abandon", "ability", "able", "about"], ["above", "absent", "absorb", "zebra"]])).isEmpty)
        // three rows of two: fewer terms than `plain`
        #expect(matcher.findings(in: Self.cells([["abandon", "ability"], ["able", "about"], ["above", "absent"]])).isEmpty)
        // a row holding more than terms ends the grid
        #expect(matcher.findings(in: Self.cells([["abandon", "ability"], ["able", "about"], ["See", "you soon"],
                                                ["above", "absent"], ["absorb", "zebra"]])).isEmpty)
    }

    @Test func gridRowsAllowMisreadListNumbersAndAFewGarbledCells() throws {
        let matcher = try Self.matcher()
        // zero-padded numbers misread (`01` as `91`: no list number 1–24), one cell garbled (`qxzt`)
        let rows = [["abandon", "96", "ability"], ["qxzt", "97", "about"], ["above", "98", "absent"],
                    ["absorb", "99", "zebra"], ["kitten", "90", "marble"]]
        let findings = matcher.findings(in: Self.cells(rows))
        #expect(findings.map(\.category) == ["secret"])
        // more than a quarter of the cells garbled is not a grid
        let garbled = [["abandon", "96", "ability"], ["qxzt", "97", "about"], ["above", "98", "wvbn"],
                       ["jkrp", "99", "zebra"], ["kitten", "90", "marble"]]
        #expect(matcher.findings(in: Self.cells(garbled)).isEmpty)
    }

    @Test func rowsOfLabelsOrPhrasesAreNotAGrid() throws {
        let matcher = try Self.matcher()
        // terms a space apart are words of one phrase, not cells: "Current balance" rows
        let phrases = RecognisedText(lines: (0..<5).map { row in
            RecognisedLine(words: [RecognisedWord(text: "abandon", box: BoundingBox(x: 100, y: 400 + row * 68, width: 120, height: 30), confidence: 0.9),
                                   RecognisedWord(text: "ability", box: BoundingBox(x: 230, y: 400 + row * 68, width: 120, height: 30), confidence: 0.9)])
        })
        #expect(matcher.findings(in: phrases).isEmpty)
        // the same words as cells a column apart are a grid
        let cells = RecognisedText(lines: (0..<5).map { row in
            RecognisedLine(words: [RecognisedWord(text: "abandon", box: BoundingBox(x: 100, y: 400 + row * 68, width: 120, height: 30), confidence: 0.9),
                                   RecognisedWord(text: "ability", box: BoundingBox(x: 500, y: 400 + row * 68, width: 120, height: 30), confidence: 0.9)])
        })
        #expect(matcher.findings(in: cells).map(\.category) == ["secret"])
        // one pass read each row again with taller boxes: still one grid, read once
        let twice = RecognisedText(lines: cells.lines + cells.lines.map { line in
            RecognisedLine(words: line.words.map { RecognisedWord(text: $0.text, box: BoundingBox(x: $0.box.x, y: $0.box.y - 20, width: $0.box.width, height: 70), confidence: 0.5) })
        })
        #expect(matcher.findings(in: twice).count == 1)
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
