import Foundation
import XCTest
import SnapGuardCore

/// The CI gate on the real binary: every format over the samples, annotations, shards and merge,
/// baselines, and the configuration file.
final class GateCommandTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-gate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func file(_ name: String) -> URL { scratch.appendingPathComponent(name) }
    private func read(_ name: String) throws -> String { try String(contentsOf: file(name), encoding: .utf8) }

    private static let card = "Samples/leaky-card-details-1170x2532.png"

    func testEverySampleReportInEveryFormatIsValidAndShowsNoRawValue() throws {
        let formats = ["text": "report.txt", "json": "report.json", "junit": "report.xml", "sarif": "report.sarif",
                       "github": "report.github", "html": "report.html"]
        var arguments = ["scan", "--no-config", "--annotate", file("annotated").path]
        for (format, name) in formats.sorted(by: { $0.key < $1.key }) { arguments += ["--format", format, "--output", file(name).path] }
        let outcome = try SnapGuardBinary.run(arguments + ["Samples"])
        XCTAssertEqual(outcome.status, 1, outcome.error)
        XCTAssertEqual(outcome.output, "", "every report went to a file")
        XCTAssertEqual(outcome.error, "", "no progress or chatter outside a terminal")

        var reports: [String: String] = [:]
        for (format, name) in formats { reports[format] = try read(name) }
        reports["html"] = FormatValidators.textOf(reports["html"]!)
        let samples = try SampleTruth.load()
        for (format, report) in reports {
            XCTAssertEqual(LeakCheck.leaks(in: report, of: samples.screens.flatMap(\.strings)), [], "\(format) shows raw values")
        }

        try FormatValidators.checkValidJUnit(file("report.xml"))
        try FormatValidators.checkValidSARIF(file("report.sarif"))
        try FormatValidators.checkValidGitHubCommands(reports["github"]!)
        let html = try read("report.html")
        try FormatValidators.checkSelfContainedHTML(html)
        XCTAssertEqual(FormatValidators.thumbnails(in: html).count, samples.screens.count, "a thumbnail per screen: every sample is readable")

        let document = try JSONDecoder().decode(ReportDocument.self, from: Data(try read("report.json").utf8))
        let failing = document.screens.filter { $0.verdict == .fail }
        XCTAssertEqual(Set(failing.map(\.path)), Set(samples.failing.map { "Samples/\($0.image)" }))
        // --annotate DIR writes each failing screen, and only those, at its path below DIR
        // (Docs/ci-gate.md: Samples/a.png → DIR/Samples/a.png).
        let annotatedFolder = file("annotated")
        let written = try FileManager.default.subpathsOfDirectory(atPath: annotatedFolder.path).filter { $0.hasSuffix(".png") }
        XCTAssertEqual(Set(written), Set(samples.failing.map { "Samples/\($0.image)" }))
        for screen in failing {
            let annotated = annotatedFolder.appendingPathComponent(screen.path)
            let image = try ImageReader().read(contentsOf: annotated)
            let original = try ImageReader().read(contentsOf: SnapGuardBinary.repository.appendingPathComponent(screen.path))
            let expected = try samples.screen(URL(fileURLWithPath: screen.path).lastPathComponent)
            XCTAssertEqual([image.width, image.height], [expected.width, expected.height])
            XCTAssertFalse(screen.findings.isEmpty, screen.path)
            for finding in screen.findings {
                XCTAssertGreaterThan(try RedactionCheck.nonBlackPixels(in: original, inside: finding.box), 0, "the original shows text")
                XCTAssertEqual(try RedactionCheck.nonBlackPixels(in: image, inside: finding.box), 0,
                               "\(screen.path): \(finding.masked) is not blacked out")
            }
        }
    }

    func testShardsCoverEveryScreenOnceAndMergeIntoTheFullReport() throws {
        let images = [Self.card, "Samples/protected-splash-750x1334.png", "Tests/Fixtures/formats/truncated.png"]
            + ["text-rgb8.png", "text-gray8.png", "text-palette.png", "text.jpg", "text.bmp"].map { "Tests/Fixtures/formats/\($0)" }
        let full = try SnapGuardBinary.run(["scan", "--no-config", "--format", "json"] + images)
        var shardFiles: [String] = []
        var shardPaths: [[String]] = []
        for index in 1...3 {
            let name = file("shard-\(index).json").path
            let outcome = try SnapGuardBinary.run(["scan", "--no-config", "--shard", "\(index)/3", "-f", "json", "-o", name] + images)
            XCTAssertTrue([0, 1, 3].contains(outcome.status), outcome.error)
            shardFiles.append(name)
            let document = try JSONDecoder().decode(ReportDocument.self, from: Data(contentsOf: URL(fileURLWithPath: name)))
            shardPaths.append(document.screens.map(\.path))
        }
        XCTAssertEqual(shardPaths.flatMap { $0 }.sorted(), images.sorted(), "each image in exactly one shard")

        let merged = try SnapGuardBinary.run(["merge", "--format", "json"] + shardFiles)
        XCTAssertEqual(merged.status, full.status, "merge exits as one scan would")
        let expected = try JSONDecoder().decode(ReportDocument.self, from: Data(full.output.utf8))
        let actual = try JSONDecoder().decode(ReportDocument.self, from: Data(merged.output.utf8))
        XCTAssertEqual(actual.summary, expected.summary)
        XCTAssertEqual(Set(actual.screens.map { "\($0.path) \($0.verdict) \($0.findings.map(\.masked))" }),
                       Set(expected.screens.map { "\($0.path) \($0.verdict) \($0.findings.map(\.masked))" }))

        let sarif = try SnapGuardBinary.run(["merge", "--format", "sarif", "--output", file("merged.sarif").path] + shardFiles)
        XCTAssertEqual(sarif.status, full.status)
        try FormatValidators.checkValidSARIF(file("merged.sarif"))
        let twice = try SnapGuardBinary.run(["merge"] + [shardFiles[0], shardFiles[0]])
        XCTAssertEqual(twice.status, 2, "overlapping reports are refused")
    }

    func testBaselineFailsOnlyOnNewFindings() throws {
        let baseline = file("baseline.json").path
        let first = try SnapGuardBinary.run(["scan", "--no-config", "--write-baseline", baseline, Self.card])
        XCTAssertEqual(first.status, 1)
        let stored = try read("baseline.json")
        XCTAssertTrue(stored.contains("\"version\" : 1"), stored)
        XCTAssertFalse(stored.contains("4111 1111") || stored.contains("4111111111111111"), "no raw value in the baseline")

        let second = try SnapGuardBinary.run(["scan", "--no-config", "--baseline", baseline, "--format", "json", Self.card])
        XCTAssertEqual(second.status, 0, second.output)
        XCTAssertTrue(second.output.contains("\"kind\" : \"baseline\""), second.output)

        let elsewhere = try SnapGuardBinary.run(["scan", "--no-config", "--baseline", baseline, Self.card, "Tests/Fixtures/formats/truncated.png"])
        XCTAssertEqual(elsewhere.status, 3, "a baseline never hides an unreadable screen")
        let broken = try SnapGuardBinary.run(["scan", "--no-config", "--baseline", file("missing.json").path, Self.card])
        XCTAssertEqual(broken.status, 2)

        // A file that is no baseline: the command line says how to write one (the library's
        // error names no flag: BaselineIndexTests).
        try Data("[1, 2]".utf8).write(to: file("not-a-baseline.json"))
        let notOne = try SnapGuardBinary.run(["scan", "--no-config", "--baseline", file("not-a-baseline.json").path, Self.card])
        XCTAssertEqual(notOne.status, 2)
        XCTAssertTrue(notOne.error.contains("not a SnapGuard baseline (write one with 'scan --write-baseline FILE')"), notOne.error)
    }

    func testConfigurationFileIsFoundAboveTheWorkingDirectoryAndChecked() throws {
        let project = file("project"), screens = project.appendingPathComponent("screens/en-US")
        try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: SnapGuardBinary.repository.appendingPathComponent(Self.card),
                                         to: screens.appendingPathComponent("iPhone 15 Pro-01_Card.png"))
        let config = project.appendingPathComponent(".snapguard.json")
        try #"{"screens": [{"match": "*_Card*", "mark": "notSensitive"}]}"#.write(to: config, atomically: true, encoding: .utf8)

        let nested = project.appendingPathComponent("screens")
        let passing = try SnapGuardBinary.run(["scan", "--format", "junit", "en-US"], in: nested)
        XCTAssertEqual(passing.status, 0, passing.output + passing.error)
        XCTAssertTrue(passing.output.contains("Card (iPhone 15 Pro, en-US)"), passing.output)
        XCTAssertTrue(passing.output.contains("marks the screen not sensitive"), passing.output)

        try #"{"ignore": ["screens/**"]}"#.write(to: config, atomically: true, encoding: .utf8)
        // Ignoring every image found is a mistake, like a folder without images; the file found
        // in the working directory is named relative to it.
        let ignored = try SnapGuardBinary.run(["scan", "--format", "json", "screens"], in: project)
        XCTAssertEqual(ignored.status, 2)
        // Ignoring images weakens the gate, so it is warned about before the error.
        XCTAssertEqual(ignored.error, "snapguard: warning: .snapguard.json: \"ignore\" leaves images matching 'screens/**' out of the scan\n"
                           + "snapguard: error: .snapguard.json: \"ignore\" leaves none of the 1 image found to scan\n")
        XCTAssertEqual(ignored.output, "")

        try "{\n  \"screens\": [\n    {\"match\": \"*\", \"marks\": \"sensitive\"}\n  ]\n}".write(to: config, atomically: true, encoding: .utf8)
        let broken = try SnapGuardBinary.run(["scan", "en-US"], in: nested)
        XCTAssertEqual(broken.status, 2)
        // Found in a folder above: named by its absolute path.
        XCTAssertTrue(broken.error.contains("\(config.path):3:20: unknown key 'marks'"), broken.error)
        XCTAssertEqual(broken.output, "")

        let skipped = try SnapGuardBinary.run(["scan", "--no-config", "en-US"], in: nested)
        XCTAssertEqual(skipped.status, 1, "--no-config ignores the file")
    }
}
