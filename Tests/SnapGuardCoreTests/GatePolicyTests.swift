import Foundation
import Testing
@testable import SnapGuardCore

/// Screen rules, baselines and shards: what decides a CI gate's verdict.
@Suite struct GatePolicyTests {
    private func finding(_ category: Category, _ raw: String, severity: Severity = .high, y: Int = 10) -> Finding {
        Finding(category: category, patternId: "\(category).test", severity: severity,
                value: SensitiveValue(raw: raw, masked: "••" + raw.suffix(2)),
                box: BoundingBox(x: 10, y: y, width: 100, height: 20), confidence: 0.9)
    }

    /// The screen at `path` showing `findings`, judged by `policy`.
    private func screen(_ path: String, _ findings: [Finding], policy: VerdictPolicy = VerdictPolicy()) -> ScreenResult {
        policy.judge(path: path, width: 400, height: 800, findings: findings)
    }

    @Test func screenRulesFirstMatchWins() throws {
        let price = finding(.currency, "$12.00"), card = finding(.card, "4111 1111 1111 1111", y: 60)
        let low = finding(.phone, "+1 415 555 0132", severity: .low, y: 90)
        let policy = VerdictPolicy(minimumSeverity: .medium, screenRules: [
            ScreenRule(glob: Glob("*Pricing*"), treatment: .allow([.currency])),
            ScreenRule(glob: Glob("*Checkout*"), treatment: .sensitive),
            ScreenRule(glob: Glob("*Marketing*"), treatment: .notSensitive),
            ScreenRule(glob: Glob("*"), treatment: .sensitive),
        ], baseline: nil)

        let pricing = screen("en-US/iPhone 15-02_Pricing.png", [price], policy: policy)
        #expect(pricing.verdict == .pass)
        #expect(pricing.waivers[price]?.kind == .screenRule)
        #expect(pricing.waivers[price]?.reason.contains("allows currency") == true)
        #expect(screen("Pricing.png", [price, card], policy: policy).verdict == .fail, "only the allowed category is waived")

        let checkout = screen("Checkout.png", [low], policy: policy)
        #expect(checkout.verdict == .fail, "a sensitive screen fails on any finding, whatever its severity")

        let marketing = screen("Marketing.png", [card], policy: policy)
        #expect(marketing.verdict == .pass)
        #expect(marketing.findings == [card], "waived findings are still reported")
    }

    @Test func minimumSeverityWaivesWithoutRules() throws {
        let low = finding(.phone, "+1 415 555 0132", severity: .low)
        let judged = screen("Home.png", [low], policy: VerdictPolicy(minimumSeverity: .medium))
        #expect(judged.verdict == .pass)
        #expect(judged.waivers[low]?.kind == .severity)
    }

    @Test func baselineAcceptsKnownFindingsOnlyAndSurvivesBoxShifts() throws {
        let card = finding(.card, "4111 1111 1111 1111")
        let recorded = ScanReport(screens: [screen("en-US/iPhone 15-01_Card.png", [card])])
        let baseline = Baseline.record(recorded)
        let encoded = String(decoding: try JSONEncoder().encode(baseline), as: UTF8.self)
        // (Not just "4111": four such digits can occur in a hex digest by chance.)
        #expect(!(encoded.contains("4111 1111") || encoded.contains("4111111111111111")), "no raw value in the baseline: \(encoded)")
        #expect(baseline.version == 1)

        var shifted = card
        shifted.box = BoundingBox(x: 13, y: 8, width: 97, height: 23)
        shifted.value = SensitiveValue(raw: "4111-1111-1111-1111", masked: "••11")  // OCR read other separators
        let newCard = finding(.card, "5500 0000 0000 0004", y: 300)
        let later = ScanReport(screens: [
            screen("en-US/iPhone 15-03_Card.png", [shifted]),  // fastlane renumbered the screen
            screen("en-US/iPhone 15-04_Other.png", [card]),  // same value elsewhere is new
        ])
        let applied = judged(later, with: baseline)
        #expect(applied.screens[0].verdict == .pass)
        #expect(applied.screens[0].waivers[shifted]?.kind == .baseline)
        #expect(applied.screens[1].verdict == .fail)

        let twice = judged(ScanReport(screens: [screen("en-US/iPhone 15-01_Card.png", [card, newCard])]), with: baseline)
        #expect(twice.screens[0].verdict == .fail, "a finding not in the baseline still fails")
        #expect(twice.screens[0].failingFindings == [newCard])
    }

    /// Every screen of `report` judged by a policy holding `baseline`, as a scan does.
    private func judged(_ report: ScanReport, with baseline: Baseline) -> ScanReport {
        ScanReport(screens: report.screens.map { screen($0.path, $0.findings, policy: VerdictPolicy(baseline: baseline)) })
    }

    @Test func fingerprintsDependOnTheSalt() throws {
        let card = finding(.card, "4111 1111 1111 1111"), name = ScreenName(path: "a.png")
        #expect(Baseline.fingerprint(of: card, on: name, salt: "a") != Baseline.fingerprint(of: card, on: name, salt: "b"))
        #expect(Baseline.randomSalt() != Baseline.randomSalt())
    }

    @Test func shardsPartitionThePathsStably() throws {
        let paths = (0..<200).map { "shots/en-US/iPhone 15-\($0)_Screen.png" }
        let shards = (1...3).map { Shard(index: $0, count: 3)! }
        let parts = shards.map { shard in paths.filter(shard.contains) }
        #expect(parts.map(\.count).reduce(0, +) == paths.count, "every path is in exactly one shard")
        #expect(Set(parts.flatMap { $0 }).count == paths.count)
        #expect(parts.allSatisfy { $0.count > 40 }, "\(parts.map(\.count))")
        // The share is a pure function of the path: pinned so a change of hash is noticed.
        #expect(Shard.number(of: "Samples/leaky-card-details-1170x2532.png", count: 4) == Shard.number(of: "./Samples/leaky-card-details-1170x2532.png", count: 4))
        #expect(Shard.number(of: "abc", count: 1000) == Int(UInt64(0xba7816bf8f01cfea) % 1000) + 1)
        #expect(Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        for bad in ["0/4", "5/4", "2", "a/b", "2/0", "1/2/3"] { #expect(Shard(parsing: bad) == nil, "\(bad)") }
    }
}
