import Foundation
@testable import SnapGuardCore

/// One fixed, hand-built report that every format is rendered from, for the golden files
/// (`GoldenReportTests`) and the schema checks (`ReportFormatTests`): screens that pass, fail and
/// are unreadable; findings waived by a screen rule, the severity and the baseline; a pair whose
/// cover did not come up and one that needs none; names that need escaping in every format;
/// masked values whose raw text is known; and an interruption, so the report is partial.
///
/// Nothing volatile is left to chance: the tool version, the SARIF source root and the pictures'
/// bytes are given here, not read from the build, the machine or an encoder.
enum GoldenReport {
    static let rawCard = "4111 1111 1111 1111", rawAmount = "$1,284.50", rawIBAN = "GB82 WEST 1234 5698 7654 32"
    static let rawPhone = "+1 415 555 0132", rawBalance = "$12,345.67"
    /// Raw values and fragments of them that no masked report may show.
    static let rawValues = [rawCard, rawAmount, rawIBAN, rawPhone, rawBalance, "4111111111111111", "56987654", "415 555", "12,345"]

    static let cardBox = BoundingBox(x: 111, y: 703, width: 582, height: 52)
    static let card = Finding(category: .card, patternId: "card.number", severity: .critical,
                              value: SensitiveValue(raw: rawCard, masked: "•••• 1111"), box: cardBox, confidence: 0.86)
    static let amount = Finding(category: .currency, patternId: "currency.usd", severity: .medium,
                                value: SensitiveValue(raw: rawAmount, masked: "$•,•••.50"),
                                box: BoundingBox(x: 820, y: 1310, width: 250, height: 45), confidence: 0.7)
    static let iban = Finding(category: .iban, patternId: "iban", severity: .high,
                              value: SensitiveValue(raw: rawIBAN, masked: "GB•• •••• 32"),
                              box: BoundingBox(x: 10, y: 10, width: 300, height: 30), confidence: 0.9)
    static let phone = Finding(category: .phone, patternId: "phone.us", severity: .low,
                               value: SensitiveValue(raw: rawPhone, masked: "+• ••• ••• 0132"),
                               box: BoundingBox(x: 40, y: 500, width: 280, height: 40), confidence: 0.8)
    static let balance = Finding(category: .currency, patternId: "currency.usd", severity: .medium,
                                 value: SensitiveValue(raw: rawBalance, masked: "$••,•••.67"),
                                 box: BoundingBox(x: 60, y: 300, width: 400, height: 60), confidence: 0.93)

    /// The pictures HTML embeds: fixed bytes, as a real scan would hand over redacted PNGs.
    static func pictures(thumbnail: String, active: String? = nil) -> ScreenPictures {
        var pictures = ScreenPictures()
        pictures.thumbnail = Data(thumbnail.utf8)
        pictures.activeThumbnail = active.map { Data($0.utf8) }
        return pictures
    }

    static let thresholds = PairThresholds(region: 0.8, global: 0.75, grid: "2x2", workingWidth: 160, blurSigma: 1,
                                           cropTop: 0.07, cropBottom: 0.05)

    static var report: ScanReport {
        var cardScreen = ScreenResult(path: "Samples/leaky-card-details-1170x2532.png", verdict: .fail, width: 1170, height: 2532,
                                      findings: [card, amount],
                                      waivers: [amount: Waiver(.screenRule, reason: "screen rule '*card*' allows currency")])
        cardScreen.pictures = pictures(thumbnail: "thumbnail of the card screen")
        let escaped = ScreenResult(path: "shots/en-US/iPhone 15 Pro-02_Pay, now: 100% <b>&\"'.png", verdict: .fail,
                                   width: 400, height: 800, findings: [iban])
        let unreadable = ScreenResult.unreadable(path: "Tests/Fixtures/formats/truncated.png",
                                                 reason: "bad <header> & \"quotes\"\nsecond line")
        var clean = ScreenResult(path: "Samples/clean-settings-750x1334.png", verdict: .pass, width: 750, height: 1334)
        clean.pictures = pictures(thumbnail: "thumbnail of the clean screen")
        let overlay = ScreenResult(path: "Samples/covered-overlay-750x1334.png", verdict: .pass, width: 750, height: 1334,
                                   overlayDetected: true)
        let waived = ScreenResult(path: "shots/de-DE/Profile.png", verdict: .pass, width: 390, height: 844, findings: [phone, balance],
                                  waivers: [phone: Waiver(.severity, reason: "below the minimum severity medium"),
                                            balance: Waiver(.baseline, reason: "recorded in the baseline")])
        return ScanReport(screens: [cardScreen, escaped, unreadable, clean, overlay, waived, uncoveredPair, noCoverPair],
                          rules: [RuleDescription(id: "card.number", category: .card, severity: .critical, description: "Payment card number")],
                          toolVersion: "1.2.3",
                          interruption: ScanInterruption(reason: "interrupted by SIGTERM", screensNotScanned: 3))
    }

    /// A snapshot that looks like its active screen and still shows the balance the screen showed.
    static var uncoveredPair: ScreenResult {
        let regions = [
            RegionSimilarity(row: 0, column: 0, box: BoundingBox(x: 0, y: 124, width: 414, height: 784), similarity: 0.97, matched: true),
            RegionSimilarity(row: 0, column: 1, box: BoundingBox(x: 414, y: 124, width: 414, height: 784), similarity: 0.91, matched: true),
            RegionSimilarity(row: 1, column: 0, box: BoundingBox(x: 0, y: 908, width: 414, height: 784), similarity: 0.42, matched: false),
            RegionSimilarity(row: 1, column: 1, box: BoundingBox(x: 414, y: 908, width: 414, height: 784), similarity: nil, matched: false),
        ]
        let evidence = PairEvidence(
            cover: .uncovered, activePath: "pairs/Balance.active.png", activeWidth: 828, activeHeight: 1792, activeFindings: [balance],
            similarity: PairSimilarity(global: 0.88, regions: regions), sharedFindings: [balance], thresholds: thresholds,
            reasons: ["the snapshot shows 1 finding the active screen showed: currency $••,•••.67",
                      "the snapshot looks like the active screen: similarity 0.88 ≥ 0.75",
                      "2 of 4 regions match the active screen (r1c1 0.97, r1c2 0.91) at ≥ 0.80"])
        let snapshot = ScreenResult(path: "pairs/Balance.snapshot.png", verdict: .fail, width: 828, height: 1792, findings: [balance])
        var screen = ScreenResult(snapshot: snapshot, pair: PairVerdict(verdict: .fail, evidence: evidence))
        screen.pictures = pictures(thumbnail: "thumbnail of the snapshot", active: "thumbnail of the active screen")
        return screen
    }

    /// A settings screen paired but marked as needing no cover: it shows nothing, so it passes.
    static var noCoverPair: ScreenResult {
        let evidence = PairEvidence(
            cover: .notRequired, activePath: "pairs/Settings.active.png", activeWidth: 828, activeHeight: 1792,
            similarity: PairSimilarity(global: 0.99, regions: (0..<4).map { index in
                RegionSimilarity(row: index / 2, column: index % 2,
                                 box: BoundingBox(x: 414 * (index % 2), y: 124 + 784 * (index / 2), width: 414, height: 784),
                                 similarity: 0.99, matched: true)
            }), thresholds: thresholds,
            reasons: ["no finding in the snapshot; the screen needs no cover"])
        let snapshot = ScreenResult(path: "pairs/Settings.snapshot.png", verdict: .pass, width: 828, height: 1792)
        return ScreenResult(snapshot: snapshot, pair: PairVerdict(verdict: .pass, evidence: evidence))
    }

    /// The options every golden file is rendered with: masked, no colour, a fixed source root.
    static let options = ReportOptions(reveal: false, useColour: false, sourceRoot: URL(fileURLWithPath: "/work/project", isDirectory: true))

    /// `reporter`'s output for the report.
    static func render(_ reporter: any Reporter.Type, options: ReportOptions = options) -> String {
        reporter.init().render(report, options: options)
    }
}
