import Foundation

/// Settings every reporter honours.
package struct ReportOptions: Hashable, Sendable {
    /// Show raw matched values instead of masked ones. Off unless the user asks with `--reveal`.
    package var reveal: Bool
    /// Use ANSI colour (only for a terminal).
    package var useColour: Bool
    /// The folder relative screen paths are relative to: SARIF's `%SRCROOT%`. The working
    /// directory unless given, so a report made elsewhere (a test's golden file) is the same.
    package var sourceRoot: URL

    /// Options for a report: masked values, no colour, paths relative to the working folder by
    /// default.
    package init(reveal: Bool = false, useColour: Bool = false,
                 sourceRoot: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)) {
        self.reveal = reveal
        self.useColour = useColour
        self.sourceRoot = sourceRoot
    }
}

/// Turns a scan report into one output format. One type per format, one file per type; a
/// report is a pure function of the scan report and the options (it reads no files, and
/// decides nothing: verdicts, the pair's cover and the pictures come with the screens).
package protocol Reporter: Sendable {
    /// The name given to `--format`, e.g. "json".
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    /// A reporter; reporters hold no state.
    init()
    /// The report as this format's text: a pure function of `report` and `options`.
    func render(_ report: ScanReport, options: ReportOptions) -> String
}

/// Every built-in reporter, looked up by `--format` name.
public enum Reporters {
    /// The built-in reporters, in the order `--help` lists them.
    package static let all: [any Reporter.Type] = [
        TextReporter.self, JSONReporter.self, JUnitReporter.self, SARIFReporter.self, GitHubActionsReporter.self,
        HTMLReporter.self,
    ]

    /// The reporter whose `identifier` is `identifier` ("text", "json", "junit", "sarif",
    /// "github", "html"), or nil.
    package static func named(_ identifier: String) -> (any Reporter.Type)? {
        all.first { $0.identifier == identifier }
    }

    /// `report` rendered in the format named `identifier`, or nil when no reporter has that name.
    package static func render(_ report: ScanReport, as identifier: String, options: ReportOptions) -> String? {
        named(identifier)?.init().render(report, options: options)
    }

    /// `report` rendered in the format named `identifier` ("text", "json", "junit", "sarif",
    /// "github", "html"), or nil when no reporter has that name. Values are masked unless
    /// `revealing` is set. `sourceRoot` is SARIF's `%SRCROOT%`, the base its relative screen paths
    /// resolve against (the working folder unless given); the other formats print paths as the
    /// screens carry them. No colour.
    public static func render(_ report: ScanReport, as identifier: String, revealing: Bool = false,
                              sourceRoot: URL? = nil) -> String? {
        let options = sourceRoot.map { ReportOptions(reveal: revealing, sourceRoot: $0) } ?? ReportOptions(reveal: revealing)
        return render(report, as: identifier, options: options)
    }

    /// The names of every built-in format.
    public static var identifiers: [String] { all.map { $0.identifier } }
}

extension Finding {
    /// The value as a report may show it: masked unless revealing was asked for.
    func shown(_ options: ReportOptions) -> String {
        options.reveal ? value.revealed : value.masked
    }
}
