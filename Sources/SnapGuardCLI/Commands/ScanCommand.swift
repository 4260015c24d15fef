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
    static let maxFileSize = ValueOption.integer("max-file-size", value: "MB", in: 1...4096,
                                                 help: "Refuse image files larger than MB mebibytes (default: \(ImageLimits.defaultMaxFileBytes >> 20)).")
    static let timeLimit = ValueOption.integer(
        "time-limit", value: "SECONDS", in: 0...86_400,
        help: "Give up on a screen after SECONDS (decoding to verdict) and report it unreadable; 0 for no limit (default: \(ScanSettings.defaultTimeBudget.components.seconds)).")
    static let explain = OptionSpec.option(
        "explain", value: "DIR",
        help: "Also write each screen's stage images, raw OCR lines and near misses below DIR (needs \(CommonOptions.reveal.flagName)).")

    static let options: [OptionSpec] = ReportDestination.optionSpecs + [
        CommonOptions.config, CommonOptions.noConfig, baseline, writeBaseline, shard.spec, CommonOptions.jobs.spec, CommonOptions.lang,
    ] + PatternSelection.options + [
        CommonOptions.disable, CommonOptions.allow, CommonOptions.minSeverity.spec, CommonOptions.maxPixels.spec,
        maxFileSize.spec, timeLimit.spec, CommonOptions.reveal, explain, CommonOptions.quiet,
    ] + SimulatorFolders.options

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let targets = arguments.positionals + (try SimulatorFolders.folders(for: arguments.values(SimulatorFolders.simulator)))
        guard !targets.isEmpty else { throw UsageError("give at least one image file or folder to scan") }
        let outputs = try ReportDestination.parse(formats: arguments.values(ReportDestination.format),
                                                  files: arguments.values(ReportDestination.output))
        if let file = arguments.value(writeBaseline) { try ReportDestination.checkWritable(file) }
        try ReportDestination.checkAnnotationFolder(arguments)
        try ExplainOutput.check(arguments, option: explain)
        let (settings, configurationFile) = try self.settings(arguments, console: console)
        let session = try ScanSession(settings: settings)
        let plan = try session.plan(targets, discovery: ImageDiscovery(snapshots: SimulatorFolders.discovery(arguments)))
        if !plan.found.isEmpty, plan.notIgnored.isEmpty, let file = configurationFile {
            throw ConfigurationError(file: file, message: "\"ignore\" leaves none of the \(plan.found.count) image\(plan.found.count == 1 ? "" : "s") found to scan")
        }
        if let shard = settings.shard, !plan.notIgnored.isEmpty, plan.selected.isEmpty, !arguments.flag(CommonOptions.quiet) {
            console.note("shard \(shard) holds none of the \(plan.notIgnored.count) images; nothing to scan")
        }
        if !plan.skippedDownscaled.isEmpty, !arguments.flag(CommonOptions.quiet) {
            let count = plan.skippedDownscaled.count
            console.note("left out \(count) downscaled snapshot cop\(count == 1 ? "y" : "ies") whose scene has a full-size snapshot, which is read instead (\(SimulatorFolders.includeDownscaled.flagName) reads them too)")
        }

        let reveal = arguments.flag(CommonOptions.reveal)
        if reveal { console.warning("\(CommonOptions.reveal.flagName) prints raw sensitive values; never use it in CI logs or shared reports") }
        let progress = ProgressLine(console: console, enabled: console.errorIsTerminal && !arguments.flag(CommonOptions.quiet))
        let cancellation = ScanCancellation()
        let signals = SignalWatch(cancellation: cancellation, console: console)
        defer { signals.stop() }
        let report = try session.scan(plan, progress: progress.update, cancellation: cancellation,
                                      explaining: ExplainOutput.handler(arguments, option: explain, paths: plan.selected, console: console))
        progress.finish()

        if let file = arguments.value(writeBaseline) { try Baseline.record(report).write(to: file) }
        try ReportDestination.writeAll(report, to: outputs, session: session, reveal: reveal,
                                       color: console.colorOutput && !arguments.flag(ReportDestination.noColor), console: console)
        ReportDestination.annotate(report, with: session, arguments: arguments, console: console)
        if let interruption = report.interruption {
            console.warning(interruption.summary)
            return signals.exitCode ?? .interrupted
        }
        return exitCode(for: report.summary)
    }

    /// The session's settings: the configuration file (found or given) with the command-line
    /// options added; and the configuration file's name as shown to the user.
    static func settings(_ arguments: ParsedArguments, console: Console) throws -> (ScanSettings, String?) {
        let languages = arguments.value(CommonOptions.lang) ?? "eng"
        let configuration = try self.configuration(arguments, console: console)
        let library = try PatternLibrary.load(folders: configuration.patternFolders,
                                              includingDefaults: !arguments.flag(PatternSelection.noDefaultPatterns))
        try checkCategories(arguments, configuration: configuration, library: library)
        var policy = configuration.policy
        policy.baseline = try arguments.value(baseline).map(Baseline.load)
        let settings = ScanSettings(
            patterns: library, matchOptions: configuration.matchOptions, languages: languages,
            limits: ImageLimits(maxPixels: try arguments.value(CommonOptions.maxPixels) ?? ImageLimits.defaultMaxPixels,
                                maxFileBytes: try arguments.value(maxFileSize).map { $0 << 20 } ?? ImageLimits.defaultMaxFileBytes),
            policy: policy, ignore: configuration.ignore, shard: try arguments.value(shard),
            jobs: try arguments.value(CommonOptions.jobs) ?? ProcessInfo.processInfo.activeProcessorCount,
            timeBudget: try arguments.value(timeLimit).map { $0 == 0 ? nil : .seconds($0) }
                ?? ScanSettings.defaultTimeBudget)
        return (settings, configuration.file)
    }

    /// The configuration file (found or given) with the command-line options added.
    static func configuration(_ arguments: ParsedArguments, console: Console) throws -> GateConfiguration {
        var configuration = GateConfiguration()
        let file = arguments.value(CommonOptions.config)
            ?? (arguments.flag(CommonOptions.noConfig) ? nil : GateConfiguration.find(from: console.currentDirectory))
        if let file {
            // A file found upwards is named relative to the working directory when below it.
            let shown = arguments.value(CommonOptions.config) == nil ? relativeIfBelow(file, console.currentDirectory) : file
            do {
                configuration = try GateConfiguration.load(file: file)
            } catch {
                throw ConfigurationError(file: shown, line: error.line, column: error.column, message: error.message)
            }
            configuration.file = shown
        }
        configuration.patternFolders += arguments.values(PatternSelection.patterns).map { URL(fileURLWithPath: $0) }
        configuration.disabledCategories.formUnion(arguments.values(CommonOptions.disable).map { Category($0) })
        configuration.allowedTerms += arguments.values(CommonOptions.allow)
        if let level = try arguments.value(CommonOptions.minSeverity) { configuration.minimumSeverity = level }
        return configuration
    }

    /// `path` relative to `directory` when it is below it ("/repo/.snapguard.json" → ".snapguard.json").
    static func relativeIfBelow(_ path: String, _ directory: String) -> String {
        let folder = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL.path
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Every category named (`--disable`, the configuration's "disable" and screen rules' "allow")
    /// must be one the loaded patterns have: a typo would otherwise switch nothing off.
    static func checkCategories(_ arguments: ParsedArguments, configuration: GateConfiguration,
                                        library: PatternLibrary) throws {
        let known = Set(library.patterns.map(\.category))
        for name in arguments.values(CommonOptions.disable) where !known.contains(Category(name)) {
            throw UsageError("\(CommonOptions.disable.flagName): " + GateConfiguration.unknownCategoryMessage(name, known: known))
        }
        try configuration.checkCategories(known: known)
    }

    static func exitCode(for summary: ScanReport.Summary) -> ExitCode {
        if summary.failed > 0 { return .failed }
        if summary.errors > 0 { return .unreadable }
        return .passed
    }
}
