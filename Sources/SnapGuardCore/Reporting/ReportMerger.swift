import Foundation

/// Combines the JSON reports of several shards (or runs) into one report. Decoded reports carry
/// only masked values, so the merged report cannot reveal anything.
package enum ReportMerger {
    /// Why reports could not be merged; one line naming the file.
    package struct MergeError: Error, Hashable, Sendable, CustomStringConvertible {
        package var file: String
        package var reason: String
        package var description: String { "\(file): \(reason)" }
    }

    /// Reads and merges the JSON reports, screens in the order of the files. A screen path in
    /// more than one report is an error: shards never overlap.
    ///
    /// A report is read, not believed: each screen's verdict is worked out again from its findings
    /// and error (`ReportDocument.Screen.result`), so a screen marked pass with a finding that
    /// counts, or with an error, never merges as passing. A report with no screens is refused
    /// unless it is a shard's that held none (it says which shard it is), and so are reports that
    /// together hold no screen: a merge of nothing is not a pass. When every report names its
    /// shard, each shard of the run must be there.
    ///
    /// A partial report (a shard stopped by Ctrl-C or SIGTERM) makes the merged report partial
    /// too, with every shard's reason and the screens they left out, so a merge never presents
    /// an unfinished shard as a complete result. The reports' warnings are kept, each once.
    package static func merge(files: [String], rules: [RuleDescription] = []) throws(MergeError) -> ScanReport {
        var screens: [ScreenResult] = []
        var seen: [String: String] = [:]
        var interruptions: [(file: String, interruption: ScanInterruption)] = []
        var shards: [(file: String, shard: Shard?)] = []
        var warnings: [String] = []
        for file in files {
            let document = try load(file)
            let report = document.report
            if let interruption = report.interruption {
                interruptions.append((file, interruption))
            } else if document.partial == true {
                throw MergeError(file: file, reason: "report is marked partial but says nothing of its interruption")
            }
            if document.screens.isEmpty, report.shard == nil, report.interruption == nil {
                throw MergeError(file: file, reason: "report holds no screens: a scan of nothing is no pass "
                                     + "(the report of an empty shard says which shard it is)")
            }
            shards.append((file, report.shard))
            warnings += report.warnings.filter { !warnings.contains($0) }
            for (entry, screen) in zip(document.screens, report.screens) {
                if let other = seen[entry.path] {
                    throw MergeError(file: file, reason: "screen \(entry.path) is also in \(other); merge reports of distinct shards")
                }
                seen[entry.path] = file
                screens.append(screen)
            }
        }
        try checkShards(shards)
        let interruption = interruptions.isEmpty ? nil : ScanInterruption(
            reason: interruptions.map { "\($0.interruption.reason) (\($0.file))" }.joined(separator: "; "),
            screensNotScanned: interruptions.reduce(0) { $0 + $1.interruption.screensNotScanned })
        if screens.isEmpty, interruption == nil {
            throw MergeError(file: files.joined(separator: ", "), reason: "the reports hold no screens; nothing was scanned")
        }
        return ScanReport(screens: screens, rules: rules, interruption: interruption, warnings: warnings)
    }

    /// When every report names its shard, they must be shards of one run, all of them there.
    private static func checkShards(_ shards: [(file: String, shard: Shard?)]) throws(MergeError) {
        let named = shards.compactMap { entry in entry.shard.map { (entry.file, $0) } }
        guard named.count == shards.count, let first = named.first else { return }
        if let other = named.first(where: { $0.1.count != first.1.count }) {
            throw MergeError(file: other.0, reason: "shard \(other.1) is not of the same run as shard \(first.1) of \(first.0)")
        }
        let present = Set(named.map(\.1.index))
        if let missing = (1...first.1.count).first(where: { !present.contains($0) }) {
            throw MergeError(file: shards.map(\.file).joined(separator: ", "),
                             reason: "shard \(missing)/\(first.1.count) is missing; merge the reports of every shard")
        }
    }

    static func load(_ file: String) throws(MergeError) -> ReportDocument {
        let data: Data
        do {
            data = try FileAccess.data(file)
        } catch {
            throw MergeError(file: file, reason: error.reason)
        }
        let document: ReportDocument
        do {
            document = try JSONDecoder().decode(ReportDocument.self, from: data)
        } catch {
            throw MergeError(file: file, reason: "not a SnapGuard JSON report (\(describe(error)))")
        }
        guard document.schemaVersion == 1 else {
            throw MergeError(file: file, reason: "schemaVersion \(document.schemaVersion) is not supported (expected 1)")
        }
        return document
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing '\(key.stringValue)' at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context))"
        @unknown default:
            return "\(error)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? "the top" : path
    }
}
