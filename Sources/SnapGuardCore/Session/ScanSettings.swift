import Foundation

/// Everything a `ScanSession` needs to know: what to look for, how to read, how to judge, and
/// which of the images found to scan.
public struct ScanSettings: Sendable {
    /// The pattern packs to match.
    public var patterns: PatternLibrary
    /// Categories switched off and terms allowed.
    public var matchOptions: MatchOptions
    /// Tesseract language codes joined by "+", e.g. "eng+vie".
    public var languages: String
    /// What images are accepted (size, file size).
    public var limits: ImageLimits
    /// How each screen is judged: minimum severity, per-screen rules, baseline.
    public var policy: VerdictPolicy
    /// Images whose path matches one of these are not scanned.
    public var ignore: [Glob]
    /// Scan only this share of the images.
    public var shard: Shard?
    /// Screens read in parallel, one OCR engine each.
    public var jobs: Int
    /// Time allowed for one screen, from decoding to verdict; nil for no limit.
    public var timeBudget: Duration?
    /// How a screen is read.
    public var pipeline: RecognitionPipeline
    /// The redacted pictures drawn of each screen while its image is in memory (thumbnails for an
    /// HTML report, full-size copies of failing screens); none by default.
    public var pictures: PictureOptions

    /// Wall-clock time allowed for one screen by default: a hundred times what a phone screen takes
    /// on one core of a release build, so a loaded CI runner or a debug build stays well inside it
    /// and only a hostile or broken image reaches it.
    public static let defaultTimeBudget: Duration = .seconds(120)

    /// Settings with the given packs and defaults for the rest: English, the default limits,
    /// every finding failing its screen, one job per core, a 120-second budget per screen.
    public init(patterns: PatternLibrary, matchOptions: MatchOptions = MatchOptions(), languages: String = "eng",
                limits: ImageLimits = ImageLimits(), policy: VerdictPolicy = VerdictPolicy(), ignore: [Glob] = [],
                shard: Shard? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                timeBudget: Duration? = ScanSettings.defaultTimeBudget, pipeline: RecognitionPipeline = .standard,
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
        ScanSettings(patterns: try PatternLibrary.defaults())
    }
}
