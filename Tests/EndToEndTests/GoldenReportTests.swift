import Foundation
import SnapGuardCore
import Testing

/// What users see, pinned: each format's output for `GoldenReport` is compared byte for byte with
/// its file in `Tests/EndToEndTests/Golden/`, as swift-snapshot-testing does. Any change to a
/// report, wanted or not, fails here and shows where.
///
/// After a wanted change, re-record and review the diff before committing:
///
///     SNAPGUARD_RECORD_GOLDEN=1 swift test --filter GoldenReportTests
///
/// Recording writes the files and fails (so it is never left on by accident); run again without
/// it to see the tests pass. A golden file that is missing is recorded the same way.
@Suite struct GoldenReportTests {
    static let folder = SnapGuardBinary.repository.appendingPathComponent("Tests/EndToEndTests/Golden")
    static let recording = ProcessInfo.processInfo.environment["SNAPGUARD_RECORD_GOLDEN"].map { !$0.isEmpty && $0 != "0" } ?? false

    /// Each format and its golden file.
    static let formats: [(reporter: any Reporter.Type, file: String)] = [
        (TextReporter.self, "report.txt"), (JSONReporter.self, "report.json"), (JUnitReporter.self, "report.junit.xml"),
        (SARIFReporter.self, "report.sarif"), (GitHubActionsReporter.self, "report.github.txt"), (HTMLReporter.self, "report.html"),
    ]

    @Test func everyFormatHasAGoldenFile() {
        #expect(Set(Self.formats.map { $0.reporter.identifier }) == Set(Reporters.identifiers))
    }

    @Test(arguments: formats.indices)
    func theReportMatchesItsGoldenFile(_ index: Int) throws {
        let (reporter, name) = Self.formats[index]
        try Self.assertMatchesGolden(GoldenReport.render(reporter), file: name)
    }

    /// The golden files hold masked values only: a re-recording cannot bake a leak in.
    @Test(arguments: formats.indices)
    func theGoldenFileShowsNoRawValue(_ index: Int) throws {
        let (reporter, name) = Self.formats[index]
        let text = reporter == HTMLReporter.self ? FormatValidators.textOf(GoldenReport.render(reporter)) : GoldenReport.render(reporter)
        for raw in GoldenReport.rawValues {
            #expect(!text.contains(raw), "\(name) shows \(raw)")
        }
        #expect(text.contains("•••• 1111"), "\(name) names the masked card")
    }

    /// Compares `actual` with the golden file `name`; records it instead when asked or missing.
    static func assertMatchesGolden(_ actual: String, file name: String,
                                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let file = folder.appendingPathComponent(name)
        let expected = try? String(contentsOf: file, encoding: .utf8)
        if recording || expected == nil {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file.path)\(expected == nil ? " (it was missing)" : ""); review the diff, then run again without SNAPGUARD_RECORD_GOLDEN",
                         sourceLocation: sourceLocation)
            return
        }
        guard let expected, actual != expected else { return }
        let received = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-golden-\(UUID().uuidString)-\(name)")
        try actual.write(to: received, atomically: true, encoding: .utf8)
        Issue.record("""
            \(name) differs from its golden file: \(firstDifference(expected, actual))
            diff -u \(file.path) \(received.path)
            (a wanted change: SNAPGUARD_RECORD_GOLDEN=1 swift test --filter GoldenReportTests)
            """, sourceLocation: sourceLocation)
    }

    /// "line 12: expected '…', got '…'", or which one is longer.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let old = expected.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
        for (index, (was, is_)) in zip(old, new).enumerated() where was != is_ {
            return "line \(index + 1): expected '\(was.prefix(300))', got '\(is_.prefix(300))'"
        }
        return "the golden file has \(old.count) lines, the report \(new.count)"
    }
}
