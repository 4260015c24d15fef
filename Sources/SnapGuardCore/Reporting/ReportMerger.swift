import Foundation

/// Combines the JSON reports of several shards (or runs) into one report. Decoded reports carry
/// only masked values, so the merged report cannot reveal anything.
public enum ReportMerger {
    /// Why reports could not be merged; one line naming the file.
    public struct MergeError: Error, Hashable, Sendable, CustomStringConvertible {
        public var file: String
        public var reason: String
        public var description: String { "\(file): \(reason)" }
    }

    /// Reads and merges the JSON reports, screens in the order of the files. A screen path in
    /// more than one report is an error: shards never overlap.
    ///
    /// A partial report (a shard stopped by Ctrl-C or SIGTERM) makes the merged report partial
    /// too, with every shard's reason and the screens they left out, so a merge never presents
    /// an unfinished shard as a complete result.
    public static func merge(files: [String], rules: [RuleDescription] = []) throws(MergeError) -> ScanReport {
        var screens: [ScreenResult] = []
        var seen: [String: String] = [:]
        var interruptions: [(file: String, interruption: ScanInterruption)] = []
        for file in files {
            let document = try load(file)
            if let interruption = document.report.interruption {
                interruptions.append((file, interruption))
            } else if document.partial == true {
                throw MergeError(file: file, reason: "report is marked partial but says nothing of its interruption")
            }
            for screen in document.screens {
                if let other = seen[screen.path] {
                    throw MergeError(file: file, reason: "screen \(screen.path) is also in \(other); merge reports of distinct shards")
                }
                seen[screen.path] = file
                screens.append(screen.result)
            }
        }
        let interruption = interruptions.isEmpty ? nil : ScanInterruption(
            reason: interruptions.map { "\($0.interruption.reason) (\($0.file))" }.joined(separator: "; "),
            screensNotScanned: interruptions.reduce(0) { $0 + $1.interruption.screensNotScanned })
        return ScanReport(screens: screens, rules: rules, interruption: interruption)
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
