import Foundation

/// GitHub Actions workflow commands: an `::error` annotation per failing screen and a
/// `::warning` per unreadable one, on the image file, followed by a plain summary line.
package struct GitHubActionsReporter: Reporter {
    package static let identifier = "github"
    package static let summary = "GitHub Actions annotations (::error / ::warning workflow commands)"

    package init() {}

    package func render(_ report: ScanReport, options: ReportOptions) -> String {
        var lines = report.warnings.map { Self.command("warning", title: "SnapGuard: the gate is weakened", message: $0) }
        for screen in report.screens {
            let name = screen.name.displayName
            switch screen.verdict {
            case .fail:
                let findings = screen.failingFindings.isEmpty ? [] : [FindingText.list(screen.failingFindings, options)]
                let pair = screen.pair.map { [PairText.verdictLine($0), PairText.summary($0)] } ?? []
                lines.append(Self.command("error", file: screen.path, title: "SnapGuard: sensitive data on \(name)",
                                          message: (findings + pair).joined(separator: "; ") + " (MASVS-PLATFORM-3, MASWE-0055)"))
            case .error:
                lines.append(Self.command("warning", file: screen.path, title: "SnapGuard: unreadable screen \(name)",
                                          message: (screen.error ?? "unreadable") + "; an unreadable screen never passes"))
            case .pass:
                continue
            }
        }
        let summary = report.summary
        lines.append("SnapGuard: \(summary.screens) screens: \(summary.failed) failed, \(summary.passed) passed, "
            + "\(summary.errors) unreadable")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `::KIND file=FILE,title=TITLE::MESSAGE`, escaped as GitHub's runner expects. Control and
    /// bidirectional characters are first made visible (`TerminalEscaping`), so the line stays one
    /// line in the job log and a name cannot carry a terminal sequence.
    static func command(_ kind: String, file: String? = nil, title: String, message: String) -> String {
        "::\(kind) " + (file.map { "file=\(escapeProperty(TerminalEscaping.escape($0)))," } ?? "")
            + "title=\(escapeProperty(TerminalEscaping.escape(title)))::\(escapeData(TerminalEscaping.escape(message)))"
    }

    /// The message part: `%`, CR and LF are percent-encoded.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as data, and also `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
