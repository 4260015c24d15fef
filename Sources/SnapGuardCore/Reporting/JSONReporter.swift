import Foundation

/// The machine-readable report, a public contract (schemaVersion 1): field names are kept,
/// fields may be added.
package struct JSONReporter: Reporter {
    package static let identifier = "json"
    package static let summary = "the JSON report (schemaVersion 1)"

    package init() {}

    package func render(_ report: ScanReport, options: ReportOptions) -> String {
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
package struct ReportDocument: Codable, Hashable, Sendable {
    package var schemaVersion: Int
    package var tool: Tool
    package var controls: [String]
    package var summary: Summary
    /// True when the scan stopped early (Ctrl-C, SIGTERM) and `screens` holds only those that
    /// finished; absent for a complete scan.
    package var partial: Bool?
    /// Why the scan stopped early, and how many screens it did not read; absent for a complete scan.
    package var interruption: Interruption?
    /// The share of the images scanned ("2/4", from `--shard`); absent when all were.
    package var shard: String?
    /// What the reader must know about how the gate was set (e.g. a configuration that switches
    /// categories off), one line each; absent when there is nothing to say.
    package var warnings: [String]?
    package var screens: [Screen]

    package struct Interruption: Codable, Hashable, Sendable {
        package var reason: String
        package var screensNotScanned: Int
    }

    package struct Tool: Codable, Hashable, Sendable {
        package var name: String
        package var version: String
    }

    package struct Summary: Codable, Hashable, Sendable {
        package var screens: Int
        package var passed: Int
        package var failed: Int
        package var errors: Int
    }

    package struct Screen: Codable, Hashable, Sendable {
        package var path: String
        /// The readable screen name derived from the path (see `ScreenName`).
        package var name: String
        package var device: String?
        package var locale: String?
        package var verdict: Verdict
        package var width: Int
        package var height: Int
        package var overlayDetected: Bool
        package var findings: [FindingEntry]
        package var error: String?
        /// Pair mode only: the active screen, similarities, matched regions and thresholds.
        package var pair: PairEntry?

        enum CodingKeys: String, CodingKey {
            case path, name, device, locale, verdict, width, height, overlayDetected, findings, error, pair
        }

        package func encode(to encoder: any Encoder) throws {
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
        package init(from decoder: any Decoder) throws {
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
        package var result: ScreenResult {
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

    package struct FindingEntry: Codable, Hashable, Sendable {
        package var category: String
        package var patternId: String
        package var severity: Severity
        package var masked: String
        /// The raw value, present only with `--reveal`.
        package var value: String?
        package var box: BoundingBox
        package var confidence: Double
        /// Whether the finding fails its screen; false when a waiver applies.
        package var counted: Bool
        /// Why the finding does not fail its screen, null when it does.
        package var waiver: Waiver?

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

        package init(from decoder: any Decoder) throws {
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

        package func encode(to encoder: any Encoder) throws {
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

    package init(_ report: ScanReport, options: ReportOptions) {
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
    package var report: ScanReport {
        ScanReport(screens: screens.map(\.result), toolName: tool.name, toolVersion: tool.version,
                   interruption: interruption.map { ScanInterruption(reason: $0.reason, screensNotScanned: $0.screensNotScanned) },
                   shard: shard.flatMap(Shard.init(parsing:)), warnings: warnings ?? [])
    }
}
