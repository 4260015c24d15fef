import Foundation
@testable import SnapGuardCore
import Testing

/// Every report format rendered from `GoldenReport`, checked against its schema or its format's
/// rules, and read back by the tools that consume it. What each report says, line by line, is
/// pinned by the golden files (`GoldenReportTests`); these tests check what a byte comparison
/// cannot: that the formats validate, that a schema bites on a broken document, that the JSON
/// reads back for merging and that a thumbnail really is blacked out.
@Suite struct ReportFormatTests {
    private func save(_ text: String, as name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func everyFormatIsRegisteredAndRevealShowsRawValues() {
        #expect(Reporters.identifiers == ["text", "json", "junit", "sarif", "github", "html"])
        var options = GoldenReport.options
        options.reveal = true
        #expect(GoldenReport.render(JSONReporter.self, options: options).contains(GoldenReport.rawCard), "--reveal shows raw values")
    }

    @Test func junitValidatesAndXPathCountsItsTestCases() throws {
        let xml = GoldenReport.render(JUnitReporter.self)
        try FormatValidators.checkValidJUnit(try save(xml, as: "report.xml"))
        // A tool that reads it back must see the same structure: xmllint's XPath counts.
        let file = try save(xml, as: "count.xml")
        let failures = try FormatValidators.run("xmllint", ["--xpath", "count(//testcase[failure])", file.path])
        #expect(failures.output.trimmingCharacters(in: .whitespacesAndNewlines) == "3")
        let cases = try FormatValidators.run("xmllint", ["--xpath", "count(//testcase)", file.path])
        #expect(cases.output.trimmingCharacters(in: .whitespacesAndNewlines) == "\(GoldenReport.report.screens.count)")
    }

    @Test func sarifValidates() throws {
        try FormatValidators.checkValidSARIF(try save(GoldenReport.render(SARIFReporter.self), as: "report.sarif"))
    }

    @Test func gitHubCommandsAreWellFormed() throws {
        try FormatValidators.checkValidGitHubCommands(GoldenReport.render(GitHubActionsReporter.self))
    }

    @Test func htmlIsSelfContained() throws {
        try FormatValidators.checkSelfContainedHTML(GoldenReport.render(HTMLReporter.self))
    }

    /// `text` with `old` replaced by `new`; records an issue when `old` is not there.
    private func breaking(_ text: String, _ old: String, _ new: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        #expect(text.contains(old), "the report has no \(old)", sourceLocation: sourceLocation)
        return text.replacingOccurrences(of: old, with: new)
    }

    /// The in-repository JUnit schema bites: a report missing a required attribute, with a count
    /// that is not a number, or with a failure without its type is refused, naming the problem.
    @Test func junitSubsetSchemaRejectsBrokenReports() throws {
        let xml = GoldenReport.render(JUnitReporter.self)
        #expect(try FormatValidators.validateJUnit(try save(xml, as: "valid.xml"), schema: FormatValidators.junitSubset).status == 0)
        let suite = #"<testsuite name="snapguard.shots.en-US" tests="1""#
        let broken = [
            (breaking(xml, suite, #"<testsuite name="snapguard.shots.en-US""#), "The attribute 'tests' is required but missing", true),
            (breaking(xml, #"failures="3" errors="1">"#, #"failures="three" errors="1">"#), "'three' is not a valid value", false),
            (breaking(xml, #"<failure type="sensitive-data" "#, "<failure "), "The attribute 'type' is required but missing", false),
        ]
        for (index, (text, problem, officialAlsoRefuses)) in broken.enumerated() {
            let file = try save(text, as: "broken-\(index).xml")
            let outcome = try FormatValidators.validateJUnit(file, schema: FormatValidators.junitSubset)
            #expect(outcome.status == 3, "xmllint's exit status for a document that does not validate: \(outcome.output)")
            #expect(outcome.output.contains(problem), "\(outcome.output)")
            if officialAlsoRefuses, let official = FormatValidators.official("junit-10.xsd") {
                #expect(try FormatValidators.validateJUnit(file, schema: official).status == 3, "junit-10.xsd agrees")
            }
        }
    }

    /// The in-repository SARIF schema and GitHub's rules bite: a log missing a required property,
    /// with a wrong type, a level SARIF does not define, a URI with a space, or a rule index that
    /// points at another rule is refused, naming the problem.
    @Test func sarifSubsetSchemaRejectsBrokenLogs() throws {
        let text = GoldenReport.render(SARIFReporter.self)
        #expect(try FormatValidators.validateSARIF(try save(text, as: "valid.sarif"), schema: FormatValidators.sarifSubset).status == 0)
        let broken = [
            (breaking(text, #""name" : "SnapGuard","#, ""), "runs/0/tool/driver: 'name' is a required property", true),
            (breaking(text, #""startLine" : 1"#, #""startLine" : "1""#), "startLine: '1' is not of type 'integer'", true),
            (breaking(text, "\"ruleIndex\" : 0\n", "\"ruleIndex\" : \"0\"\n"), "ruleIndex: '0' is not of type 'integer'", true),
            (breaking(text, #""level" : "warning""#, #""level" : "fatal""#), "'fatal' is not one of", true),
            (breaking(text, "iPhone%2015%20Pro", "iPhone 15 Pro"), "artifactLocation/uri: \"shots/en-US/iPhone 15 Pro", false),
            (breaking(text, "\"ruleIndex\" : 0\n", "\"ruleIndex\" : 1\n"), "results[0]: ruleIndex does not point at ruleId", false),
        ]
        for (index, (log, problem, officialAlsoRefuses)) in broken.enumerated() {
            let file = try save(log, as: "broken-\(index).sarif")
            let outcome = try FormatValidators.validateSARIF(file, schema: FormatValidators.sarifSubset)
            #expect(outcome.status == 1, "\(outcome.output)")
            #expect(outcome.output.contains(problem), "\(outcome.output)")
            if officialAlsoRefuses, let official = FormatValidators.official("sarif-schema-2.1.0.json") {
                #expect(try FormatValidators.validateSARIF(file, schema: official).status == 1, "the official schema agrees")
            }
        }
    }

    /// The thumbnail a scan draws of the card screen, as the HTML report embeds it, shows no
    /// pixel of the card number.
    @Test func theHTMLThumbnailIsBlackedOut() throws {
        var report = GoldenReport.report
        let index = try #require(report.screens.firstIndex { $0.path.hasPrefix("Samples/leaky-card-details") })
        let image = try ImageReader().read(contentsOf: SnapGuardBinary.repository.appendingPathComponent(report.screens[index].path))
        report.screens[index] = PictureDrawing(options: PictureOptions(thumbnailWidth: HTMLReporter.thumbnailWidth))
            .draw(report.screens[index], picture: KeptPicture(compact: image))
        let html = HTMLReporter().render(report, options: GoldenReport.options)
        try FormatValidators.checkSelfContainedHTML(html)
        let thumbnail = try ImageReader().decode(try #require(FormatValidators.thumbnails(in: html).first))
        #expect(thumbnail.width == HTMLReporter.thumbnailWidth)
        let scale = Double(thumbnail.width) / 1170
        let box = GoldenReport.cardBox
        let inside = BoundingBox(x: Int(Double(box.minX) * scale) + 1, y: Int(Double(box.minY) * scale) + 1,
                                 width: Int(Double(box.width) * scale) - 2, height: Int(Double(box.height) * scale) - 2)
        #expect(try RedactionCheck.nonBlackPixels(in: thumbnail, inside: inside) == 0, "the card number shows in the thumbnail")
    }

    /// `merge` reads the JSON back: the same report, names, waivers and the pair's verdict.
    @Test func jsonRoundTripsForMerging() throws {
        let json = GoldenReport.render(JSONReporter.self)
        let decoded = try JSONDecoder().decode(ReportDocument.self, from: Data(json.utf8))
        #expect(JSONReporter().render(decoded.report, options: GoldenReport.options) == json)
        let screen = try #require(decoded.screens.first { $0.device != nil })
        #expect([screen.name, screen.device, screen.locale] == ["Pay, now: 100% <b>&\"'", "iPhone 15 Pro", "en-US"])
        #expect(decoded.screens[0].findings.map(\.counted) == [true, false])
        #expect(decoded.screens[0].findings[1].waiver?.kind == .screenRule)
        #expect(decoded.report.screens.compactMap(\.pair?.cover) == [.uncovered, .notRequired])
    }

    /// A pair report written before "cover" existed reads back with the outcome its figures gave.
    @Test func aPairReportWithoutCoverReadsBackFromItsFigures() throws {
        let json = GoldenReport.render(JSONReporter.self)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var screens = try #require(object["screens"] as? [[String: Any]])
        for index in screens.indices {
            guard var pair = screens[index]["pair"] as? [String: Any] else { continue }
            pair["cover"] = nil
            screens[index]["pair"] = pair
        }
        object["screens"] = screens
        let old = try JSONDecoder().decode(ReportDocument.self, from: try JSONSerialization.data(withJSONObject: object))
        #expect(old.report.screens.compactMap(\.pair?.cover) == [.uncovered, .notRequired])
    }
    /// Reporters print the cover outcome the pair was judged with and work nothing out again:
    /// the same figures (similarities over every threshold) with another outcome print that outcome.
    @Test func reportersPrintThePairsCoverOutcomeAndDecideNothing() throws {
        let uncovered = GoldenReport.uncoveredPair
        var evidence = try #require(uncovered.pair)
        evidence.cover = .covered
        let covered = ScreenResult(snapshot: uncovered, pair: PairVerdict(verdict: .fail, evidence: evidence))
        for (screen, uncoveredShown) in [(uncovered, true), (covered, false)] {
            let report = ScanReport(screens: [screen], toolVersion: "1.2.3")
            let text = TextReporter().render(report, options: GoldenReport.options)
            let junit = JUnitReporter().render(report, options: GoldenReport.options)
            let sarif = SARIFReporter().render(report, options: GoldenReport.options)
            #expect(text.contains("the cover did not come up") == uncoveredShown, "\(text)")
            #expect(junit.contains("the cover did not come up") == uncoveredShown, "\(junit)")
            #expect(sarif.contains("\"ruleId\" : \"snapguard.pair.uncovered\"") == uncoveredShown, "\(sarif)")
            #expect(text.contains("the snapshot differs from the active screen") == !uncoveredShown, "\(text)")
        }
    }
}
