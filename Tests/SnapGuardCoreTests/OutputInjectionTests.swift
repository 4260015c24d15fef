import Foundation
import Testing
@testable import SnapGuardCore

/// File names and texts come from devices and pull requests. No output lets one start a log line
/// (a GitHub workflow command), send a terminal sequence or reorder what the reader sees; the
/// machine-readable formats escape what they embed.
@Suite struct OutputInjectionTests {
    /// A newline then a workflow command, an OSC title sequence ended by BEL, a CSI erase-line,
    /// a right-to-left override, C1 and DEL.
    static let hostilePath = "shots/a\n::error file=x::pwned\u{1B}]0;title\u{07}\u{1B}[2K\u{202E}gnp.png\u{85}\u{7F}<b>&.png"
    static let hostileReason = "bad header\r\n::warning::x \u{2066}isolated\u{2069}"

    private var report: ScanReport {
        ScanReport(screens: [
            ScreenResult(path: Self.hostilePath, verdict: .fail, width: 100, height: 200, findings: [
                Finding(category: .card, patternId: "card.number", severity: .critical,
                        value: SensitiveValue(raw: "4111 1111 1111 1111", masked: "•••• 1111"),
                        box: BoundingBox(x: 1, y: 2, width: 3, height: 4), confidence: 0.9),
            ]),
            .unreadable(path: Self.hostilePath + ".2", reason: Self.hostileReason),
        ])
    }

    private func render(_ reporter: any Reporter.Type, colour: Bool = false) -> String {
        reporter.init().render(report, options: ReportOptions(useColour: colour))
    }

    private static let unsafeScalars: [Unicode.Scalar] = ["\u{1B}", "\u{07}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{85}", "\u{7F}", "\r"]

    @Test func theSharedEscapeMakesEveryUnsafeCharacterVisible() {
        #expect(TerminalEscaping.escape("a\nb\tc\r\u{1B}[31m") == #"a\nb\tc\r\u{1B}[31m"#)
        #expect(TerminalEscaping.escape("\u{202A}\u{202E}\u{2066}\u{2069}\u{200E}\u{200F}\u{061C}\u{2028}\u{85}\u{9F}\u{7F}\u{0}")
            == #"\u{202A}\u{202E}\u{2066}\u{2069}\u{200E}\u{200F}\u{61C}\u{2028}\u{85}\u{9F}\u{7F}\u{0}"#)
        #expect(TerminalEscaping.escape("Số dư 1 234,56 € — 日本 ‎") == "Số dư 1 234,56 € — 日本 \\u{200E}")
        #expect(TerminalEscaping.escape("plain/path name.png") == "plain/path name.png")
    }

    @Test func theTextReportKeepsEachScreenOnOneVisibleLine() {
        for colour in [false, true] {
            let text = render(TextReporter.self, colour: colour)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count == 3, "two screens and the summary")
            #expect(lines.allSatisfy { $0.hasPrefix("FAIL") || $0.hasPrefix("ERROR") || $0.hasPrefix("2 screens")
                || $0.hasPrefix("\u{1B}[3") }, "\(text)")
            #expect(text.contains(#"shots/a\n::error file=x::pwned\u{1B}]0;title\u{7}\u{1B}[2K\u{202E}gnp.png\u{85}\u{7F}"#))
            #expect(text.contains(#"bad header\r\n::warning::x \u{2066}isolated\u{2069}"#))
            for scalar in Self.unsafeScalars where !(colour && scalar == "\u{1B}") {
                #expect(!text.unicodeScalars.contains(scalar), "raw U+\(String(scalar.value, radix: 16)) in the text report")
            }
        }
    }

    @Test func gitHubCommandsStayOneLineWithoutRawControlCharacters() {
        let text = render(GitHubActionsReporter.self)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix(#"::error file=shots/a\n%3A%3Aerror file=x%3A%3Apwned\u{1B}]0;title\u{7}\u{1B}[2K\u{202E}gnp.png\u{85}\u{7F}<b>&.png,title="#))
        #expect(lines[1].hasPrefix("::warning file="))
        #expect(lines[1].hasSuffix(#"::bad header\r\n::warning::x \u{2066}isolated\u{2069}; an unreadable screen never passes"#))
        #expect(lines[2].hasPrefix("SnapGuard: 2 screens"))
        for scalar in Self.unsafeScalars {
            #expect(!text.unicodeScalars.contains(scalar), "raw U+\(String(scalar.value, radix: 16)) in the github report")
        }
    }

    @Test func gitHubPropertiesAndDataArePercentEncodedAsTheRunnerExpects() {
        #expect(GitHubActionsReporter.escapeData("100% a\r\nb") == "100%25 a%0D%0Ab")
        #expect(GitHubActionsReporter.escapeProperty("a:b,c%d\ne") == "a%3Ab%2Cc%25d%0Ae")
        let command = GitHubActionsReporter.command("error", file: "x,y:z.png", title: "t: 1, 2", message: "m: 50%")
        #expect(command == "::error file=x%2Cy%3Az.png,title=t%3A 1%2C 2::m: 50%25")
    }

    @Test func jsonAndSARIFCarryTheNameExactlyAsValidJSON() throws {
        for reporter in [JSONReporter.self, SARIFReporter.self] as [any Reporter.Type] {
            let text = render(reporter)
            #expect(!text.unicodeScalars.contains("\u{1B}"), "\(reporter.identifier) escapes ESC as \\u001b")
            #expect(!text.unicodeScalars.contains("\u{07}"))
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
            // SARIF gives the path as a percent-encoded URI.
            #expect(Self.strings(in: object).contains { ($0.removingPercentEncoding ?? $0).contains(Self.hostilePath) },
                    "\(reporter.identifier) keeps the exact name")
        }
    }

    @Test func junitAndHTMLEscapeMarkupAndControlCharacters() {
        for reporter in [JUnitReporter.self, HTMLReporter.self] as [any Reporter.Type] {
            let text = render(reporter)
            #expect(text.contains("&lt;b&gt;&amp;.png"), "\(reporter.identifier) escapes markup in names")
            #expect(!text.contains("<b>&.png"))
            #expect(!text.unicodeScalars.contains("\u{1B}"), "\(reporter.identifier) has no raw ESC")
            #expect(!text.unicodeScalars.contains("\u{07}"), "\(reporter.identifier) has no raw BEL")
        }
    }

    private static func strings(in object: Any) -> [String] {
        switch object {
        case let text as String: [text]
        case let array as [Any]: array.flatMap(strings)
        case let dictionary as [String: Any]: dictionary.values.flatMap(strings)
        default: []
        }
    }
}
