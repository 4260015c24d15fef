import Foundation

/// The one way into SnapGuard from Swift: checks screens and scans folders, with OCR engines it
/// owns, and returns results whose verdicts are final.
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
/// print(report.summary.failed, "of", report.summary.screens, "screens leak")
/// ```
///
/// A session is safe to use from any thread or task. Each scan runs its screens on dedicated
/// worker threads, each with its own engine; single checks borrow an idle engine, so no two
/// threads ever share one. Nothing here throws for a bad image: it comes back as a screen with
/// verdict `.error`, which never counts as passing.
public final class ScanSession: Sendable {
    /// The settings the session was made with.
    public let settings: ScanSettings
    private let analyzer: ScreenAnalyzer
    private let recognizers: RecognizerFactory
    private let idle = IdleRecognizers()

    /// A session that reads with Tesseract. Throws when a language of `settings.languages` is
    /// not installed, naming the package that provides it.
    public convenience init(settings: ScanSettings) throws(OCRError) {
        _ = try TessdataLocator().folder(for: settings.languages)
        self.init(settings: settings, recognizers: .tesseract(languages: settings.languages))
    }

    /// A session that reads with recognisers from `recognizers`, e.g. a stand-in in tests.
    public init(settings: ScanSettings, recognizers: RecognizerFactory) {
        self.settings = settings
        self.recognizers = recognizers
        analyzer = ScreenAnalyzer(reader: ImageReader(limits: settings.limits), pipeline: settings.pipeline,
                                  matcher: PatternMatcher(library: settings.patterns, options: settings.matchOptions),
                                  policy: settings.policy, timeBudget: settings.timeBudget)
    }

    // MARK: One screen

    /// Checks the image file at `file`; the screen is named by its path.
    public func check(_ file: URL) -> ScreenResult {
        withRecognizer(named: file.path) { analyzer.analyze(path: file.path, recognizer: $0) }
    }

    /// Checks encoded image bytes (PNG, JPEG, `.ktx`, …); `name` names the screen in the result.
    public func check(imageData: Data, named name: String) -> ScreenResult {
        withRecognizer(named: name) { analyzer.analyze(data: imageData, path: name, recognizer: $0) }
    }

    /// Checks a decoded picture; `name` names the screen in the result.
    public func check(_ image: ColorImage, named name: String) -> ScreenResult {
        withRecognizer(named: name) { analyzer.analyze(image, path: name, recognizer: $0) }
    }

    /// Checks the image file at `file` and explains how it was read: the image each stage
    /// produced, the lines each read returned and the patterns that came close. The explanation
    /// holds raw OCR text; `ExplanationWriter` writes it as files.
    public func explain(_ file: URL) -> (screen: ScreenResult, explanation: ScanExplanation) {
        let recorder = ExplanationRecorder()
        let screen = withRecognizer(named: file.path) { analyzer.analyze(path: file.path, recognizer: $0, recorder: recorder) }
        return (screen, recorder.explanation)
    }

    // MARK: Many screens

    /// The images a scan of `paths` (files and folders) covers: found (by `discovery`, which also
    /// finds snapshot trees in app containers and simulator folders), not ignored, in this shard,
    /// with the reason the walk saw for each that will not read as an image.
    public func plan(_ paths: [String], discovery: ImageDiscovery = ImageDiscovery()) throws(DiscoveryError) -> ScanPlan {
        let discovered = try discovery.discover(paths)
        let found = discovered.paths
        let kept = found.filter { path in !settings.ignore.contains { $0.matches(path) } }
        let selected = kept.filter { settings.shard?.contains($0) ?? true }
        let scanned = Set(selected)
        return ScanPlan(found: found, notIgnored: kept, selected: selected,
                        problems: discovered.problems.filter { scanned.contains($0.key) },
                        skippedDownscaled: discovered.skippedDownscaled)
    }

    /// Scans the selected images of `plan` and returns the report. `progress` is called after
    /// each screen, from a worker thread. Throws only when no OCR engine can be started.
    ///
    /// Cancelling `cancellation` (from any thread) stops the scan after the screens being read:
    /// the report then holds the finished screens and a `ScanInterruption` saying it is partial.
    ///
    /// With `explaining`, every screen is also explained (as `explain(_:)` does) and handed to
    /// it, from a worker thread, as soon as it is read; the report is the same either way.
    public func scan(_ plan: ScanPlan, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
                     cancellation: ScanCancellation? = nil,
                     explaining: (@Sendable (ScreenResult, ScanExplanation) -> Void)? = nil) throws -> ScanReport {
        let scanner = Scanner(analyzer: analyzer, recognizers: recognizers, jobs: settings.jobs)
        let screens = plan.selected.isEmpty ? []
            : try scanner.scan(plan.selected, problems: plan.problems, progress: progress, cancellation: cancellation,
                               explaining: explaining)
        let interruption = cancellation?.reason.flatMap { reason in
            screens.count < plan.selected.count
                ? ScanInterruption(reason: reason, screensNotScanned: plan.selected.count - screens.count) : nil
        }
        return ScanReport(screens: screens, rules: settings.patterns.patterns.map(RuleDescription.init), interruption: interruption)
    }

    /// Finds the images below `paths` and scans them.
    public func scan(_ paths: [String], progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
                     cancellation: ScanCancellation? = nil,
                     explaining: (@Sendable (ScreenResult, ScanExplanation) -> Void)? = nil) throws -> ScanReport {
        try scan(plan(paths), progress: progress, cancellation: cancellation, explaining: explaining)
    }

    // MARK: Pictures for people

    /// The screen's image with every finding blacked out and boxed, as PNG, scaled down to
    /// `maxWidth` when it is wider. The image is read again, in any format a scan reads.
    public func redactedPNG(of screen: ScreenResult, maxWidth: Int? = nil) throws(RedactionError) -> Data {
        let image: ColorImage
        do {
            image = try analyzer.reader.read(contentsOf: URL(fileURLWithPath: screen.path))
        } catch {
            throw .unreadable(screen.path)
        }
        return try ScreenRedactor().redactedPNG(of: screen, image: image, maxWidth: maxWidth)
    }

    /// Redacted thumbnails of every readable screen of `report`, by path, for reports that show
    /// pictures (`ReportOptions.thumbnails`). Screens that cannot be drawn are left out.
    public func thumbnails(for report: ScanReport, width: Int = HTMLReporter.thumbnailWidth) -> [String: Data] {
        var thumbnails: [String: Data] = [:]
        for screen in report.screens {
            if screen.verdict != .error { thumbnails[screen.path] = try? redactedPNG(of: screen, maxWidth: width) }
            // Pair mode shows the active screen beside its snapshot.
            if let active = screen.pair?.activeScreen, active.width > 0 {
                thumbnails[active.path] = try? redactedPNG(of: active, maxWidth: width)
            }
        }
        return thumbnails
    }

    /// Writes every failing screen, redacted, as a PNG below `folder` (see `AnnotationWriter`).
    public func annotate(_ report: ScanReport, into folder: URL) -> (written: [URL], problems: [String]) {
        AnnotationWriter(folder: folder).write(report) { screen throws(RedactionError) in try redactedPNG(of: screen) }
    }

    /// Runs `body` with an idle recogniser, made on first need; an engine that cannot start
    /// makes the screen unreadable.
    private func withRecognizer(named name: String, _ body: (any TextRecognizer) -> ScreenResult) -> ScreenResult {
        let recognizer: any TextRecognizer
        do {
            recognizer = try idle.take() ?? recognizers.make()
        } catch {
            return .unreadable(path: name, reason: "\(error)")
        }
        defer { idle.put(recognizer) }
        return body(recognizer)
    }
}

/// The images a scan covers, and the ones it left out and why.
public struct ScanPlan: Hashable, Sendable {
    /// Every image found below the paths given.
    public var found: [String]
    /// Those no ignore glob matches.
    public var notIgnored: [String]
    /// Those in this run's shard: the ones scanned.
    public var selected: [String]
    /// The selected paths that the folder walk saw will not read as images (a dangling link, a
    /// FIFO, a folder named like an image, a subfolder that cannot be listed, …), with the reason.
    /// Each is reported as an `error` screen with that reason, and is never opened.
    public var problems: [String: String]
    /// Snapshots' `downscaled/` copies the search left out, because their scene has a full-size
    /// snapshot that is scanned (`SnapshotDiscovery.includeDownscaled` scans them too).
    public var skippedDownscaled: [String]

    /// A plan that scans exactly `paths`, in order, as files (no folder search, ignore or shard).
    public init(paths: [String]) {
        self.init(found: paths, notIgnored: paths, selected: paths, problems: [:])
    }

    init(found: [String], notIgnored: [String], selected: [String], problems: [String: String], skippedDownscaled: [String] = []) {
        self.found = found
        self.notIgnored = notIgnored
        self.selected = selected
        self.problems = problems
        self.skippedDownscaled = skippedDownscaled
    }
}

/// Recognisers not in use, each handed to one caller at a time.
private final class IdleRecognizers: @unchecked Sendable {
    private let lock = NSLock()
    private var recognizers: [any TextRecognizer] = []

    func take() -> (any TextRecognizer)? {
        lock.withLock { recognizers.popLast() }
    }

    func put(_ recognizer: any TextRecognizer) {
        lock.withLock { recognizers.append(recognizer) }
    }
}
