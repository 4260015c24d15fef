/// How pair mode compares an active screen with its App Switcher snapshot. Every figure is a
/// setting; the defaults were tuned on the pairs `Scripts/render_pairs.py --full` renders
/// (Benchmarks/README.md shows the margins).
///
/// Both pictures are cropped, turned to grey, scaled to `workingWidth` pixels across and blurred
/// by `blurSigma` before they are compared, so that they meet at one scale whatever their sizes.
/// At 160 pixels across, one working pixel is about 2.4 points of a 390-point-wide phone.
public struct PairSettings: Hashable, Sendable {
    /// Width both pictures are scaled to (area-averaged); a picture narrower than this, once
    /// cropped, is too small to compare.
    public var workingWidth: Int
    /// Share of the height cropped at the top: the status bar, whose clock, signal and battery
    /// change between the two pictures. 0.07 covers the tallest iPhone status bar
    /// (59 of 852 points, with the Dynamic Island); on a Home-button phone it also takes the top
    /// of the navigation bar.
    public var statusBarFraction: Double
    /// Share of the height cropped at the bottom: the home indicator (34 of 852 points).
    public var homeIndicatorFraction: Double
    /// The grid of regions compared one by one: columns across, rows down.
    public var columns: Int
    /// Rows of the grid of regions, top to bottom.
    public var rows: Int
    /// Gaussian blur (in working pixels) applied to both pictures before comparing. A blur this
    /// light in the snapshot then makes no difference, so a snapshot that is only lightly
    /// blurred (1.5 points ≈ 0.6 working pixels) still matches, while a heavy blur (10 points ≈
    /// 4 working pixels) does not.
    public var blurSigma: Double
    /// Side of the square SSIM window, in working pixels.
    public var windowSize: Int
    /// A region whose SSIM reaches this matches: the snapshot shows what the active screen showed.
    public var regionThreshold: Double
    /// The whole screen matches when the SSIM over all informative windows reaches this.
    public var globalThreshold: Double
    /// A window carries information when either picture's grey levels in it have at least this
    /// standard deviation; plain background in both says nothing about a cover.
    public var minimumStructure: Double
    /// A region is judged only when at least this share of its windows carries information.
    public var minimumInformativeShare: Double
    /// Largest relative difference of the two aspect ratios (width / height) still compared.
    public var aspectTolerance: Double
    /// Paired screens that need no cover, by the pair's name or either path (`.snapguard.json`'s
    /// "noCover"): they fail only on findings in the snapshot.
    package var noCover: [Glob]

    /// Settings with the tuned defaults; override any of them. `noCover` holds globs as
    /// `.snapguard.json` writes them (`*` within a folder, `**` across folders): paired screens
    /// they name need no cover.
    public init(workingWidth: Int = 160, statusBarFraction: Double = 0.07, homeIndicatorFraction: Double = 0.05,
                columns: Int = 4, rows: Int = 6, blurSigma: Double = 1.0, windowSize: Int = 7,
                regionThreshold: Double = 0.80, globalThreshold: Double = 0.75, minimumStructure: Double = 4,
                minimumInformativeShare: Double = 0.15, aspectTolerance: Double = 0.02, noCover: [String] = []) {
        self.workingWidth = workingWidth
        self.statusBarFraction = statusBarFraction
        self.homeIndicatorFraction = homeIndicatorFraction
        self.columns = columns
        self.rows = rows
        self.blurSigma = blurSigma
        self.windowSize = windowSize
        self.regionThreshold = regionThreshold
        self.globalThreshold = globalThreshold
        self.minimumStructure = minimumStructure
        self.minimumInformativeShare = minimumInformativeShare
        self.aspectTolerance = aspectTolerance
        self.noCover = noCover.map(Glob.init)
    }

    /// Whether `pair` must be covered: pairing a screen says so, unless the pair says it needs no
    /// cover (`"cover": false`) or a `noCover` glob matches its name or either path.
    package func requiresCover(_ pair: ScreenPair) -> Bool {
        pair.coverRequired && !noCover.contains { $0.matches(pair.name) || $0.matches(pair.active) || $0.matches(pair.snapshot) }
    }

    /// The figures a report shows next to the similarities.
    package var thresholds: PairThresholds {
        PairThresholds(region: regionThreshold, global: globalThreshold, grid: "\(columns)x\(rows)",
                       workingWidth: workingWidth, blurSigma: blurSigma,
                       cropTop: statusBarFraction, cropBottom: homeIndicatorFraction)
    }
}

/// The thresholds and geometry a pair was judged with, as reports show them.
package struct PairThresholds: Hashable, Sendable, Codable {
    /// Region SSIM at or above which a region matches.
    package var region: Double
    /// Global SSIM at or above which the whole screen matches.
    package var global: Double
    /// Columns x rows of regions, e.g. "4x6".
    package var grid: String
    package var workingWidth: Int
    package var blurSigma: Double
    /// Shares of the height cropped at the top (status bar) and bottom (home indicator).
    package var cropTop: Double
    package var cropBottom: Double

    package init(region: Double, global: Double, grid: String, workingWidth: Int, blurSigma: Double,
                cropTop: Double, cropBottom: Double) {
        self.region = region
        self.global = global
        self.grid = grid
        self.workingWidth = workingWidth
        self.blurSigma = blurSigma
        self.cropTop = cropTop
        self.cropBottom = cropBottom
    }
}
