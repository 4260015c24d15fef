import Foundation
import SnapGuardCore

/// `snapguard scan`: checks screen images and reports a verdict per screen.
enum ScanCommand: Command {
    static let name = "scan"
    static let abstract = "Check screen images for visible sensitive data."
    static let usage = "scan [OPTIONS] PATH..."
    static let discussion = """
        PATH is an image file or a folder, searched recursively for .png, .jpg, .jpeg, .tif, .tiff,
        .bmp, .webp, .gif, .pnm, .ppm, .pgm, .jp2, .ktx and .ktx2 files. iOS snapshots (.ktx: KTX 1.1
        or Apple's AAPL container, ASTC blocks row-major, pre-tiled or LZFSE) are decoded. An app data
        container, a simulator device folder, a CoreSimulator/Devices folder, or a device's file-system
        extraction (its root, or its private/var/mobile folder) is searched for every app's snapshot
        folders, third-party and system; each screen is named <bundle id>/<scene>/<file>. A
        downscaled/ copy is left out when its scene has a full-size snapshot (--include-downscaled
        reads it too). Each screen gets PASS, FAIL (sensitive data visible) or ERROR (unreadable:
        never counted as passing). Findings show masked values only.

        Pair each --output with the --format before it to write several reports in one run, e.g.
          snapguard scan --format sarif --output snapguard.sarif --format junit --output snapguard.xml \\
                         --format html --output snapguard.html --annotate annotated/ Screenshots/

        Settings are read from the nearest .snapguard.json in the working directory or above it
        (or --config FILE); options add to them. See Docs/ci-gate.md.
        """
    static let exitCodes = ExitCode.scanMeanings(ExitCode.allCases)
    static let baseline = OptionSpec.option("baseline", value: "FILE", help: "Fail only on findings not recorded in this baseline.")
    static let writeBaseline = OptionSpec.option("write-baseline", value: "FILE",
                                                 help: "Record the current findings (salted fingerprints, never raw values) in FILE.")
    static let shard: ValueOption<Shard> = {
        let spec = OptionSpec.option("shard", value: "K/N", help: "Scan only the K-th of N deterministic shares of the images, e.g. 2/4.")
        return ValueOption(spec) { text throws(UsageError) in
            guard let shard = Shard(parsing: text) else { throw UsageError("\(spec.flagName) needs K/N with 1 ≤ K ≤ N, e.g. 2/4, not '\(text)'") }
            return shard
        }
    }()
    static let explain = OptionSpec.option(
        "explain", value: "DIR",
        help: "Also write each screen's stage images, raw OCR lines and near misses below DIR (needs \(CommonOptions.reveal.flagName)).")

    static let options: [OptionSpec] = ReportDestination.optionSpecs + [baseline, writeBaseline, shard.spec]
        + SessionOptions.specs + [explain] + SimulatorFolders.options

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let targets = arguments.positionals + (try SimulatorFolders.folders(for: arguments.values(SimulatorFolders.simulator)))
        guard !targets.isEmpty else { throw UsageError("give at least one image file or folder to scan") }
        let outputs = try ReportDestination.parse(formats: arguments.values(ReportDestination.format),
                                                  files: arguments.values(ReportDestination.output))
        if let file = arguments.value(writeBaseline) { try ReportDestination.checkWritable(file) }
        try ReportDestination.checkAnnotationFolder(arguments)
        try ExplainOutput.check(arguments, option: explain)
        var options = try SessionOptions(arguments, console: console)
        options.settings.policy.baseline = try arguments.value(baseline).map(Self.loadBaseline)
        options.settings.shard = try arguments.value(shard)
        options.settings.pictures = ReportDestination.pictures(for: outputs)
        let session = try ScanSession(settings: options.settings)
        let plan = try session.plan(targets, discovery: ImageDiscovery(snapshots: SimulatorFolders.discovery(arguments)))
        try ReportDestination.checkAnnotationTargets(arguments, inputs: targets, images: plan.selected)
        if !plan.found.isEmpty, plan.notIgnored.isEmpty, let file = options.configuration.file {
            throw ConfigurationError(file: file, message: "\"ignore\" leaves none of the \(plan.found.count) image\(plan.found.count == 1 ? "" : "s") found to scan")
        }
        if let shard = options.settings.shard, !plan.notIgnored.isEmpty, plan.selected.isEmpty, !options.quiet {
            console.note("shard \(shard) holds none of the \(plan.notIgnored.count) images; nothing to scan")
        }
        if !plan.skippedDownscaled.isEmpty, !options.quiet {
            let count = plan.skippedDownscaled.count
            console.note("left out \(count) downscaled snapshot cop\(count == 1 ? "y" : "ies") whose scene has a full-size snapshot, which is read instead (\(SimulatorFolders.includeDownscaled.flagName) reads them too)")
        }
        let explaining = ExplainOutput.handler(arguments, option: explain, paths: plan.selected, console: console)
        let annotating = ReportDestination.annotator(arguments, console: console)
        return try options.run(reports: outputs, arguments: arguments, console: console) { progress, cancellation in
            try session.scan(plan, progress: progress, cancellation: cancellation, explaining: explaining, annotating: annotating)
        } then: { report in
            if let file = arguments.value(writeBaseline) { try Baseline.record(report).write(to: file) }
        }
    }

    static func exitCode(for summary: ScanReport.Summary) -> ExitCode {
        if summary.failed > 0 { return .failed }
        if summary.errors > 0 { return .unreadable }
        return .passed
    }

    /// The baseline in `file`; a file that holds none is told how to write one.
    private static func loadBaseline(_ file: String) throws(Baseline.FileError) -> Baseline {
        do {
            return try Baseline.load(file: file)
        } catch {
            var error = error
            if error.isNotABaseline { error.reason += " (write one with '\(name) \(writeBaseline.flagName) FILE')" }
            throw error
        }
    }
}
