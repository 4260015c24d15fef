import Foundation
import Testing

/// `snapguard eval` on screens of the web corpus (HTML and CSS drawn by Chromium,
/// `Scripts/render_web_corpus.py`), tuning part: the classes issue 26 found lost on screens drawn
/// by another renderer, end to end with the real binary and Tesseract.
@Suite struct WebCorpusEvalTests {
    /// An iPad table whose account and routing numbers stand rows under their column headers, a
    /// US transfer with `ABA NNNNNNNNN`, clinical scores and vitals, an Indian checkout (flat,
    /// cross, state and PIN), and a masked card whose expiry alone is no finding.
    @Test func tablesScoresIndianAddressesAndAMaskedCard() throws {
        let leaky = ["leaky-ipad-accounts-light-karla-2360x1640.png", "leaky-transfer-us-light-manrope-1170x2532.png",
                     "leaky-scores-light-manrope-1179x2556.png", "leaky-checkout-in-dark-karla-750x1334.png"]
        let harmless = ["clean-card-masked-dark-karla-750x1334.png"]
        let folder = try MiniCorpus.make(from: "web-tuning", leaky + harmless)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try SnapGuardBinary.run(["eval", "--no-reference", "--jobs", "2", folder.path])
        #expect(outcome.output.contains("leaky screens caught:    4/4\n"), "\(outcome.output)\(outcome.error)")
        #expect(outcome.output.contains("harmless screens passed: 1/1\n"), "\(outcome.output)")
        let rows = outcome.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        for category in ["account", "routing", "health", "address"] {
            #expect(rows.contains { $0.count == 3 && $0[0] == category && $0[2] == "100.0%" }, "\(category): \(outcome.output)")
        }
    }
}
