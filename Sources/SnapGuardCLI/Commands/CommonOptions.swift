import Foundation
import SnapGuardCore

/// The options several commands share, each declared once. A command lists the ones it accepts
/// (with its own help where it means a little more or less, `withHelp`) and reads them through
/// these constants. The report options are `ReportDestination`'s, the pattern pack options
/// `PatternSelection`'s, and the simulator options `SimulatorFolders`'.
enum CommonOptions {
    static let config = OptionSpec.option("config", value: "FILE",
                                          help: "Read settings from FILE instead of the nearest .snapguard.json.")
    static let noConfig = OptionSpec.flag("no-config", help: "Ignore any .snapguard.json.")
    static let strictConfig = OptionSpec.flag(
        "strict-config",
        help: "Refuse a configuration file that weakens the gate (categories off, a higher minimum severity, waiving screen rules, ignored images, noCover).")
    static let jobs = ValueOption.integer(
        "jobs", short: "j", value: "N", in: 1...256,
        help: "Screens scanned in parallel, one OCR engine each (default: \(ProcessInfo.processInfo.activeProcessorCount), the core count).")
    static let lang = OptionSpec.option("lang", value: "LANGS",
                                        help: "Tesseract languages joined by '+', e.g. eng+vie (default: eng).")
    static let disable = OptionSpec.option("disable", value: "CATEGORY", repeatable: true,
                                           help: "Do not look for a category, e.g. --disable phone.")
    static let allow = OptionSpec.option("allow", value: "TERM", repeatable: true,
                                         help: "Never report text that is this term or inside it, e.g. your app's name.")
    static let minSeverity: ValueOption<Severity> = {
        let spec = OptionSpec.option("min-severity", value: "LEVEL",
                                     help: "Fail only on findings of this severity or higher: low, medium, high, critical (default: low).")
        return ValueOption(spec) { text throws(UsageError) in
            guard let severity = Severity(rawValue: text.lowercased()) else {
                throw UsageError("\(spec.flagName) must be one of \(Severity.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
            }
            return severity
        }
    }()
    static let maxPixels = ValueOption.integer("max-pixels", value: "N", in: 1...Int(Int32.max),
                                               help: "Refuse images larger than N pixels (default: \(ImageLimits.defaultMaxPixels)).")
    static let reveal = OptionSpec.flag("reveal", help: "Show raw matched values instead of masked ones. For local debugging only.")
    static let quiet = OptionSpec.flag("quiet", short: "q", help: "Print nothing on standard error but errors.")

    /// An image error as the command line says it: the library's words, and for an image over
    /// the pixel limit the option that raises it.
    static func describe(_ error: ImageError) -> String {
        if case .tooLarge = error { return "\(error); \(maxPixels.spec.flagName) raises the limit" }
        return error.description
    }
}

/// The options `scan` and `compare` share, declared once and read once, as swift-argument-parser's
/// `OptionGroup` is: the configuration file (found or given) with the options added, the pattern
/// packs it names, and the session settings made from them. Each command lists `specs` among its
/// options and makes one of these; nothing loads the configuration a second time.
struct SessionOptions {
    static let maxFileSize = ValueOption.integer("max-file-size", value: "MB", in: 1...4096,
                                                 help: "Refuse image files larger than MB mebibytes (default: \(ImageLimits.defaultMaxFileBytes >> 20)).")
    static let timeLimit = ValueOption.integer(
        "time-limit", value: "SECONDS", in: 0...86_400,
        help: "Give up on a screen after SECONDS (decoding to verdict) and report it unreadable; 0 for no limit (default: \(ScanSettings.defaultTimeBudget.components.seconds)).")

    /// The shared options, in the order `--help` lists them.
    static let specs: [OptionSpec] = [CommonOptions.config, CommonOptions.noConfig, CommonOptions.strictConfig, CommonOptions.jobs.spec, CommonOptions.lang]
        + PatternSelection.options + [
            CommonOptions.disable, CommonOptions.allow, CommonOptions.minSeverity.spec, CommonOptions.maxPixels.spec,
            maxFileSize.spec, timeLimit.spec, CommonOptions.reveal, CommonOptions.quiet,
        ]

    /// `specs`, each of `overrides` in the place of the option of its name (a command where it
    /// means a little more or less).
    static func specs(withHelp overrides: [OptionSpec]) -> [OptionSpec] {
        specs.map { spec in overrides.first { $0.name == spec.name } ?? spec }
    }

    /// The configuration file with the command-line options added.
    let configuration: GateConfiguration
    /// What the session is made with; a command adds what only it knows (a baseline, pictures).
    var settings: ScanSettings
    /// `--reveal`: reports show raw values.
    let reveal: Bool
    /// `--quiet`: nothing on standard error but errors (no progress line).
    let quiet: Bool

    /// Reads the shared options of `arguments`: the configuration once, the packs once.
    init(_ arguments: ParsedArguments, console: Console) throws {
        configuration = try Self.configuration(arguments, console: console)
        let library = try PatternSelection.load(folders: configuration.patternFolders.map(\.path),
                                                includingDefaults: !arguments.flag(PatternSelection.noDefaultPatterns))
        try Self.checkCategories(arguments, configuration: configuration, library: library)
        settings = ScanSettings(
            patterns: library, matchOptions: configuration.matchOptions, languages: arguments.value(CommonOptions.lang) ?? "eng",
            limits: ImageLimits(maxPixels: try arguments.value(CommonOptions.maxPixels) ?? ImageLimits.defaultMaxPixels,
                                maxFileBytes: try arguments.value(Self.maxFileSize).map { $0 << 20 } ?? ImageLimits.defaultMaxFileBytes),
            policy: configuration.policy, ignore: configuration.ignore,
            jobs: try arguments.value(CommonOptions.jobs) ?? ProcessInfo.processInfo.activeProcessorCount,
            timeBudget: try arguments.value(Self.timeLimit).map { $0 == 0 ? nil : .seconds($0) } ?? ScanSettings.defaultTimeBudget,
            pipeline: .standard)
        reveal = arguments.flag(CommonOptions.reveal)
        quiet = arguments.flag(CommonOptions.quiet)
    }

    /// What a command says on standard error as it starts reading, once every option is checked:
    /// the warning `--reveal` earns. Returns the progress line to show (on a terminal, without `--quiet`).
    func start(console: Console) -> ProgressLine {
        if reveal { console.warning("\(CommonOptions.reveal.flagName) prints raw sensitive values; never use it in CI logs or shared reports") }
        return ProgressLine(console: console, enabled: console.errorIsTerminal && !quiet)
    }

    /// Runs `job` (a scan or a comparison, handed the progress line's update and the cancellation)
    /// with the first Ctrl-C or SIGTERM turned into a cancellation, then `finish` (e.g. a baseline
    /// written), then writes the reports. Returns the exit code: 130 or 143 when a signal left
    /// the report partial, otherwise that of the verdicts.
    func run(reports outputs: [ReportDestination], arguments: ParsedArguments, console: Console,
             _ job: (_ progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void, _ cancellation: ScanCancellation) throws -> ScanReport,
             then finish: (ScanReport) throws -> Void = { _ in }) throws -> ExitCode {
        let progress = start(console: console)
        let cancellation = ScanCancellation()
        let signals = SignalWatch(cancellation: cancellation, console: console)
        defer { signals.stop() }
        var report = try job(progress.update, cancellation)
        report.warnings = configuration.weakenings
        progress.finish()
        try finish(report)
        try ReportDestination.writeAll(report, to: outputs, reveal: reveal,
                                       colour: console.colourOutput && !arguments.flag(ReportDestination.noColour), console: console)
        let overLimit = report.screens.count(where: \.isOverPixelLimit)
        if overLimit > 0, !quiet {
            console.note("\(overLimit) screen\(overLimit == 1 ? " was" : "s were") not read: over the pixel limit; "
                         + "\(CommonOptions.maxPixels.spec.flagName) raises it")
        }
        if let interruption = report.interruption {
            console.warning(interruption.summary)
            return signals.exitCode ?? .interrupted
        }
        return ScanCommand.exitCode(for: report.summary)
    }

    /// The configuration file (found or given) with the command-line options added. Whatever in
    /// the file weakens the gate (`GateConfiguration.weakenings`) is warned about on standard error,
    /// even with --quiet, and kept in `weakenings` for the reports; with --strict-config it is a
    /// configuration error.
    private static func configuration(_ arguments: ParsedArguments, console: Console) throws -> GateConfiguration {
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
            let builtIn = Set(try PatternLibrary.defaults().patterns.map(\.category))
            var file = configuration
            // A minimum severity given on the command line replaces the file's.
            if arguments.value(CommonOptions.minSeverity.spec) != nil { file.minimumSeverity = nil }
            configuration.weakenings = file.weakenings(shownAs: shown, builtInCategories: builtIn)
            if arguments.flag(CommonOptions.strictConfig), !configuration.weakenings.isEmpty {
                throw ConfigurationError(file: shown, message: "\(CommonOptions.strictConfig.flagName) refuses a configuration that weakens the gate: "
                                             + configuration.weakenings.map { String($0.dropFirst(shown.count + 2)) }.joined(separator: "; "))
            }
            for weakening in configuration.weakenings { console.warning(weakening) }
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
    private static func checkCategories(_ arguments: ParsedArguments, configuration: GateConfiguration,
                                        library: PatternLibrary) throws {
        let known = Set(library.patterns.map(\.category))
        for name in arguments.values(CommonOptions.disable) where !known.contains(Category(name)) {
            throw UsageError("\(CommonOptions.disable.flagName): " + GateConfiguration.unknownCategoryMessage(name, known: known))
        }
        try configuration.checkCategories(known: known)
    }
}
