import Testing
@testable import SnapGuardCore

/// Several passes read one screen; each pass's read, and the most confident reading of each place,
/// are also matched whole, on their own, so a wrong reading that another pass adds at the same place
/// never hides a value that one pass read well.
@Suite struct AlternativeReadingsTests {
    /// A lab row as a clean pass reads it: the test's name, its date under it and the value at the
    /// right edge, centred on both (source pixels of an 828×1792 screen).
    private static let cleanRow = [
        RecognisedLine(words: [RecognisedWord(text: "HbA1c", box: BoundingBox(x: 67, y: 797, width: 98, height: 26), confidence: 0.62)]),
        line("Mar 4, 2024", x: 67, y: 843, height: 23),
        RecognisedLine(words: [RecognisedWord(text: "7.2%", box: BoundingBox(x: 690, y: 816, width: 73, height: 26), confidence: 0.84)]),
    ]
    /// What a sharpened read of the same blurred row may add: the label read tall and wrong,
    /// spanning the label and the date.
    private static let tallMisreading = [
        RecognisedLine(words: [RecognisedWord(text: "HDAIC", box: BoundingBox(x: 65, y: 791, width: 85, height: 75), confidence: 0.2)]),
    ]

    /// A pipeline of two passes: the screen as it is, where the recogniser reads `clean`, and the
    /// screen doubled in size, where it reads `other` (in the doubled image's pixels).
    private static func twoPasses() -> (RecognitionPipeline, ScriptedRecogniser) {
        let pipeline = RecognitionPipeline(passes: { _ in
            [RecognitionPass(name: "a", stages: [], segmentation: .sparseText),
             RecognitionPass(name: "b", stages: [Resize(factor: 2)], segmentation: .sparseText)]
        }, reread: nil)
        let recogniser = ScriptedRecogniser { image, _ in
            image.width == 828 ? cleanRow : tallMisreading.map { line in
                RecognisedLine(words: line.words.map { RecognisedWord(text: $0.text, box: $0.box.scaled(by: 2), confidence: $0.confidence) })
            }
        }
        return (pipeline, recogniser)
    }

    @Test func eachPassIsKeptWholeAsAnAlternativeReading() throws {
        let (pipeline, recogniser) = Self.twoPasses()
        let text = try pipeline.read(GreyImage(width: 828, height: 1792, filledWith: 255), recogniser: recogniser)
        #expect(Set(["HbA1c", "7.2%", "HDAIC"]).isSubset(of: text.lines.map(\.text)), "the merged lines hold both passes' lines")
        // each pass's lines in its own reading order (the first with its label and date joined as a paragraph)
        #expect(text.alternatives.map { $0.lines.map(\.text) } == [["HbA1c", "7.2%", "Mar 4, 2024", "HbA1c Mar 4, 2024"], ["HDAIC"],
                                                                  ["HbA1c", "7.2%", "Mar 4, 2024", "HbA1c Mar 4, 2024"]])
        // one pass alone has nothing to set beside it
        let single = RecognitionPipeline(passes: { _ in [RecognitionPass(name: "a", stages: [], segmentation: .sparseText)] }, reread: nil)
        #expect(try single.read(GreyImage(width: 828, height: 1792, filledWith: 255), recogniser: recogniser).alternatives.isEmpty)
    }

    /// The tall misreading's row takes in the date and the value, so in the merged lines the date
    /// stands right before the value; the clean pass alone has the test's name right before it.
    @Test func aValueOnePassPairsWithItsLabelIsFoundWhateverAnotherPassAdds() throws {
        let matcher = PatternMatcher(library: try PatternLibrary.defaults())
        let merged = LineMerger().merge(Self.cleanRow + Self.tallMisreading)
        #expect(matcher.findings(in: merged).isEmpty, "the merged lines alone lose the value")
        let alternatives = [LineMerger().merge(Self.cleanRow), LineMerger().merge(Self.tallMisreading)]
        let found = matcher.findings(in: RecognisedText(lines: merged.lines, alternatives: alternatives))
        #expect(found.map(\.category) == [.health])
        #expect(found.first?.value.revealed == "7.2%")
    }

    /// Through the analyser: the screen fails on the value, reported once.
    @Test func theAnalyserReportsTheValueOnce() throws {
        let (pipeline, recogniser) = Self.twoPasses()
        let analyser = ScreenAnalyser(pipeline: pipeline, matcher: PatternMatcher(library: try PatternLibrary.defaults()))
        let white = try #require(ColourImage(width: 828, height: 1792, rgba: [UInt8](repeating: 255, count: 828 * 1792 * 4)))
        let result = analyser.analyze(white, path: "lab.png", recogniser: recogniser)
        #expect(result.verdict == .fail)
        #expect(result.findings.map(\.value.revealed) == ["7.2%"])
    }

    /// One reading per place, the most confident: a doubtful reading read tall across a label and
    /// the date under it goes, a whole line stays beside a more confident reading of a part of it.
    @Test func theMostConfidentReadingKeepsOneReadingPerPlace() {
        let diagnosis = line("Diagnosis: Type 2 diabetes, HbA1c 7.2%", x: 42, y: 313, height: 30, confidence: 0.86)
        let fragment = RecognisedLine(words: [RecognisedWord(text: "7.2%", box: BoundingBox(x: 524, y: 313, width: 67, height: 25), confidence: 0.94)])
        let text = LineMerger().mostConfidentReading([diagnosis, fragment] + Self.cleanRow + Self.tallMisreading)
        #expect(text.lines.map(\.text) == ["Diagnosis: Type 2 diabetes, HbA1c 7.2%", "7.2%", "HbA1c", "7.2%", "Mar 4, 2024"])
    }

    /// Neither pass pairs the value with its label: one reads the label (and a tall misreading
    /// across it), the other the value (and another). The most confident reading of each place does.
    @Test func aLabelFromOnePassAndAValueFromAnotherAreFoundTogether() throws {
        let labelPass = [Self.cleanRow[0], Self.cleanRow[1],
                         RecognisedLine(words: [RecognisedWord(text: "Hate", box: BoundingBox(x: 66, y: 797, width: 107, height: 52), confidence: 0.1)])]
        let valuePass = [Self.cleanRow[2]] + Self.tallMisreading
        let pipeline = RecognitionPipeline(passes: { _ in
            [RecognitionPass(name: "a", stages: [], segmentation: .sparseText),
             RecognitionPass(name: "b", stages: [Resize(factor: 2)], segmentation: .sparseText)]
        }, reread: nil)
        let recogniser = ScriptedRecogniser { image, _ in
            image.width == 828 ? labelPass : valuePass.map { line in
                RecognisedLine(words: line.words.map { RecognisedWord(text: $0.text, box: $0.box.scaled(by: 2), confidence: $0.confidence) })
            }
        }
        let analyser = ScreenAnalyser(pipeline: pipeline, matcher: PatternMatcher(library: try PatternLibrary.defaults()))
        let white = try #require(ColourImage(width: 828, height: 1792, rgba: [UInt8](repeating: 255, count: 828 * 1792 * 4)))
        let result = analyser.analyze(white, path: "lab.png", recogniser: recogniser)
        #expect(result.findings.map(\.value.revealed) == ["7.2%"])
    }
}
