import Foundation
import SnapGuardCore
import Testing

/// `snapguard scan --explain DIR`: per screen, the image of every stage, the lines OCR read and
/// the patterns that came close, written beside an otherwise unchanged scan. Expected text comes
/// from the fixtures' truth files (Samples/truth.json, Tests/Fixtures/explain/truth.json, written
/// by Scripts/render_samples.py and Scripts/render_explain_fixtures.py).
@Suite(.serialized) final class ExplainTests {
    static let nearMissFolder = SnapGuardBinary.repository.appendingPathComponent("Tests/Fixtures/explain")
    static let leakySample = "leaky-card-details-1170x2532.png"

    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-explain-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func explainWithoutRevealIsAOneLineUsageError() throws {
        let truth = try ExplainTruth.load()
        let outcome = try SnapGuardBinary.run(["scan", "--no-config", "--explain", folder.path,
                                               "Tests/Fixtures/explain/" + truth.screens[0].image])
        #expect(outcome.status == 2, "\(outcome.error)")
        let lines = outcome.error.split(separator: "\n")
        #expect(lines.count == 1, "\(outcome.error)")
        #expect(outcome.error.contains("--explain") && outcome.error.contains("--reveal"), "\(outcome.error)")
        #expect(outcome.output == "", "nothing was scanned")
        #expect(!(FileManager.default.fileExists(atPath: folder.path)), "nothing was written")
    }

    @Test func explainWritesStagesLinesAndNearMissesBesideAnUnchangedScan() throws {
        let truth = try ExplainTruth.load(), nearMissScreen = truth.screens[0]
        let samples = try SampleTruth.load()
        let leaky = try samples.screen(Self.leakySample)
        let paths = ["Samples/" + leaky.image, "Tests/Fixtures/explain/" + nearMissScreen.image]

        let plain = try SnapGuardBinary.run(["scan", "--no-config", "--reveal", "--format", "json"] + paths)
        let explained = try SnapGuardBinary.run(["scan", "--no-config", "--reveal", "--format", "json", "--explain", folder.path] + paths)
        #expect(plain.status == 1, "the card sample leaks: \(plain.error)")
        #expect(explained.status == plain.status, "\(explained.error)")
        #expect(explained.output == plain.output, "--explain leaves the report unchanged")
        let warning = try #require(plain.error.split(separator: "\n").first { $0.contains("--reveal") }, "\(plain.error)")
        #expect(explained.error.contains(warning), "--explain warns as --reveal does: \(explained.error)")

        // One folder per screen, directly below DIR, found by the path its explain.json names.
        let entries = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        #expect(entries.count == 2, "\(entries)")
        var byPath: [String: (URL, ExplainDocument)] = [:]
        for entry in entries {
            let document = try JSONDecoder().decode(ExplainDocument.self, from: Data(contentsOf: entry.appendingPathComponent("explain.json")))
            byPath[document.screen.path] = (entry, document)
        }

        for path in paths {
            let (screenFolder, document) = try #require(byPath[path], "no explanation names \(path)")
            let original = try ImageReader().read(contentsOf: SnapGuardBinary.repository.appendingPathComponent(path))
            // The stage images: numbered in order, each a readable PNG; the first is the picture as decoded.
            let files = try FileManager.default.contentsOfDirectory(atPath: screenFolder.path).sorted()
            let stages = files.filter { $0.first?.isNumber == true && $0.hasSuffix(".png") }
            #expect(stages.count >= 4, "decoded, greyscale and the binarised pass's stages: \(files)")
            #expect(stages.map { Int($0.prefix { $0.isNumber }) } == Array(1...stages.count).map { $0 }, "\(stages)")
            for stage in stages {
                let image = try ImageReader().read(contentsOf: screenFolder.appendingPathComponent(stage))
                #expect(image.width * image.height > 0, "\(stage)")
            }
            let decoded = try ImageReader().read(contentsOf: screenFolder.appendingPathComponent(stages[0]))
            #expect(decoded.width == original.width && decoded.height == original.height, "\(stages[0])")
            #expect(document.images.map(\.file) == stages, "explain.json lists the images written")
            let annotated = try ImageReader().read(contentsOf: screenFolder.appendingPathComponent("annotated.png"))
            #expect(annotated.width == original.width && annotated.height == original.height)
            #expect(document.reads.contains { $0.label == "merged" && !$0.lines.isEmpty })
        }

        // lines.txt holds the raw text known to be on each screen.
        let (leakyFolder, leakyDocument) = try #require(byPath[paths[0]])
        let leakyLines = try String(contentsOf: leakyFolder.appendingPathComponent("lines.txt"), encoding: .utf8)
        for string in leaky.strings {
            #expect(leakyLines.contains(string.text), "lines.txt of \(leaky.image) lacks \(string.text)")
        }
        #expect(leakyDocument.screen.verdict == "fail")
        let (nearMissFolder, nearMissDocument) = try #require(byPath[paths[1]])
        let nearMissLines = try String(contentsOf: nearMissFolder.appendingPathComponent("lines.txt"), encoding: .utf8)
        for text in nearMissScreen.text {
            #expect(nearMissLines.contains(text), "lines.txt of \(nearMissScreen.image) lacks \(text)")
        }

        // The passing screen shows the patterns that came close: numbers whose checksum fails.
        #expect(nearMissDocument.screen.verdict == nearMissScreen.expectedVerdict)
        for expected in nearMissScreen.nearMisses {
            #expect(nearMissDocument.nearMisses.contains {
                $0.patternId == expected.patternId && $0.reason == "rejectedBy" && $0.detail == expected.validator
                    && $0.value == expected.value
            }, "no near miss \(expected) in \(nearMissDocument.nearMisses)")
            #expect(nearMissLines.contains(expected.patternId), "lines.txt names \(expected.patternId)")
        }
    }
}

/// Tests/Fixtures/explain/truth.json.
private struct ExplainTruth: Decodable {
    struct Screen: Decodable {
        var image: String
        var expectedVerdict: String
        var text: [String]
        var nearMisses: [NearMiss]
    }

    struct NearMiss: Decodable {
        var patternId: String
        var validator: String
        var value: String
    }

    var screens: [Screen]

    static func load() throws -> ExplainTruth {
        try JSONDecoder().decode(ExplainTruth.self, from: Data(contentsOf: ExplainTests.nearMissFolder.appendingPathComponent("truth.json")))
    }
}

/// The part of explain.json the tests read.
private struct ExplainDocument: Decodable {
    struct Screen: Decodable {
        var path: String
        var verdict: String
    }

    struct Image: Decodable {
        var file: String
    }

    struct Read: Decodable {
        struct Line: Decodable { var text: String }
        var label: String
        var lines: [Line]
    }

    struct NearMiss: Decodable {
        var patternId: String
        var reason: String
        var detail: String?
        var value: String
    }

    var screen: Screen
    var images: [Image]
    var reads: [Read]
    var nearMisses: [NearMiss]
}
