import Testing
@testable import SnapGuardCore

@Suite struct ContradictedFindingRuleTests {
    private let title = BoundingBox(x: 98, y: 19, width: 94, height: 13)

    private func line(_ text: String, _ box: BoundingBox, _ confidence: Double) -> RecognisedLine {
        RecognisedLine(words: [RecognisedWord(text: text, box: box, confidence: confidence)])
    }

    private func finding(_ value: String, confidence: Double) -> Finding {
        Finding(category: .health, patternId: "health.condition", severity: .high,
                value: SensitiveValue(raw: value, masked: "••••••"), box: title, confidence: confidence)
    }

    /// A binarised pass read a window title as `Cancer)` at 9%; the grey pass read it at 95%.
    @Test func aScrapReadingOfAPlaceALegibleReadingSaysOtherwiseIsDropped() {
        let text = RecognisedText(lines: [line("iPhone 11 (13.4)", title, 0.95), line("Cancer)", title, 0.09)])
        #expect(ContradictedFindingRule().contradicts(finding("Cancer", confidence: 0.09), readIn: text))
    }

    @Test func aFindingStaysWhenTheLegibleReadingAgreesOrNoneReadThePlace() {
        let agrees = RecognisedText(lines: [line("Cancer survivor", title, 0.95), line("Cancer)", title, 0.09)])
        #expect(!ContradictedFindingRule().contradicts(finding("Cancer", confidence: 0.09), readIn: agrees))
        // only the scraps read the place: a value one pass could barely make out still fails the screen
        let alone = RecognisedText(lines: [line("Cancer)", title, 0.09)])
        #expect(!ContradictedFindingRule().contradicts(finding("Cancer", confidence: 0.09), readIn: alone))
        // a legible line elsewhere says nothing of this place
        let elsewhere = RecognisedText(lines: [line("iPhone 11 (13.4)", BoundingBox(x: 98, y: 300, width: 94, height: 13), 0.95)])
        #expect(!ContradictedFindingRule().contradicts(finding("Cancer", confidence: 0.09), readIn: elsewhere))
    }

    /// A legible label beside a misread value says nothing of the value's place.
    @Test func aLegibleLabelBesideTheValueIsNoWitness() {
        let value = BoundingBox(x: 110, y: 0, width: 200, height: 20)
        let text = RecognisedText(lines: [RecognisedLine(words: [
            RecognisedWord(text: "Card number:", box: BoundingBox(x: 0, y: 0, width: 100, height: 20), confidence: 0.97),
            RecognisedWord(text: "4111 1111 1111 1111", box: value, confidence: 0.2),
        ])])
        let card = Finding(category: .card, patternId: "card.number", severity: .critical,
                           value: SensitiveValue(raw: "4111 1111 1111 1111", masked: "•••• 1111"), box: value, confidence: 0.2)
        #expect(!ContradictedFindingRule().contradicts(card, readIn: text))
    }

    @Test func aFindingReadLegiblyIsNeverDropped() {
        let text = RecognisedText(lines: [line("iPhone 11 (13.4)", title, 0.95), line("Cancer)", title, 0.5)])
        #expect(!ContradictedFindingRule().contradicts(finding("Cancer", confidence: 0.5), readIn: text))
    }

    /// Scraps are no company either: a shop's prices stay public beside a condition read in a
    /// Simulator title's scraps.
    @Test func scrapsDoNotMakeAShopsPricesPersonal() throws {
        let checkout = RecognisedText(lines: [
            line("CHECKOUT", BoundingBox(x: 173, y: 116, width: 88, height: 14), 0.96),
            line("iPhone 11 (13.4)", title, 0.95),
            line("Cancer)", title, 0.09),
            line("GRAND TOTAL £130", BoundingBox(x: 71, y: 291, width: 290, height: 10), 0.96),
        ])
        let matcher = PatternMatcher(library: try PatternLibrary.defaults())
        #expect(matcher.findings(in: checkout).isEmpty)
    }
}
