import Foundation
import Testing
@testable import SnapGuardCore

/// Recall and false alarms of the default packs on `Fixtures/labelled-texts.jsonl`: short screen
/// texts, about half with sensitive data (each expected finding: a category and, usually, the exact
/// substring) and half without (app chrome, fitness figures, versions, times, non-birth dates).
@Suite struct PatternCorpusTests {
    struct Expected: Decodable {
        var category: String
        var text: String?
    }

    struct Sample: Decodable {
        var text: String
        var expect: [Expected]
    }

    static let samples: [Sample] = FixtureFile.lines("labelled-texts.jsonl").map {
        try! JSONDecoder().decode(Sample.self, from: Data($0.utf8))
    }

    @Test func defaultPacksFindAtLeast98PercentAndLeave98PercentOfNegativesClean() throws {
        let matcher = PatternMatcher(library: try PatternLibrary.defaults())
        let positives = Self.samples.filter { !$0.expect.isEmpty }
        let negatives = Self.samples.filter { $0.expect.isEmpty }
        var expectedCount = 0, foundCount = 0, cleanNegatives = 0
        for sample in positives {
            let findings = matcher.findings(inText: sample.text)
            for expected in sample.expect {
                expectedCount += 1
                if findings.contains(where: { $0.category.rawValue == expected.category
                    && (expected.text == nil || $0.text == expected.text) }) {
                    foundCount += 1
                } else {
                    print("MISSED \(expected.category) \(expected.text ?? "") in \"\(sample.text)\": found \(findings.map { "\($0.category):\($0.text)" })")
                }
            }
        }
        for sample in negatives {
            let findings = matcher.findings(inText: sample.text)
            if findings.isEmpty {
                cleanNegatives += 1
            } else {
                print("FALSE ALARM in \"\(sample.text)\": \(findings.map { "\($0.category):\($0.text)" })")
            }
        }
        let recall = Double(foundCount) / Double(expectedCount)
        let clean = Double(cleanNegatives) / Double(negatives.count)
        print(String(format: "Pattern corpus: recall %.1f%% (%d/%d expected findings in %d positive texts), "
                     + "negatives clean %.1f%% (%d/%d texts)", recall * 100, foundCount, expectedCount, positives.count,
                     clean * 100, cleanNegatives, negatives.count))
        #expect(Self.samples.count >= 300)
        #expect(recall >= 0.98)
        #expect(clean >= 0.98)
    }
}
