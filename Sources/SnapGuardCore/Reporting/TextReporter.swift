/// The default human-readable report: one line per screen and a summary line.
public struct TextReporter: Reporter {
    public static let identifier = "text"
    public static let summary = "one line per screen and a summary (default)"

    public init() {}

    public func render(_ report: ScanReport, options: ReportOptions) -> String {
        let paint = Paint(enabled: options.useColor)
        let width = report.screens.map(\.path.count).max() ?? 0
        var lines = report.screens.map { screen in
            let label: String = switch screen.verdict {
            case .pass: paint.green("PASS ")
            case .fail: paint.red("FAIL ")
            case .error: paint.yellow("ERROR")
            }
            return "\(label)  \(screen.path.padding(toLength: width, withPad: " ", startingAt: 0))  \(detail(screen, options))"
        }
        let summary = report.summary
        lines.append("\(summary.screens) screen\(summary.screens == 1 ? "" : "s"): "
            + "\(paint.red("\(summary.failed) failed")), \(paint.green("\(summary.passed) passed")), "
            + "\(paint.yellow("\(summary.errors) unreadable"))")
        return lines.joined(separator: "\n") + "\n"
    }

    private func detail(_ screen: ScreenResult, _ options: ReportOptions) -> String {
        if let error = screen.error { return error }
        if screen.findings.isEmpty { return screen.overlayDetected ? "privacy overlay detected" : "no sensitive data" }
        let shown = screen.findings.map { "\($0.category) \($0.shown(options))" }
        let count = "\(screen.findings.count) finding\(screen.findings.count == 1 ? "" : "s")"
        return count + ": " + shown.joined(separator: ", ")
    }
}

/// ANSI colours, or plain text when disabled.
struct Paint {
    let enabled: Bool

    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
