import Foundation

/// The one way into SnapGuard from Swift: checks screens, scans folders and compares pairs (an
/// active screen and its App Switcher snapshot), with OCR engines it owns, and returns results
/// whose verdicts are final: the ones the command line prints.
///
/// ```swift
/// import SnapGuardCore
///
/// let session = try ScanSession(settings: .defaults())
/// let screen = session.check(URL(fileURLWithPath: "Attachments/Balance.png"))
/// if screen.verdict == .fail {
///     for finding in screen.failingFindings { print(finding.category, finding.masked) }  // masked: "•••• 1111"
/// }
///
/// let report = try session.scan(["Screenshots"]) { done, total in print("\(done)/\(total)") }
/// print(report.count(of: .fail), "of", report.screens.count, "screens leak")
/// ```
///
/// A session is safe to use from any thread or task. Each scan runs its screens on dedicated
/// worker threads, each with its own engine; single checks borrow an idle engine, so no two
/// threads ever share one. Nothing here throws for a bad image: it comes back as a screen with
/// verdict `.error`, which never counts as passing. The redacted pictures reports show are drawn
/// while each screen is read (`ScanSettings.thumbnailWidth`, `ScanSettings.keepsRedactedCopies`):
/// no image is read twice.
public final class ScanSession: Sendable {
    /// The settings the session was made with.
    public let settings: ScanSettings
    private let analyser: ScreenAnalyser
    private let recognisers: RecogniserFactory
    private let idle = IdleRecognisers()

    /// A session that reads with Tesseract. Throws when a language of `settings.languages` is
    /// not installed, naming the package that provides it.
    public convenience init(settings: ScanSettings) throws(OCRError) {
        _ = try TessdataLocator().folder(for: settings.languages)
        self.init(settings: settings, recognisers: .tesseract(languages: settings.languages))
    }

    /// A session that reads with recognisers of your own: `makingRecognisers` is called once for
    /// each worker thread (and for single checks), and a recogniser is used by one thread at a
    /// time. `ScriptedRecogniser` is the stand-in for tests of your own gate logic.
    public convenience init(settings: ScanSettings,
                            makingRecognisers: @escaping @Sendable () throws -> any TextRecogniser) {
        self.init(settings: settings, recognisers: RecogniserFactory(makingRecognisers))
    }

    /// A session that reads with recognisers from `recognisers`.
    package init(settings: ScanSettings, recognisers: RecogniserFactory) {
        self.settings = settings
        self.recognisers = recognisers
        analyser = ScreenAnalyser(reader: ImageReader(limits: settings.limits), pipeline: settings.pipeline,
                                  matcher: PatternMatcher(library: settings.patterns, options: settings.matchOptions),
                                  policy: settings.policy, timeBudget: settings.timeBudget, pictures: settings.pictures)
    }

    // MARK: One screen

    /// Checks the image file at `file`; the screen is named by its path. The result carries the
    /// redacted pictures the settings ask for (`thumbnailWidth`, `keepsRedactedCopies`; here and in
    /// the other `check` methods).
    public func check(_ file: URL) -> ScreenResult {
        withRecogniser(named: file.path) { analyser.analyze(path: file.path, recogniser: $0) }
    }

    /// Checks encoded image bytes (PNG, JPEG, `.ktx`, …); `name` names the screen in the result.
    /// Bytes that never had a file get their pictures too: `screen.redactedCopy` is the
    /// failing screen blacked out, to attach to a test report.
    public func check(imageData: Data, named name: String) -> ScreenResult {
        withRecogniser(named: name) { analyser.analyze(data: imageData, path: name, recogniser: $0) }
    }

    /// The judged result for a decoded picture, with no pictures drawn (pair mode draws its own).
    func read(_ image: ColourImage, named name: String) -> ScreenResult {
        withRecogniser(named: name) { analyser.read(path: name, recogniser: $0, recorder: nil, keepingImage: false) { image }.result }
    }

    /// Checks the image file at `file` and explains how it was read: the image each stage
    /// produced, the lines each read returned and the patterns that came close. The explanation
    /// holds raw OCR text; `ExplanationWriter` writes it as files.
    package func explain(_ file: URL) -> (screen: ScreenResult, explanation: ScanExplanation) {
        let recorder = ExplanationRecorder()
        let screen = withRecogniser(named: file.path) { analyser.analyze(path: file.path, recogniser: $0, recorder: recorder) }
        return (screen, recorder.explanation)
    }

    // MARK: Many screens

    /// The images a scan of `paths` (files and folders) covers under the session's ignore globs
    /// and shard (see `ScanPlan`).
    package func plan(_ paths: [String], discovery: ImageDiscovery = ImageDiscovery()) throws(DiscoveryError) -> ScanPlan {
        try ScanPlan(paths, ignore: settings.ignore, shard: settings.shard, discovery: discovery)
    }

    /// Scans the selected images of `plan` and returns the report. `progress` is called after
    /// each screen, from a worker thread. Throws only when no OCR engine can be started.
    ///
    /// Cancelling `cancellation` (from any thread) stops the scan after the screens being read:
    /// the report then holds the finished screens and a `ScanInterruption` saying it is partial.
    ///
    /// With `explaining`, every screen is also explained (as `explain(_:)` does) and handed to
    /// it, from a worker thread, as soon as it is read; the report is the same either way.
    ///
    /// With `annotating`, every failing screen is drawn at full size, redacted, and handed to it
    /// (`pictures.redactedCopy`, or `pictures.problem` when it could not be drawn), from a worker
    /// thread, as soon as it is judged: a caller that writes the copies (`AnnotationWriter`) holds
    /// none of them for long. The report keeps them only when `settings.pictures.redactedCopies`.
    package func scan(_ plan: ScanPlan, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
                     cancellation: ScanCancellation? = nil,
                     explaining: (@Sendable (ScreenResult, ScanExplanation) -> Void)? = nil,
                     annotating: (@Sendable (ScreenResult) -> Void)? = nil) throws -> ScanReport {
        let analyser = self.analyser, paths = plan.selected, problems = plan.problems, keep = settings.pictures.redactedCopies
        let screens = try workers.run(count: paths.count, progress: progress, cancellation: cancellation) { index, recogniser in
            let path = paths[index]
            let recorder = explaining.map { _ in ExplanationRecorder() }
            let screen = problems[path].map { ScreenResult.unreadable(path: path, reason: ImageError.unreadableFile(reason: $0).description) }
                ?? analyser.analyze(path: path, recogniser: recogniser, recorder: recorder, fullSizeCopy: annotating != nil)
            if let explaining, let recorder { explaining(screen, recorder.explanation) }
            return Self.handOver(screen, to: annotating, keepingCopy: keep)
        }
        return report(screens, of: paths.count, cancellation: cancellation)
    }

    /// Finds the images below `paths` (files, or folders searched recursively) and scans them,
    /// calling `progress` as each screen is done, from a worker thread. Throws when a path cannot
    /// be listed. Cancelling `cancellation` (from any thread) stops the scan after the screens
    /// being read; the report then holds those and says so (`ScanReport.isPartial`).
    public func scan(_ paths: [String], progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
                     cancellation: ScanCancellation? = nil) throws -> ScanReport {
        try scan(plan(paths), progress: progress, cancellation: cancellation)
    }

    // MARK: Pairs

    /// Compares each pair's active screen with its snapshot (`PairChecker` with `pairSettings`:
    /// thresholds, `noCover`) on the session's worker threads, as a scan reads screens, and
    /// returns the report: one screen per pair, the snapshot with the pair's verdict and evidence,
    /// in the order of `pairs`. `progress`, `cancellation` and `annotating` work as for `scan`.
    package func compare(_ pairs: [ScreenPair], settings pairSettings: PairSettings = PairSettings(),
                        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
                        cancellation: ScanCancellation? = nil,
                        annotating: (@Sendable (ScreenResult) -> Void)? = nil) throws -> ScanReport {
        let checker = PairChecker(settings: pairSettings, session: self)
        let analyser = self.analyser, keep = settings.pictures.redactedCopies
        let screens = try workers.run(count: pairs.count, progress: progress, cancellation: cancellation) { index, recogniser in
            let result = checker.check(pairs[index], fullSizeCopy: annotating != nil) { image, name in
                analyser.read(path: name, recogniser: recogniser, recorder: nil, keepingImage: false) { image }.result
            }
            return Self.handOver(result.screen, to: annotating, keepingCopy: keep)
        }
        return report(screens, of: pairs.count, cancellation: cancellation)
    }

    // MARK: Pictures for people

    /// Writes the full-size redacted copy of every failing screen of `report` below `folder` (see
    /// `AnnotationWriter`): the copies the screens keep (`ScanSettings.keepsRedactedCopies`), so no
    /// image is read again. A failing screen without one is a problem naming it.
    public func annotate(_ report: ScanReport, into folder: URL) -> (written: [URL], problems: [String]) {
        AnnotationWriter(folder: folder).write(report)
    }

    /// The session's worker threads, one recogniser each.
    private var workers: Scanner { Scanner(recognisers: recognisers, jobs: settings.jobs) }

    /// A report of the `screens` that finished out of `total`, partial when `cancellation` stopped it early.
    private func report(_ screens: [ScreenResult], of total: Int, cancellation: ScanCancellation?) -> ScanReport {
        let interruption = cancellation?.reason.flatMap { reason in
            screens.count < total ? ScanInterruption(reason: reason, screensNotScanned: total - screens.count) : nil
        }
        return ScanReport(screens: screens, rules: settings.patterns.patterns.map(RuleDescription.init), interruption: interruption,
                          shard: settings.shard)
    }

    /// Hands a failing screen to `annotating`, then lets its full-size copy go unless `keepingCopy`.
    private static func handOver(_ screen: ScreenResult, to annotating: (@Sendable (ScreenResult) -> Void)?,
                                 keepingCopy: Bool) -> ScreenResult {
        guard let annotating, screen.verdict == .fail else { return screen }
        annotating(screen)
        var kept = screen
        if !keepingCopy { kept.pictures.redactedCopy = nil }
        return kept
    }

    /// Runs `body` with an idle recogniser, made on first need; an engine that cannot start
    /// makes the screen unreadable.
    private func withRecogniser(named name: String, _ body: (any TextRecogniser) -> ScreenResult) -> ScreenResult {
        let recogniser: any TextRecogniser
        do {
            recogniser = try idle.take() ?? recognisers.make()
        } catch {
            return .unreadable(path: name, reason: "\(error)")
        }
        defer { idle.put(recogniser) }
        return body(recogniser)
    }
}
