import Foundation
import SnapGuardCore

/// `snapguard compare`: pair mode. Compares each screen as the app showed it with the snapshot
/// iOS kept of it, and fails when the privacy cover did not come up.
enum CompareCommand: Command {
    static let name = "compare"
    static let abstract = "Check that the privacy cover came up: compare active screens with their snapshots."
    static let usage = "compare [OPTIONS] (--active FILE --snapshot FILE | FOLDER...)"
    static let discussion = """
        One pair: --active is the screen as the app showed it (a UI-test screenshot), --snapshot the
        App Switcher snapshot iOS kept of it (PNG, JPEG, a downscaled copy, or .ktx once decoded).
        A FOLDER pairs Name.active.EXT with Name.snapshot.EXT in it and below it; with neither, the
        "pairs" of .snapguard.json are compared. An active screen without a snapshot, or a snapshot
        without an active screen, is an error naming the file.

        A pair FAILS when the snapshot shows a finding, or (pairing a screen says it must be
        covered) when the snapshot looks like the active screen: globally, or in any one region
        of a 4x6 grid, after cropping the status bar (top 7%) and home indicator (bottom 5%) and a
        light blur, so a lightly blurred snapshot still matches. It PASSES for an overlay, a heavy
        blur or a splash screen. ERROR: a picture is unreadable, too small, or of another aspect
        ratio. Screens named in "noCover" of .snapguard.json (or pairs with "cover": false) need no
        cover and fail only on findings. Reports show the similarities, matched regions and
        thresholds; one screen per pair.
        """
    static let exitCodes = ExitCode.scanMeanings(ExitCode.allCases)
    static let active = OptionSpec.option("active", value: "FILE", help: "The screen as the app showed it.")
    static let snapshot = OptionSpec.option("snapshot", value: "FILE", help: "The App Switcher snapshot of the same screen.")
    static let regionThreshold = similarity(
        "region-threshold", help: "A region this similar (0-1) or more matches (default: \(figure(PairSettings().regionThreshold))).")
    static let globalThreshold = similarity(
        "global-threshold", help: "The whole screen this similar (0-1) or more matches (default: \(figure(PairSettings().globalThreshold))).")

    static let options: [OptionSpec] = [active, snapshot] + ReportDestination.optionSpecs + [
        CommonOptions.config, CommonOptions.noConfig, CommonOptions.strictConfig, regionThreshold.spec, globalThreshold.spec, CommonOptions.lang,
    ] + PatternSelection.options + [
        CommonOptions.disable,
        CommonOptions.allow.withHelp("Never report text that is this term or inside it."),
        CommonOptions.minSeverity.withHelp("Fail only on findings of this severity or higher (default: low).").spec,
        CommonOptions.maxPixels.spec, CommonOptions.reveal, CommonOptions.quiet,
    ]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let outputs = try ReportDestination.parse(formats: arguments.values(ReportDestination.format),
                                                  files: arguments.values(ReportDestination.output))
        var settings = PairSettings()
        settings.regionThreshold = try arguments.value(regionThreshold) ?? settings.regionThreshold
        settings.globalThreshold = try arguments.value(globalThreshold) ?? settings.globalThreshold
        try ReportDestination.checkAnnotationFolder(arguments)
        let configuration = try ScanCommand.configuration(arguments, console: console)
        var scanSettings = try ScanCommand.settings(arguments, configuration: configuration)
        scanSettings.jobs = 1
        let session = try ScanSession(settings: scanSettings)
        let pairs = try pairs(arguments, configuration: configuration)
        let pictures = pairs.flatMap { [$0.active, $0.snapshot] }
        try ReportDestination.checkAnnotationTargets(arguments, inputs: arguments.positionals + pictures, images: pictures)

        let reveal = arguments.flag(CommonOptions.reveal)
        if reveal { console.warning("\(CommonOptions.reveal.flagName) prints raw sensitive values; never use it in CI logs or shared reports") }
        let checker = PairChecker(settings: settings, session: session)
        let progress = ProgressLine(console: console, enabled: console.errorIsTerminal && !arguments.flag(CommonOptions.quiet))
        let cancellation = ScanCancellation()
        let signals = SignalWatch(cancellation: cancellation, console: console)
        defer { signals.stop() }
        var screens: [ScreenResult] = []
        for (index, pair) in pairs.enumerated() {
            // Ctrl-C or SIGTERM: the pair being checked finished; report what is done, marked partial.
            if cancellation.isCancelled { break }
            let coverRequired = pair.coverRequired
                && !configuration.noCover.contains { $0.matches(pair.name) || $0.matches(pair.active) || $0.matches(pair.snapshot) }
            screens.append(checker.check(active: URL(fileURLWithPath: pair.active), snapshot: URL(fileURLWithPath: pair.snapshot),
                                         coverRequired: coverRequired).screen)
            progress.update(done: index + 1, total: pairs.count)
        }
        progress.finish()
        // As for a scan: partial only when a pair was left unchecked.
        let interruption = cancellation.reason.flatMap { reason in
            screens.count < pairs.count ? ScanInterruption(reason: reason, screensNotScanned: pairs.count - screens.count) : nil
        }
        let report = ScanReport(screens: screens, rules: scanSettings.patterns.patterns.map(RuleDescription.init),
                                interruption: interruption, warnings: configuration.weakenings)
        try ReportDestination.writeAll(report, to: outputs, session: session, reveal: reveal,
                                       color: console.colorOutput && !arguments.flag(ReportDestination.noColor), console: console)
        ReportDestination.annotate(report, with: session, arguments: arguments, console: console)
        if let interruption {
            console.warning(interruption.summary)
            return signals.exitCode ?? .interrupted
        }
        return ScanCommand.exitCode(for: report.summary)
    }

    /// The pairs to compare: the one given with --active and --snapshot, those named in the
    /// folders given, or the configuration's.
    private static func pairs(_ arguments: ParsedArguments, configuration: GateConfiguration) throws -> [ScreenPair] {
        let activeFile = arguments.value(active), snapshotFile = arguments.value(snapshot)
        if activeFile != nil || snapshotFile != nil {
            guard let activeFile, let snapshotFile else {
                throw UsageError("\(active.flagName) and \(snapshot.flagName) go together: give both, or a folder of pairs")
            }
            guard arguments.positionals.isEmpty else {
                throw UsageError("give either \(active.flagName) and \(snapshot.flagName), or folders of pairs, not both")
            }
            return [ScreenPair(name: ScreenPair.name(ofActive: activeFile), active: activeFile, snapshot: snapshotFile)]
        }
        if !arguments.positionals.isEmpty {
            let paths = try ImageDiscovery().imagePaths(in: arguments.positionals)
            let pairs: [ScreenPair]
            do {
                pairs = try ScreenPair.byName(paths)
            } catch {
                throw UsageError(error.description)
            }
            guard !pairs.isEmpty else { throw UsageError(PairingError.noPairs(folders: arguments.positionals).description) }
            return pairs
        }
        guard !configuration.pairs.isEmpty else {
            throw UsageError("give \(active.flagName) FILE and \(snapshot.flagName) FILE, a folder of Name.active.png / Name.snapshot.png pairs, "
                + "or \"pairs\" in .snapguard.json")
        }
        return configuration.pairs
    }

    /// An SSIM threshold option: a number above 0 and at most 1.
    private static func similarity(_ name: String, help: String) -> ValueOption<Double> {
        ValueOption(.option(name, value: "SSIM", help: help)) { text throws(UsageError) in
            guard let value = Double(text), value > 0, value <= 1 else {
                throw UsageError("--\(name) needs a similarity above 0 and at most 1, e.g. 0.8, not '\(text)'")
            }
            return value
        }
    }

    private static func figure(_ value: Double) -> String { String(format: "%.2f", value) }
}
