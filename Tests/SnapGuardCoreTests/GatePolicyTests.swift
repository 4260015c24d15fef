import XCTest
@testable import SnapGuardCore

/// Screen rules, baselines and shards: what decides a CI gate's verdict.
final class GatePolicyTests: XCTestCase {
    private func finding(_ category: Category, _ raw: String, severity: Severity = .high, y: Int = 10) -> Finding {
        Finding(category: category, patternId: "\(category).test", severity: severity,
                value: SensitiveValue(raw: raw, masked: "••" + raw.suffix(2)),
                box: BoundingBox(x: 10, y: y, width: 100, height: 20), confidence: 0.9)
    }

    private func screen(_ path: String, _ findings: [Finding]) -> ScreenResult {
        ScreenResult(path: path, verdict: .fail, width: 400, height: 800, findings: findings)
    }

    func testScreenRulesFirstMatchWins() {
        let price = finding(.currency, "$12.00"), card = finding(.card, "4111 1111 1111 1111", y: 60)
        let low = finding(.phone, "+1 415 555 0132", severity: .low, y: 90)
        let policy = VerdictPolicy(minimumSeverity: .medium, screenRules: [
            ScreenRule(glob: Glob("*Pricing*"), treatment: .allow([.currency])),
            ScreenRule(glob: Glob("*Checkout*"), treatment: .sensitive),
            ScreenRule(glob: Glob("*Marketing*"), treatment: .notSensitive),
            ScreenRule(glob: Glob("*"), treatment: .sensitive),
        ])

        let pricing = policy.judge(screen("en-US/iPhone 15-02_Pricing.png", [price]))
        XCTAssertEqual(pricing.verdict, .pass)
        XCTAssertEqual(pricing.waivers[price]?.kind, .screenRule)
        XCTAssertTrue(pricing.waivers[price]?.reason.contains("allows currency") == true)
        XCTAssertEqual(policy.judge(screen("Pricing.png", [price, card])).verdict, .fail, "only the allowed category is waived")

        let checkout = policy.judge(screen("Checkout.png", [low]))
        XCTAssertEqual(checkout.verdict, .fail, "a sensitive screen fails on any finding, whatever its severity")

        let marketing = policy.judge(screen("Marketing.png", [card]))
        XCTAssertEqual(marketing.verdict, .pass)
        XCTAssertEqual(marketing.findings, [card], "waived findings are still reported")

        let unreadable = policy.judge(.unreadable(path: "Marketing.png", reason: "truncated"))
        XCTAssertEqual(unreadable.verdict, .error, "rules never make an unreadable screen pass")
    }

    func testMinimumSeverityWaivesWithoutRules() {
        let low = finding(.phone, "+1 415 555 0132", severity: .low)
        let judged = VerdictPolicy(minimumSeverity: .medium).judge(screen("Home.png", [low]))
        XCTAssertEqual(judged.verdict, .pass)
        XCTAssertEqual(judged.waivers[low]?.kind, .severity)
    }

    func testBaselineAcceptsKnownFindingsOnlyAndSurvivesBoxShifts() throws {
        let card = finding(.card, "4111 1111 1111 1111")
        let recorded = ScanReport(screens: [screen("en-US/iPhone 15-01_Card.png", [card])])
        let baseline = Baseline.record(recorded)
        let encoded = String(decoding: try JSONEncoder().encode(baseline), as: UTF8.self)
        // (Not just "4111": four such digits can occur in a hex digest by chance.)
        XCTAssertFalse(encoded.contains("4111 1111") || encoded.contains("4111111111111111"), "no raw value in the baseline: \(encoded)")
        XCTAssertEqual(baseline.version, 1)

        var shifted = card
        shifted.box = BoundingBox(x: 13, y: 8, width: 97, height: 23)
        shifted.value = SensitiveValue(raw: "4111-1111-1111-1111", masked: "••11")  // OCR read other separators
        let newCard = finding(.card, "5500 0000 0000 0004", y: 300)
        let later = ScanReport(screens: [
            screen("en-US/iPhone 15-03_Card.png", [shifted]),  // fastlane renumbered the screen
            screen("en-US/iPhone 15-04_Other.png", [card]),  // same value elsewhere is new
        ])
        let applied = judged(later, with: baseline)
        XCTAssertEqual(applied.screens[0].verdict, .pass)
        XCTAssertEqual(applied.screens[0].waivers[shifted]?.kind, .baseline)
        XCTAssertEqual(applied.screens[1].verdict, .fail)

        let twice = judged(ScanReport(screens: [screen("en-US/iPhone 15-01_Card.png", [card, newCard])]), with: baseline)
        XCTAssertEqual(twice.screens[0].verdict, .fail, "a finding not in the baseline still fails")
        XCTAssertEqual(twice.screens[0].failingFindings, [newCard])
    }

    /// Every screen of `report` judged by a policy holding `baseline`, as a scan does.
    private func judged(_ report: ScanReport, with baseline: Baseline) -> ScanReport {
        ScanReport(screens: report.screens.map(VerdictPolicy(baseline: baseline).judge))
    }

    func testFingerprintsDependOnTheSalt() {
        let card = finding(.card, "4111 1111 1111 1111"), name = ScreenName(path: "a.png")
        XCTAssertNotEqual(Baseline.fingerprint(of: card, on: name, salt: "a"), Baseline.fingerprint(of: card, on: name, salt: "b"))
        XCTAssertNotEqual(Baseline.randomSalt(), Baseline.randomSalt())
    }

    func testShardsPartitionThePathsStably() throws {
        let paths = (0..<200).map { "shots/en-US/iPhone 15-\($0)_Screen.png" }
        let shards = (1...3).map { Shard(index: $0, count: 3)! }
        let parts = shards.map { shard in paths.filter(shard.contains) }
        XCTAssertEqual(parts.map(\.count).reduce(0, +), paths.count, "every path is in exactly one shard")
        XCTAssertEqual(Set(parts.flatMap { $0 }).count, paths.count)
        XCTAssertTrue(parts.allSatisfy { $0.count > 40 }, "\(parts.map(\.count))")
        // The share is a pure function of the path: pinned so a change of hash is noticed.
        XCTAssertEqual(Shard.number(of: "Samples/leaky-card-details-1170x2532.png", count: 4),
                       Shard.number(of: "./Samples/leaky-card-details-1170x2532.png", count: 4))
        XCTAssertEqual(Shard.number(of: "abc", count: 1000), Int(UInt64(0xba7816bf8f01cfea) % 1000) + 1)
        XCTAssertEqual(Shard(parsing: "2/4"), Shard(index: 2, count: 4))
        for bad in ["0/4", "5/4", "2", "a/b", "2/0", "1/2/3"] { XCTAssertNil(Shard(parsing: bad), bad) }
    }
}
