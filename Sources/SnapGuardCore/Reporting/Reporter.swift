import Foundation

/// Settings every reporter honours.
public struct ReportOptions: Hashable, Sendable {
    /// Show raw matched values instead of masked ones. Off unless the user asks with `--reveal`.
    public var reveal: Bool
    /// Use ANSI colour (only for a terminal).
    public var useColor: Bool
    /// Redacted PNG thumbnails by screen path, for reports that show pictures (HTML); made by
    /// `ScanSession.thumbnails(for:)`, since a reporter reads no files.
    public var thumbnails: [String: Data]

    public init(reveal: Bool = false, useColor: Bool = false, thumbnails: [String: Data] = [:]) {
        self.reveal = reveal
        self.useColor = useColor
        self.thumbnails = thumbnails
    }
}

/// Turns a scan report into one output format. One type per format, one file per type; a
/// report is a pure function of the scan report and the options (it reads no files).
public protocol Reporter: Sendable {
    /// The name given to `--format`, e.g. "json".
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    init()
    func render(_ report: ScanReport, options: ReportOptions) -> String
}

/// Every built-in reporter, looked up by `--format` name.
public enum Reporters {
    public static let all: [any Reporter.Type] = [
        TextReporter.self, JSONReporter.self, JUnitReporter.self, SARIFReporter.self, GitHubActionsReporter.self,
        HTMLReporter.self,
    ]

    public static func named(_ identifier: String) -> (any Reporter.Type)? {
        all.first { $0.identifier == identifier }
    }

    public static var identifiers: [String] { all.map { $0.identifier } }
}

extension Finding {
    /// The value as a report may show it: masked unless revealing was asked for.
    func shown(_ options: ReportOptions) -> String {
        options.reveal ? value.revealed : value.masked
    }
}
