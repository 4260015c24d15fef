import Foundation
import Testing
@testable import SnapGuardCore

@Suite struct TextReporterColourTests {
    private func summaryLine(_ screens: [ScreenResult]) -> String {
        let text = TextReporter().render(ScanReport(screens: screens), options: ReportOptions(useColour: true))
        return String(text.split(separator: "\n").last ?? "")
    }

    @Test func onlyNonZeroCountsAreColoured() throws {
        let line = summaryLine([.init(path: "a.png", verdict: .pass, width: 1, height: 1)])
        #expect(line.contains(", 0 failed") == false && line.contains(": 0 failed,"), "\(line)")
        #expect(line.contains("\u{1B}[32m1 passed\u{1B}[0m"), "\(line)")
        #expect(line.hasSuffix(", 0 unreadable"), "\(line)")
        let failing = summaryLine([.init(path: "a.png", verdict: .fail, width: 1, height: 1),
                                   .unreadable(path: "b.png", reason: "x")])
        #expect(failing.contains("\u{1B}[31m1 failed\u{1B}[0m"), "\(failing)")
        #expect(failing.contains(", 0 passed,"), "\(failing)")
        #expect(failing.contains("\u{1B}[33m1 unreadable\u{1B}[0m"), "\(failing)")
    }
}
