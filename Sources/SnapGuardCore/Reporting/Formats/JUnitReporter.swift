/// JUnit XML for CI test tabs (GitLab, Jenkins, Azure, GitHub test-report actions): one test
/// suite per folder, one test case per screen. A failing screen has a `<failure>` listing its
/// masked findings; an unreadable one an `<error>`. Valid against the common junit-10.xsd.
package struct JUnitReporter: Reporter {
    package static let identifier = "junit"
    package static let summary = "JUnit XML: a test case per screen, for CI test tabs"

    package init() {}

    package func render(_ report: ScanReport, options: ReportOptions) -> String {
        let summary = report.summary
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml += #"<testsuites name="snapguard" tests="\#(summary.screens)" failures="\#(summary.failed)" errors="\#(summary.errors)">"# + "\n"
        for (folder, screens) in groupedByFolder(report.screens) {
            let counts = ScanReport.Summary(screens)
            xml += #"  <testsuite name="\#(e(className(folder)))" tests="\#(counts.screens)" failures="\#(counts.failed)" errors="\#(counts.errors)" skipped="0" package="snapguard">"# + "\n"
            xml += "    <properties>\n"
            for control in ScanReport.controls {
                xml += #"      <property name="control" value="\#(e(control))"/>"# + "\n"
            }
            for warning in report.warnings {
                xml += #"      <property name="warning" value="\#(e(warning))"/>"# + "\n"
            }
            if let interruption = report.interruption {
                xml += #"      <property name="partial" value="true"/>"# + "\n"
                xml += #"      <property name="interruption" value="\#(e(interruption.summary))"/>"# + "\n"
            }
            xml += "    </properties>\n"
            for screen in screens { xml += testCase(screen, folder: folder, options: options) }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    private func testCase(_ screen: ScreenResult, folder: String, options: ReportOptions) -> String {
        let name = screen.name
        var xml = #"    <testcase name="\#(e(name.displayName))" classname="\#(e(className(folder)))">"# + "\n"
        switch screen.verdict {
        case .fail:
            let failing = screen.failingFindings
            var message = failing.isEmpty ? [] : [FindingText.list(failing, options)]
            var body = failing.map { FindingText.detailed($0, waiver: nil, options) }
            if let pair = screen.pair, pair.cover == .uncovered {
                message.append(PairText.verdictLine(pair))
                body.append(PairText.verdictLine(pair) + "; " + PairText.summary(pair))
            }
            xml += #"      <failure type="\#(failing.isEmpty ? "not-covered" : "sensitive-data")" message="\#(e(message.joined(separator: "; ")))">"#
            xml += e(body.joined(separator: "\n")) + "</failure>\n"
        case .error:
            xml += #"      <error type="unreadable" message="\#(e(screen.error ?? "unreadable"))">"#
            xml += e("\(screen.path): \(screen.error ?? "unreadable"); an unreadable screen never passes") + "</error>\n"
        case .pass:
            break
        }
        var out = ["image: \(screen.path)"]
        out += screen.findings.filter { !screen.counts($0) }.map {
            FindingText.detailed($0, waiver: screen.waivers[$0], options)
        }
        if screen.overlayDetected { out.append("privacy overlay detected") }
        if let pair = screen.pair { out.append(PairText.summary(pair)) }
        xml += "      <system-out>\(e(out.joined(separator: "\n")))</system-out>\n"
        return xml + "    </testcase>\n"
    }

    /// Screens by folder, folders in first-seen order.
    private func groupedByFolder(_ screens: [ScreenResult]) -> [(String, [ScreenResult])] {
        var order: [String] = []
        var groups: [String: [ScreenResult]] = [:]
        for screen in screens {
            let folder = screen.name.folder
            if groups[folder] == nil { order.append(folder) }
            groups[folder, default: []].append(screen)
        }
        return order.map { ($0, groups[$0]!) }
    }

    /// "Screenshots/en-US" → "snapguard.Screenshots.en-US", as JUnit viewers group by dots.
    private func className(_ folder: String) -> String {
        folder == "." ? "snapguard" : "snapguard." + folder.split(separator: "/").joined(separator: ".")
    }

    private func e(_ text: String) -> String { MarkupEscaping.escape(text) }
}
