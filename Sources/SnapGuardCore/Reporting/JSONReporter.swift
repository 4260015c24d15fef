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
    /// True when the scan stopped early (Ctrl-C, SIGTERM) and `screens` holds only those that
    /// finished; absent for a complete scan.
    public var partial: Bool?
    /// Why the scan stopped early, and how many screens it did not read; absent for a complete scan.
    public var interruption: Interruption?
    /// The share of the images scanned ("2/4", from `--shard`); absent when all were.
    public var shard: String?
    /// What the reader must know about how the gate was set (e.g. a configuration that switches
    /// categories off), one line each; absent when there is nothing to say.
    public var warnings: [String]?
    public var screens: [Screen]

    public struct Interruption: Codable, Hashable, Sendable {
        public var reason: String
        public var screensNotScanned: Int
    }

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
        /// The readable screen name derived from the path (see `ScreenName`).
        public var name: String
        public var device: String?
        public var locale: String?
        public var verdict: Verdict
        public var width: Int
        public var height: Int
        public var overlayDetected: Bool
        public var findings: [FindingEntry]
        public var error: String?
        /// Pair mode only: the active screen, similarities, matched regions and thresholds.
        public var pair: PairEntry?

        enum CodingKeys: String, CodingKey {
            case path, name, device, locale, verdict, width, height, overlayDetected, findings, error, pair
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            try container.encode(name, forKey: .name)
            try container.encode(device, forKey: .device)
            try container.encode(locale, forKey: .locale)
            try container.encode(verdict, forKey: .verdict)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encode(overlayDetected, forKey: .overlayDetected)
            try container.encode(findings, forKey: .findings)
            try container.encode(error, forKey: .error)  // null when readable, as the contract says
            try container.encodeIfPresent(pair, forKey: .pair)
        }

        /// Reads reports of any schemaVersion 1 release: fields added later may be missing.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            path = try container.decode(String.self, forKey: .path)
            let derived = ScreenName(path: path)
            name = try container.decodeIfPresent(String.self, forKey: .name) ?? derived.name
            device = try container.decodeIfPresent(String.self, forKey: .device) ?? derived.device
            locale = try container.decodeIfPresent(String.self, forKey: .locale) ?? derived.locale
            verdict = try container.decode(Verdict.self, forKey: .verdict)
            width = try container.decode(Int.self, forKey: .width)
            height = try container.decode(Int.self, forKey: .height)
            overlayDetected = try container.decode(Bool.self, forKey: .overlayDetected)
            findings = try container.decode([FindingEntry].self, forKey: .findings)
            error = try container.decodeIfPresent(String.self, forKey: .error)
            pair = try container.decodeIfPresent(PairEntry.self, forKey: .pair)
        }

        init(_ screen: ScreenResult, options: ReportOptions) {
            let name = screen.name
            path = screen.path
            self.name = name.name
            device = name.device
            locale = name.locale
            verdict = screen.verdict
            width = screen.width
            height = screen.height
            overlayDetected = screen.overlayDetected
            findings = screen.findings.map { FindingEntry($0, waiver: screen.waivers[$0], options: options) }
            error = screen.error
            pair = screen.pair.map { PairEntry($0, options: options) }
        }

        /// The screen as the reporters take it, its verdict worked out again from what it holds and
        /// never milder than the report says. Findings carry only their masked value.
        ///
        /// A report is read, not believed: a screen with an error (or an `error` verdict) is an
        /// error; otherwise one with a finding that counts fails. A finding counts unless it says
        /// so and gives the waiver why. Otherwise the screen keeps its verdict (a pair fails on a
        /// missing cover without any finding).
        public var result: ScreenResult {
            var result = ScreenResult(path: path, verdict: verdict, width: width, height: height,
                                      error: error, overlayDetected: overlayDetected)
            for entry in findings {
                let finding = entry.finding
                result.findings.append(finding)
                if !entry.counted, let waiver = entry.waiver { result.waivers[finding] = waiver }
            }
            result.pair = pair?.evidence
            if verdict == .error || error != nil {
                result.verdict = .error
                result.error = error ?? "the report says the screen could not be read, without saying why"
            } else if result.findings.contains(where: result.counts) {
                result.verdict = .fail
            }
            return result
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
        /// Whether the finding fails its screen; false when a waiver applies.
        public var counted: Bool
        /// Why the finding does not fail its screen, null when it does.
        public var waiver: Waiver?

        enum CodingKeys: String, CodingKey {
            case category, patternId, severity, masked, value, box, confidence, counted, waiver
        }

        init(_ finding: Finding, waiver: Waiver?, options: ReportOptions) {
            category = finding.category.rawValue
            patternId = finding.patternId
            severity = finding.severity
            masked = finding.masked
            value = options.reveal ? finding.value.revealed : nil
            box = finding.box
            confidence = (finding.confidence * 1000).rounded() / 1000
            counted = waiver == nil
            self.waiver = waiver
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            category = try container.decode(String.self, forKey: .category)
            patternId = try container.decode(String.self, forKey: .patternId)
            severity = try container.decode(Severity.self, forKey: .severity)
            masked = try container.decode(String.self, forKey: .masked)
            value = nil  // a merged report never carries raw values
            box = try container.decode(BoundingBox.self, forKey: .box)
            confidence = try container.decode(Double.self, forKey: .confidence)
            waiver = try container.decodeIfPresent(Waiver.self, forKey: .waiver)
            counted = try container.decodeIfPresent(Bool.self, forKey: .counted) ?? (waiver == nil)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(category, forKey: .category)
            try container.encode(patternId, forKey: .patternId)
            try container.encode(severity, forKey: .severity)
            try container.encode(masked, forKey: .masked)
            try container.encodeIfPresent(value, forKey: .value)
            try container.encode(box, forKey: .box)
            try container.encode(confidence, forKey: .confidence)
            try container.encode(counted, forKey: .counted)
            try container.encode(waiver, forKey: .waiver)
        }

        /// The finding as decoded: the masked text stands in for the raw value.
        var finding: Finding {
            Finding(category: Category(category), patternId: patternId, severity: severity,
                    value: SensitiveValue(raw: masked, masked: masked), box: box, confidence: confidence)
        }
    }

    public init(_ report: ScanReport, options: ReportOptions) {
        schemaVersion = 1
        tool = Tool(name: report.toolName, version: report.toolVersion)
        controls = ScanReport.controls
        let counts = report.summary
        summary = Summary(screens: counts.screens, passed: counts.passed, failed: counts.failed, errors: counts.errors)
        screens = report.screens.map { Screen($0, options: options) }
        if let interruption = report.interruption {
            partial = true
            self.interruption = Interruption(reason: interruption.reason, screensNotScanned: interruption.screensNotScanned)
        }
        shard = report.shard?.description
        warnings = report.warnings.isEmpty ? nil : report.warnings
    }

    /// The report as the reporters take it, e.g. to merge shard reports; values stay masked and
    /// each screen's verdict is worked out again (see `Screen.result`).
    public var report: ScanReport {
        ScanReport(screens: screens.map(\.result), toolName: tool.name, toolVersion: tool.version,
                   interruption: interruption.map { ScanInterruption(reason: $0.reason, screensNotScanned: $0.screensNotScanned) },
                   shard: shard.flatMap(Shard.init(parsing:)), warnings: warnings ?? [])
    }
}
