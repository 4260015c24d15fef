import Foundation
import XCTest
import SnapGuardCore

/// Every report format, rendered from a hand-made report whose raw values are known, checked
/// against its schema or format rules, and searched for the raw values.
final class ReportFormatTests: XCTestCase {
    private static let rawCard = "4111 1111 1111 1111", rawAmount = "$1,284.50", rawIBAN = "GB82 WEST 1234 5698 7654 32"
    private static let cardBox = BoundingBox(x: 111, y: 703, width: 582, height: 52)

    private let card = Finding(category: .card, patternId: "card.number", severity: .critical,
                               value: SensitiveValue(raw: rawCard, masked: "•••• 1111"), box: cardBox, confidence: 0.86)
    private let amount = Finding(category: .currency, patternId: "currency.usd", severity: .medium,
                                 value: SensitiveValue(raw: rawAmount, masked: "$•,•••.50"),
                                 box: BoundingBox(x: 820, y: 1310, width: 250, height: 45), confidence: 0.7)
    private let iban = Finding(category: .iban, patternId: "iban", severity: .high,
                               value: SensitiveValue(raw: rawIBAN, masked: "GB•• •••• 32"),
                               box: BoundingBox(x: 10, y: 10, width: 300, height: 30), confidence: 0.9)

    private var report: ScanReport {
        var cardScreen = ScreenResult(path: "Samples/leaky-card-details-1170x2532.png", verdict: .fail, width: 1170,
                                      height: 2532, findings: [card, amount])
        cardScreen.waivers[amount] = Waiver(.screenRule, reason: "screen rule '*card*' allows currency")
        return ScanReport(screens: [
            cardScreen,
            ScreenResult(path: "shots/en-US/iPhone 15 Pro-02_Pay, now: 100%.png", verdict: .fail, width: 400, height: 800,
                         findings: [iban]),
            .unreadable(path: "Tests/Fixtures/formats/truncated.png", reason: "bad <header> & \"quotes\"\nsecond line"),
            ScreenResult(path: "Samples/clean-settings-750x1334.png", verdict: .pass, width: 750, height: 1334),
        ], rules: [RuleDescription(id: "card.number", category: .card, severity: .critical, description: "Payment card number")])
    }

    /// Renders the report; reporters that show pictures get redacted thumbnails of the screens
    /// whose images are in the repository (read here, since a reporter reads no files).
    private func render(_ reporter: any Reporter.Type, reveal: Bool = false) -> String {
        var thumbnails: [String: Data] = [:]
        for screen in report.screens where screen.verdict != .error {
            let file = SnapGuardBinary.repository.appendingPathComponent(screen.path)
            guard let image = try? ImageReader().read(contentsOf: file) else { continue }
            thumbnails[screen.path] = try? ScreenRedactor().redactedPNG(of: screen, image: image, maxWidth: HTMLReporter.thumbnailWidth)
        }
        return reporter.init().render(report, options: ReportOptions(reveal: reveal, thumbnails: thumbnails))
    }

    private func save(_ text: String, as name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-\(UUID().uuidString)-\(name)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func assertMasked(_ text: String, _ format: String, file: StaticString = #filePath, line: UInt = #line) {
        for raw in [Self.rawCard, Self.rawAmount, Self.rawIBAN, "4111111111111111", "56987654"] {
            XCTAssertFalse(text.contains(raw), "\(format) shows \(raw)", file: file, line: line)
        }
        XCTAssertTrue(text.contains("•••• 1111"), "\(format) names the masked card", file: file, line: line)
    }

    func testEveryFormatIsRegisteredAndMasked() throws {
        XCTAssertEqual(Reporters.identifiers, ["text", "json", "junit", "sarif", "github", "html"])
        for reporter in Reporters.all {
            let text = reporter == HTMLReporter.self ? FormatValidators.textOf(render(reporter)) : render(reporter)
            assertMasked(text, reporter.identifier)
        }
        XCTAssertTrue(render(JSONReporter.self, reveal: true).contains(Self.rawCard), "--reveal shows raw values")
    }

    func testJUnitValidatesAndHasATestCasePerScreen() throws {
        let xml = render(JUnitReporter.self)
        try FormatValidators.assertValidJUnit(try save(xml, as: "report.xml"))
        XCTAssertTrue(xml.contains(#"<testsuites name="snapguard" tests="4" failures="2" errors="1">"#), xml)
        XCTAssertEqual(xml.components(separatedBy: "<testcase ").count - 1, 4)
        XCTAssertTrue(xml.contains(#"<testsuite name="snapguard.shots.en-US" tests="1" failures="1" errors="0""#), xml)
        XCTAssertTrue(xml.contains(#"<testcase name="Pay, now: 100% (iPhone 15 Pro, en-US)" classname="snapguard.shots.en-US">"#), xml)
        XCTAssertTrue(xml.contains(#"<failure type="sensitive-data" message="1 finding: card •••• 1111">"#), xml)
        XCTAssertTrue(xml.contains(#"<error type="unreadable" message="bad &lt;header&gt; &amp; &quot;quotes&quot;&#10;second line">"#), xml)
        XCTAssertTrue(xml.contains("not failing: screen rule &#39;*card*&#39; allows currency"), "waived findings are listed")
        // A tool that reads it back must see the same structure: xmllint's XPath counts.
        let file = try save(xml, as: "count.xml")
        let failures = try FormatValidators.run("xmllint", ["--xpath", "count(//testcase[failure])", file.path])
        XCTAssertEqual(failures.output.trimmingCharacters(in: .whitespacesAndNewlines), "2")
    }

    func testSARIFValidatesAndDescribesEveryResult() throws {
        let text = render(SARIFReporter.self)
        try FormatValidators.assertValidSARIF(try save(text, as: "report.sarif"))
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, ["card.number", "currency.usd", "iban", "snapguard.unreadable"])
        for rule in rules {
            let help = try XCTUnwrap((rule["help"] as? [String: Any])?["text"] as? String)
            XCTAssertTrue(help.contains("MASVS-PLATFORM-3") && help.contains("MASWE-0055"), help)
            XCTAssertEqual(rule["helpUri"] as? String, "https://mas.owasp.org/MASWE/MASVS-PLATFORM/MASWE-0055/")
        }
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.compactMap { $0["ruleId"] as? String }, ["card.number", "currency.usd", "iban", "snapguard.unreadable"])
        XCTAssertEqual(results.compactMap { $0["level"] as? String }, ["error", "warning", "error", "error"])
        XCTAssertNil(results[0]["suppressions"], "a failing finding is not suppressed")
        XCTAssertNotNil(results[1]["suppressions"], "a waived finding is reported as suppressed")
        let location = try XCTUnwrap(((results[2]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]))
        let artifact = try XCTUnwrap(location["artifactLocation"] as? [String: String])
        XCTAssertEqual(artifact["uri"], "shots/en-US/iPhone%2015%20Pro-02_Pay,%20now:%20100%25.png")
        XCTAssertEqual(artifact["uriBaseId"], "%SRCROOT%")
        let properties = try XCTUnwrap(results[0]["properties"] as? [String: Any])
        XCTAssertEqual(properties["box"] as? [String: Int], ["x": 111, "y": 703, "width": 582, "height": 52])
        let rectangle = try XCTUnwrap(((results[0]["attachments"] as? [[String: Any]])?.first?["rectangles"] as? [[String: Any]])?.first)
        XCTAssertEqual(rectangle["left"] as? Int, 111)
        XCTAssertEqual(rectangle["bottom"] as? Int, 755)
    }

    func testGitHubCommandsAreEscaped() {
        let text = render(GitHubActionsReporter.self)
        FormatValidators.assertValidGitHubCommands(text)
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.hasPrefix("::error ") }.count, 2, "one error per failing screen")
        XCTAssertEqual(lines.filter { $0.hasPrefix("::warning ") }.count, 1, "one warning per unreadable screen")
        XCTAssertTrue(lines.contains { $0.hasPrefix("::error file=shots/en-US/iPhone 15 Pro-02_Pay%2C now%3A 100%25.png,title=SnapGuard%3A sensitive data on Pay%2C now%3A 100%25 (iPhone 15 Pro%2C en-US)::1 finding: iban GB•• •••• 32") }, text)
        XCTAssertTrue(text.contains("::bad <header> & \"quotes\"\\nsecond line; an unreadable screen never passes"), text)
        XCTAssertFalse(text.contains("currency"), "waived findings are not annotated")
    }

    func testHTMLIsSelfContainedWithRedactedThumbnails() throws {
        let html = render(HTMLReporter.self)
        FormatValidators.assertSelfContainedHTML(html)
        let text = FormatValidators.textOf(html)
        XCTAssertTrue(text.contains("1 unreadable</span>"), "summary at the top")
        XCTAssertTrue(text.contains("<button data-filter=\"fail\">"), "verdict filter")
        XCTAssertTrue(text.contains("Pay, now: 100% (iPhone 15 Pro, en-US)"))
        XCTAssertTrue(text.contains("bad &lt;header&gt;"))
        XCTAssertTrue(text.contains("No thumbnail."), "a screen whose image was not handed in")
        XCTAssertLessThan(text.range(of: "leaky-card-details")!.lowerBound, text.range(of: "clean-settings")!.lowerBound,
                          "failed screens come first")

        let thumbnails = FormatValidators.thumbnails(in: html)
        XCTAssertEqual(thumbnails.count, 2, "the card screen and the clean screen")
        let thumbnail = try ImageReader().decode(thumbnails[0])
        XCTAssertEqual(thumbnail.width, HTMLReporter.thumbnailWidth)
        let scale = Double(thumbnail.width) / 1170
        let box = Self.cardBox
        let inside = BoundingBox(x: Int(Double(box.minX) * scale) + 1, y: Int(Double(box.minY) * scale) + 1,
                                 width: Int(Double(box.width) * scale) - 2, height: Int(Double(box.height) * scale) - 2)
        XCTAssertEqual(RedactionCheck.nonBlackPixels(in: thumbnail, inside: inside), 0, "the card number shows in the thumbnail")
    }

    func testJSONRoundTripsForMerging() throws {
        let json = render(JSONReporter.self)
        let decoded = try JSONDecoder().decode(ReportDocument.self, from: Data(json.utf8))
        XCTAssertEqual(JSONReporter().render(decoded.report, options: ReportOptions()), json)
        let screen = try XCTUnwrap(decoded.screens.first { $0.device != nil })
        XCTAssertEqual([screen.name, screen.device, screen.locale], ["Pay, now: 100%", "iPhone 15 Pro", "en-US"])
        XCTAssertEqual(decoded.screens[0].findings.map(\.counted), [true, false])
        XCTAssertEqual(decoded.screens[0].findings[1].waiver?.kind, .screenRule)
    }
}
