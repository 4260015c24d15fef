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
        "region-threshold", help: "A region this similar (0-1) or more matches (default: \(PairSimilarity.figure(PairSettings().regionThreshold))).")
    static let globalThreshold = similarity(
        "global-threshold", help: "The whole screen this similar (0-1) or more matches (default: \(PairSimilarity.figure(PairSettings().globalThreshold))).")

    static let options: [OptionSpec] = [active, snapshot] + ReportDestination.optionSpecs + [regionThreshold.spec, globalThreshold.spec]
        + SessionOptions.specs(withHelp: [
            CommonOptions.allow.withHelp("Never report text that is this term or inside it."),
            CommonOptions.minSeverity.spec.withHelp("Fail only on findings of this severity or higher (default: low)."),
            CommonOptions.jobs.spec.withHelp("Pairs compared in parallel, one OCR engine each (default: the core count)."),
        ])

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let outputs = try ReportDestination.parse(formats: arguments.values(ReportDestination.format),
                                                  files: arguments.values(ReportDestination.output))
        var settings = PairSettings()
        settings.regionThreshold = try arguments.value(regionThreshold) ?? settings.regionThreshold
        settings.globalThreshold = try arguments.value(globalThreshold) ?? settings.globalThreshold
        try ReportDestination.checkAnnotationFolder(arguments)
        var options = try SessionOptions(arguments, console: console)
        settings.noCover = options.configuration.noCover
        options.settings.pictures = ReportDestination.pictures(for: outputs)
        let session = try ScanSession(settings: options.settings)
        let pairs = try pairs(arguments, configuration: options.configuration)
        let pictures = pairs.flatMap { [$0.active, $0.snapshot] }
        try ReportDestination.checkAnnotationTargets(arguments, inputs: arguments.positionals + pictures, images: pictures)
        let annotating = ReportDestination.annotator(arguments, console: console)
        return try options.run(reports: outputs, arguments: arguments, console: console) { progress, cancellation in
            try session.compare(pairs, settings: settings, progress: progress, cancellation: cancellation, annotating: annotating)
        }
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
}
