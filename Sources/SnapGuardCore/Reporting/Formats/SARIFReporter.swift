import Foundation

/// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers: one rule per pattern, one result
/// per finding (masked), and a `snapguard.unreadable` result for every screen that could not be
/// read, so an unreadable screen never passes silently.
///
/// Each result points at the image (relative to `%SRCROOT%`, the working directory) and line 1,
/// which code scanning requires; the pixel box is in `attachments[].rectangles` and `properties.box`.
/// Findings that do not fail their screen (baseline, screen rules, severity) carry a suppression.
package struct SARIFReporter: Reporter {
    package static let identifier = "sarif"
    package static let summary = "SARIF 2.1.0 for GitHub code scanning"

    /// The rule id of unreadable screens.
    package static let unreadableRuleId = "snapguard.unreadable"
    /// The rule of a snapshot that looks like its active screen (pair mode).
    package static let uncoveredRuleId = "snapguard.pair.uncovered"
    /// The OWASP MASWE page of the weakness every rule reports.
    package static let helpUri = "https://mas.owasp.org/MASWE/MASVS-PLATFORM/MASWE-0055/"
    static let sourceRoot = "%SRCROOT%"

    package init() {}

    package func render(_ report: ScanReport, options: ReportOptions) -> String {
        let rules = report.completeRules
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var results: [SARIFLog.Result] = []
        for screen in report.screens {
            if screen.verdict == .error {
                results.append(unreadableResult(screen, ruleIndex: rules.count))
            }
            if let pair = screen.pair, pair.cover == .uncovered {
                results.append(uncoveredResult(screen, pair, ruleIndex: rules.count + 1))
            }
            var occurrences: [String: Int] = [:]
            for finding in screen.findings {
                let key = "\(finding.patternId)|\(finding.masked)"
                occurrences[key, default: 0] += 1
                results.append(result(finding, screen: screen, ruleIndex: ruleIndex[finding.patternId] ?? 0,
                                      occurrence: occurrences[key]!, options: options))
            }
        }
        let driver = SARIFLog.Driver(
            name: "SnapGuard", version: report.toolVersion, semanticVersion: report.toolVersion,
            informationUri: Self.helpUri, rules: rules.map(rule) + [unreadableRule]
                + (report.screens.contains { $0.pair != nil } ? [uncoveredRule] : []))
        let base = options.sourceRoot.absoluteString
        let log = SARIFLog(runs: [SARIFLog.Run(tool: SARIFLog.Tool(driver: driver),
                                               originalUriBaseIds: [Self.sourceRoot: .init(uri: base)],
                                               results: results, invocations: invocations(report))])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(log) else { preconditionFailure("the SARIF log always encodes") }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A partial scan says so: one invocation that did not succeed, with a notification naming why.
    /// A configuration that weakens the gate is said in configuration notifications (warnings). A
    /// complete scan with nothing to say writes no invocation, as before.
    private func invocations(_ report: ScanReport) -> [SARIFLog.Invocation]? {
        guard report.interruption != nil || !report.warnings.isEmpty else { return nil }
        let notification = { (level: String, text: String) in SARIFLog.Notification(level: level, message: .init(text: text, markdown: nil)) }
        return [SARIFLog.Invocation(
            executionSuccessful: report.interruption == nil,
            toolExecutionNotifications: report.interruption.map { [notification("error", $0.summary)] },
            toolConfigurationNotifications: report.warnings.isEmpty ? nil : report.warnings.map { notification("warning", $0) })]
    }

    private static let help = """
        Text shown on this screen is visible in the iOS App Switcher snapshot and in screenshots \
        (MASWE-0055), which MASVS-PLATFORM-3 forbids for sensitive data. Hide it before the app \
        leaves the foreground: cover the window with a privacy overlay or blur in \
        sceneWillResignActive(_:) and remove it in sceneDidBecomeActive(_:), or mask the value \
        itself. Tested by MASTG-TEST-0059 and MASTG-TEST-0290.
        """

    private func rule(_ description: RuleDescription) -> SARIFLog.Rule {
        SARIFLog.Rule(
            id: description.id, name: Self.ruleName(description.id),
            shortDescription: .init(text: description.description),
            fullDescription: .init(text: "\(description.description). Category: \(description.category); "
                + "severity: \(description.severity). \(ScanReport.controls.joined(separator: ", "))."),
            help: .init(text: Self.help, markdown: Self.help + "\n\nSee [MASWE-0055](\(Self.helpUri))."),
            helpUri: Self.helpUri,
            defaultConfiguration: .init(level: Self.level(description.severity)),
            properties: .init(tags: ["security", "privacy", "MASVS-PLATFORM-3", "MASWE-0055", description.category.rawValue],
                              precision: "high", securitySeverity: Self.securitySeverity(description.severity)))
    }

    private var unreadableRule: SARIFLog.Rule {
        let text = "The screen image could not be read, so it could not be checked for sensitive data "
            + "(MASVS-PLATFORM-3, MASWE-0055). SnapGuard fails closed: an unreadable screen is never counted as passing."
        return SARIFLog.Rule(
            id: Self.unreadableRuleId, name: "UnreadableScreen",
            shortDescription: .init(text: "Screen image could not be read"), fullDescription: .init(text: text),
            help: .init(text: text + " Fix or regenerate the image, or raise the pixel limit if it is too large.", markdown: nil),
            helpUri: Self.helpUri, defaultConfiguration: .init(level: "error"),
            properties: .init(tags: ["security", "MASVS-PLATFORM-3"], precision: "very-high", securitySeverity: nil))
    }

    private func result(_ finding: Finding, screen: ScreenResult, ruleIndex: Int, occurrence: Int,
                        options: ReportOptions) -> SARIFLog.Result {
        let name = screen.name, location = artifact(screen.path)
        let shown = FindingText.short(finding, options)
        let box = finding.box
        let waiver = screen.waivers[finding]
        return SARIFLog.Result(
            ruleId: finding.patternId, ruleIndex: ruleIndex, level: Self.level(finding.severity),
            message: .init(text: "Sensitive data visible on screen \(name.displayName): \(shown) at \(box) "
                + "(\(finding.severity); MASVS-PLATFORM-3, MASWE-0055)"),
            locations: [.init(physicalLocation: .init(artifactLocation: location, region: .init()))],
            partialFingerprints: ["snapguardFinding/v1": SHA256.hex(
                [name.identity, finding.patternId, finding.masked, String(occurrence)].joined(separator: "\u{1F}"))],
            attachments: [.init(description: .init(text: "the screen image"), artifactLocation: location,
                                rectangles: [.init(top: box.minY, left: box.minX, bottom: box.maxY, right: box.maxX,
                                                   message: .init(text: shown))])],
            suppressions: waiver.map { [SARIFLog.Suppression(justification: $0.reason)] },
            properties: .init(screen: name.name, device: name.device, locale: name.locale,
                              category: finding.category.rawValue, severity: finding.severity, box: box,
                              confidence: (finding.confidence * 1000).rounded() / 1000))
    }

    private func unreadableResult(_ screen: ScreenResult, ruleIndex: Int) -> SARIFLog.Result {
        let name = screen.name
        let reason = screen.error ?? "unreadable"
        return SARIFLog.Result(
            ruleId: Self.unreadableRuleId, ruleIndex: ruleIndex, level: "error",
            message: .init(text: "Screen \(name.displayName) could not be read: \(reason)"),
            locations: [.init(physicalLocation: .init(artifactLocation: artifact(screen.path), region: .init()))],
            partialFingerprints: ["snapguardFinding/v1": SHA256.hex([name.identity, Self.unreadableRuleId].joined(separator: "\u{1F}"))],
            attachments: nil, suppressions: nil,
            properties: .init(screen: name.name, device: name.device, locale: name.locale))
    }

    private var uncoveredRule: SARIFLog.Rule {
        let text = "The App Switcher snapshot of a screen marked sensitive looks like the screen itself: the privacy "
            + "cover did not come up (MASVS-PLATFORM-3, MASWE-0055, MASTG-TEST-0290). Compared region by region "
            + "with SSIM after a light blur, so a lightly blurred or half-covered snapshot fails too."
        return SARIFLog.Rule(
            id: Self.uncoveredRuleId, name: "SnapshotNotCovered",
            shortDescription: .init(text: "Snapshot looks like the active screen"), fullDescription: .init(text: text),
            help: .init(text: text + " " + Self.help, markdown: nil),
            helpUri: Self.helpUri, defaultConfiguration: .init(level: "error"),
            properties: .init(tags: ["security", "privacy", "MASVS-PLATFORM-3", "MASWE-0055"], precision: "high",
                              securitySeverity: "7.0"))
    }

    private func uncoveredResult(_ screen: ScreenResult, _ pair: PairEvidence, ruleIndex: Int) -> SARIFLog.Result {
        let name = screen.name
        return SARIFLog.Result(
            ruleId: Self.uncoveredRuleId, ruleIndex: ruleIndex, level: "error",
            message: .init(text: "Snapshot of screen \(name.displayName): \(PairText.verdictLine(pair)); \(PairText.summary(pair))"),
            locations: [.init(physicalLocation: .init(artifactLocation: artifact(screen.path), region: .init()))],
            partialFingerprints: ["snapguardFinding/v1": SHA256.hex([name.identity, Self.uncoveredRuleId].joined(separator: "\u{1F}"))],
            attachments: nil, suppressions: nil,
            properties: .init(screen: name.name, device: name.device, locale: name.locale, activeImage: pair.activePath,
                              similarity: pair.similarity?.global, matchedRegions: pair.similarity?.matchedRegions.map(\.label),
                              regionThreshold: pair.thresholds.region, globalThreshold: pair.thresholds.global))
    }

    /// A relative path against `%SRCROOT%`, an absolute one as a file URI; percent-encoded.
    private func artifact(_ path: String) -> SARIFLog.ArtifactLocation {
        if path.hasPrefix("/") { return .init(uri: URL(fileURLWithPath: path).absoluteString) }
        let key = ScreenName.normalisedKey(path)
        return .init(uri: key.addingPercentEncoding(withAllowedCharacters: Self.uriPathCharacters) ?? key,
                     uriBaseId: Self.sourceRoot)
    }

    private static let uriPathCharacters: CharacterSet = {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "-._~/!$&'()*+,;=:@")
        return allowed
    }()

    /// "card.number" → "CardNumber".
    static func ruleName(_ id: String) -> String {
        id.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .critical, .high: "error"
        case .medium: "warning"
        case .low: "note"
        }
    }

    /// GitHub's security-severity score: critical ≥ 9.0, high 7.0–8.9, medium 4.0–6.9, low below.
    static func securitySeverity(_ severity: Severity) -> String {
        switch severity {
        case .critical: "9.5"
        case .high: "8.0"
        case .medium: "5.5"
        case .low: "3.0"
        }
    }
}
