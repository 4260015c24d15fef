import Foundation
import Testing
@testable import SnapGuardCore

/// A large baseline is indexed: judging a screen costs its own findings, not the whole file.
@Suite struct BaselineIndexTests {
    private func findings(_ values: [String]) -> [Finding] {
        values.enumerated().map { index, value in
            Finding(category: .card, patternId: "card.number", severity: .critical, value: SensitiveValue(raw: value, masked: "••••"),
                    box: BoundingBox(x: 10, y: 40 * index, width: 200, height: 30), confidence: 0.9)
        }
    }

    private func screen(_ path: String, _ values: [String]) -> ScreenResult {
        VerdictPolicy().judge(path: path, width: 750, height: 1334, findings: findings(values))
    }

    /// 10,000 recorded findings on 2,500 screens; then 400 screens judged against them. Looking at
    /// every entry for every screen (a screen name parsed 10,000 times per screen) took minutes;
    /// the cost is measured by `Benchmarks/`, this test checks what is waived.
    @Test func aBaselineOfTenThousandFindingsWaivesItsOwnAndCostsLittle() throws {
        let recorded = ScanReport(screens: (0..<2_500).map { index in
            screen("shots/en-US/iPhone 15-\(index)_Screen\(index).png", (0..<4).map { "4111 1111 1111 \(String(format: "%04d", $0 + 4 * index))" })
        })
        let baseline = try JSONDecoder().decode(Baseline.self, from: JSONEncoder().encode(Baseline.record(recorded, salt: "s")))
        #expect(baseline.findings.count == 10_000)
        let policy = VerdictPolicy(baseline: baseline)
        let judged = (0..<400).map { index in
            // Each screen shows its two first recorded values, one of them twice, and a new one.
            let known = (0..<2).map { "4111 1111 1111 \(String(format: "%04d", $0 + 4 * index))" }
            return policy.judge(path: "shots/en-US/iPhone 15-\(index)_Screen\(index).png", width: 750, height: 1334,
                                findings: findings(known + [known[0], "5500 0000 0000 0004"]))
        }
        for screen in judged {
            #expect(screen.verdict == .fail)
            #expect(screen.failingFindings.map(\.value.revealed) == [screen.findings[2].value.revealed, "5500 0000 0000 0004"],
                    "each recorded value waived once, the repeat and the new value fail")
        }
    }

    @Test func aBaselineOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-baseline-\(UUID().uuidString).json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: file) }
        // A sparse file: its size is what stat says, without writing the bytes.
        #expect(truncate(file.path, off_t(Baseline.maximumFileBytes + 1)) == 0)
        #expect(throws: Baseline.FileError(file: file.path, reason: "file is \(Baseline.maximumFileBytes + 1) bytes, over the "
                                               + "\(Baseline.maximumFileBytes)-byte limit for baselines")) {
            try Baseline.load(file: file.path)
        }
    }

    /// A file that holds no baseline is said to be one, with no command-line flag in the library's words.
    @Test func aFileThatIsNoBaselineIsSaidToBeOneWithoutFlags() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-baseline-\(UUID()).json")
        try Data("[1, 2]".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let error = try #require(throws: Baseline.FileError.self) { try Baseline.load(file: file.path) }
        #expect(error.isNotABaseline)
        #expect(error.reason == "not a SnapGuard baseline")
    }
}
