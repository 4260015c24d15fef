import Foundation

/// The default human-readable report: one line per screen and a summary line.
package struct TextReporter: Reporter {
    package static let identifier = "text"
    package static let summary = "one line per screen and a summary (default)"

    package init() {}

    package func render(_ report: ScanReport, options: ReportOptions) -> String {
        let paint = Paint(enabled: options.useColour)
        // Names and texts are escaped (control and bidirectional characters made visible), so a
        // file name cannot start a new log line or send a terminal sequence.
        let paths = report.screens.map { TerminalEscaping.escape($0.path) }
        let width = paths.map(\.count).max() ?? 0
        var lines = zip(report.screens, paths).map { screen, path in
            let label: String = switch screen.verdict {
            case .pass: paint.green("PASS ")
            case .fail: paint.red("FAIL ")
            case .error: paint.yellow("ERROR")
            }
            let padded = path.padding(toLength: width, withPad: " ", startingAt: 0)
            return "\(label)  \(padded)  \(TerminalEscaping.escape(nameNote(screen) + detail(screen, options)))"
        }
        let summary = report.summary
        lines.append("\(summary.screens) screen\(summary.screens == 1 ? "" : "s"): "
            + "\(paint.red("\(summary.failed) failed", if: summary.failed > 0)), "
            + "\(paint.green("\(summary.passed) passed", if: summary.passed > 0)), "
            + "\(paint.yellow("\(summary.errors) unreadable", if: summary.errors > 0))")
        if let interruption = report.interruption { lines.append(paint.yellow(interruption.summary)) }
        // How the gate was set comes first, so nobody reads the verdicts without it.
        let warnings = report.warnings.map { "\(paint.yellow("WARNING"))  \(TerminalEscaping.escape($0))" }
        return (warnings + lines).joined(separator: "\n") + "\n"
    }

    private func detail(_ screen: ScreenResult, _ options: ReportOptions) -> String {
        if let error = screen.error { return error }
        if let pair = screen.pair {
            let failing = screen.failingFindings
            return (failing.isEmpty ? "" : FindingText.list(failing, options) + "; ")
                + PairText.verdictLine(pair) + "; " + PairText.summary(pair)
        }
        if screen.findings.isEmpty { return screen.overlayDetected ? "privacy overlay detected" : "no sensitive data" }
        let failing = screen.failingFindings
        let waived = screen.findings.filter { !screen.counts($0) }
        var parts: [String] = []
        if !failing.isEmpty { parts.append(FindingText.list(failing, options)) }
        if !waived.isEmpty { parts.append("not failing: " + waived.map { FindingText.short($0, options) }.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }

    /// "[Balance (iPhone 15 Pro, en-US)] " when the name says more than the file name does.
    private func nameNote(_ screen: ScreenResult) -> String {
        let name = screen.name
        let stem = ((name.key as NSString).lastPathComponent as NSString).deletingPathExtension
        return name.displayName == stem ? "" : "[\(name.displayName)] "
    }
}

/// ANSI colours, or plain text when disabled.
struct Paint {
    let enabled: Bool

    /// Each colour applies only when `condition` holds: a count of zero stays plain.
    func red(_ text: String, if condition: Bool = true) -> String { condition ? wrap(text, "31") : text }
    func green(_ text: String, if condition: Bool = true) -> String { condition ? wrap(text, "32") : text }
    func yellow(_ text: String, if condition: Bool = true) -> String { condition ? wrap(text, "33") : text }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
