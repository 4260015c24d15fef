import Foundation

/// Everything a `ScanSession` needs to know: what to look for, how to read, how to judge, and
/// which of the images found to scan.
public struct ScanSettings: Sendable {
    /// The pattern packs to match.
    package var patterns: PatternLibrary
    /// Categories switched off and terms allowed.
    package var matchOptions: MatchOptions
    /// Tesseract language codes joined by "+", e.g. "eng+vie".
    public var languages: String
    /// What images are accepted (size, file size).
    package var limits: ImageLimits
    /// How each screen is judged: minimum severity, per-screen rules, baseline.
    public var policy: VerdictPolicy
    /// Images whose path matches one of these are not scanned.
    package var ignore: [Glob]
    /// Scan only this share of the images.
    package var shard: Shard?
    /// Screens read in parallel, one OCR engine each.
    public var jobs: Int
    /// Time allowed for one screen, from decoding to verdict; nil for no limit.
    public var timeBudget: Duration?
    /// How a screen is read.
    package var pipeline: RecognitionPipeline
    /// The redacted pictures drawn of each screen while its image is in memory (thumbnails for an
    /// HTML report, full-size copies of failing screens); none by default.
    package var pictures: PictureOptions

    /// Draw a redacted thumbnail at most this many pixels wide of every readable screen, while
    /// its image is in memory (`ScreenResult.thumbnail`); nil, the default, for none. A width
    /// below one pixel is a programming error (a precondition stops it).
    public var thumbnailWidth: Int? {
        get { pictures.thumbnailWidth }
        set {
            precondition(newValue.map { $0 > 0 } ?? true, "a thumbnail is at least one pixel wide")
            pictures.thumbnailWidth = newValue
        }
    }

    /// Keep a full-size redacted copy of every failing screen in its result
    /// (`ScreenResult.redactedCopy`, what `ScanSession.annotate(_:into:)` writes); off by default.
    public var keepsRedactedCopies: Bool {
        get { pictures.redactedCopies }
        set { pictures.redactedCopies = newValue }
    }

    /// Wall-clock time allowed for one screen by default: a hundred times what a phone screen takes
    /// on one core of a release build, so a loaded CI runner or a debug build stays well inside it
    /// and only a hostile or broken image reaches it.
    public static let defaultTimeBudget: Duration = .seconds(120)

    /// Settings with the built-in pattern packs, then the `*.json` packs directly inside each of
    /// `patternFolders` (the built-in ones left out when `includingBuiltInPatterns` is false), and
    /// defaults for the rest: English, the default image limits, every finding failing its
    /// screen, one job per core, a 120-second budget per screen, the standard recognition
    /// pipeline, and no pictures. Throws where a pack is wrong, located `file:line:col`.
    public init(patternFolders: [URL] = [], includingBuiltInPatterns: Bool = true, languages: String = "eng",
                policy: VerdictPolicy = VerdictPolicy(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                timeBudget: Duration? = ScanSettings.defaultTimeBudget) throws(PatternPackError) {
        self.init(patterns: try PatternLibrary.load(folders: patternFolders, includingDefaults: includingBuiltInPatterns),
                  languages: languages, policy: policy, jobs: jobs, timeBudget: timeBudget, pipeline: .standard)
    }

    /// Every setting, including those only the command line and the evaluator choose (match
    /// options, limits, ignore globs, shard, pipeline); `pipeline` has no default, which keeps
    /// this initialiser apart from the public one.
    package init(patterns: PatternLibrary, matchOptions: MatchOptions = MatchOptions(), languages: String = "eng",
                 limits: ImageLimits = ImageLimits(), policy: VerdictPolicy = VerdictPolicy(), ignore: [Glob] = [],
                 shard: Shard? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                 timeBudget: Duration? = ScanSettings.defaultTimeBudget, pipeline: RecognitionPipeline,
                 pictures: PictureOptions = .none) {
        self.patterns = patterns
        self.matchOptions = matchOptions
        self.languages = languages
        self.limits = limits
        self.policy = policy
        self.ignore = ignore
        self.shard = shard
        self.jobs = jobs
        self.timeBudget = timeBudget
        self.pipeline = pipeline
        self.pictures = pictures
    }

    /// The built-in pattern packs with every other setting at its default.
    public static func defaults() throws(PatternPackError) -> ScanSettings {
        try ScanSettings()
    }
}
