import Foundation
import SnapGuardCore

/// `snapguard merge`: combines the JSON reports of sharded scans into one report in any format.
enum MergeCommand: Command {
    static let name = "merge"
    static let abstract = "Combine JSON reports of sharded scans into one report."
    static let usage = "merge [OPTIONS] REPORT.json..."
    static let discussion = """
        Each REPORT.json is a report written by 'scan --format json'. The merged report is written
        in every --format asked for (default: text) and the exit code is that of one scan over all
        the screens. A partial report (a shard stopped by Ctrl-C or SIGTERM) makes the merged
        report partial, and its exit code is 3 when no screen failed. Values stay masked: a report written with 'scan --reveal --format json' holds raw
        values in "value" fields, but merge drops them and --reveal is not offered.

        Reports are read, not believed: each screen's verdict is worked out again from its findings
        and its error (a screen marked pass with a finding that counts fails; one with an error is an
        error), a report with no screens is refused unless it is an empty shard's, and when the
        reports name their shards, a missing shard is refused. merge never opens an image a report
        names: the HTML report has no thumbnails, and there is no --annotate (annotate in the scans).
        """
    static let exitCodes = ExitCode.scanMeanings([.passed, .failed, .usage, .unreadable])
    static let options: [OptionSpec] = [ReportDestination.format, ReportDestination.output, ReportDestination.noColour]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw UsageError("give at least one JSON report to merge") }
        let outputs = try ReportDestination.parse(formats: arguments.values(ReportDestination.format),
                                                  files: arguments.values(ReportDestination.output))
        let library = try PatternLibrary.defaults()
        let report = try ReportMerger.merge(files: arguments.positionals, rules: library.patterns.map(RuleDescription.init))
        for warning in report.warnings { console.warning(warning) }
        // No session: nothing a report names is read, so no thumbnails.
        try ReportDestination.writeAll(report, to: outputs, reveal: false,
                                       colour: console.colourOutput && !arguments.flag(ReportDestination.noColour), console: console)
        // A partial shard left screens unread: the merge never passes on them.
        if report.interruption != nil, report.summary.failed == 0 { return .unreadable }
        return ScanCommand.exitCode(for: report.summary)
    }
}
