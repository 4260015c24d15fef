import Foundation

/// The machine-readable report, a public contract (schemaVersion 1): field names are kept,
/// fields may be added.
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public static let summary = "the JSON report (schemaVersion 1)"

    public init() {}

    public func render(_ report: ScanReport, options: ReportOptions) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = ReportDocument(report, options: options)
        guard let data = try? encoder.encode(document), let text = String(data: data, encoding: .utf8) else {
            preconditionFailure("the report document always encodes")
        }
        return text + "\n"
    }
}

/// The JSON shape of a report.
public struct ReportDocument: Codable, Hashable, Sendable {
    public var schemaVersion: Int
    public var tool: Tool
    public var controls: [String]
    public var summary: Summary
    public var screens: [Screen]

    public struct Tool: Codable, Hashable, Sendable {
        public var name: String
        public var version: String
    }

    public struct Summary: Codable, Hashable, Sendable {
        public var screens: Int
        public var passed: Int
        public var failed: Int
        public var errors: Int
    }

    public struct Screen: Codable, Hashable, Sendable {
        public var path: String
        public var verdict: Verdict
        public var width: Int
        public var height: Int
        public var overlayDetected: Bool
        public var findings: [FindingEntry]
        public var error: String?

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            try container.encode(verdict, forKey: .verdict)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encode(overlayDetected, forKey: .overlayDetected)
            try container.encode(findings, forKey: .findings)
            try container.encode(error, forKey: .error)  // null when readable, as the contract says
        }
    }

    public struct FindingEntry: Codable, Hashable, Sendable {
        public var category: String
        public var patternId: String
        public var severity: Severity
        public var masked: String
        /// The raw value, present only with `--reveal`.
        public var value: String?
        public var box: BoundingBox
        public var confidence: Double
    }

    public init(_ report: ScanReport, options: ReportOptions) {
        schemaVersion = 1
        tool = Tool(name: report.toolName, version: report.toolVersion)
        controls = ScanReport.controls
        let counts = report.summary
        summary = Summary(screens: counts.screens, passed: counts.passed, failed: counts.failed, errors: counts.errors)
        screens = report.screens.map { screen in
            Screen(path: screen.path, verdict: screen.verdict, width: screen.width, height: screen.height,
                   overlayDetected: screen.overlayDetected,
                   findings: screen.findings.map { finding in
                       FindingEntry(category: finding.category.rawValue, patternId: finding.patternId,
                                    severity: finding.severity, masked: finding.masked,
                                    value: options.reveal ? finding.value.revealed : nil, box: finding.box,
                                    confidence: (finding.confidence * 1000).rounded() / 1000)
                   },
                   error: screen.error)
        }
    }
}
