import Foundation

/// Checks that the privacy cover came up: compares a screen as the app showed it with the
/// snapshot iOS kept of it in the App Switcher. The library's one call for pair mode; a pair's
/// verdict here is the one `snapguard compare` prints (the command runs this checker).
///
/// ```swift
/// import SnapGuardCore
///
/// let session = try ScanSession(settings: .defaults())
/// let checker = PairChecker(settings: PairSettings(noCover: ["About*"]), session: session)
/// let result = checker.check(active: URL(fileURLWithPath: "Balance.active.png"),
///                            snapshot: URL(fileURLWithPath: "Balance.snapshot.ktx"))
/// switch result.verdict {
/// case .pass: print("covered")
/// case .fail: print("not covered:", result.reasons.joined(separator: "; "))
/// case .error: print("cannot tell:", result.screen.error ?? "")
/// }
/// print("global similarity", result.globalSimilarity ?? 0, "highest region", result.highestRegionSimilarity ?? 0)
/// ```
///
/// Encoded pictures work too, for screenshots that never had a file:
/// `checker.check(activeImageData: a, snapshotImageData: s, activeName: "A", snapshotName: "S")`.
/// Pairing a screen says it must be covered, unless the call says otherwise
/// (`coverRequired: false`) or a `PairSettings.noCover` glob names it: it then fails
/// only on findings in the snapshot.
public struct PairChecker: Sendable {
    package var comparison: PairComparison
    package var reader: ImageReader
    /// How each picture is read for findings.
    package var screens: any ScreenChecking
    /// The redacted pictures drawn of each pair once it is judged: the snapshot's (its thumbnail,
    /// its full-size copy when the pair fails) and the active screen's thumbnail.
    package var pictures: PictureOptions

    /// A checker that reads both pictures for findings with `screens`.
    package init(settings: PairSettings = PairSettings(), reader: ImageReader = ImageReader(), screens: any ScreenChecking,
                pictures: PictureOptions = .none) {
        comparison = PairComparison(settings: settings)
        self.reader = reader
        self.screens = screens
        self.pictures = pictures
    }

    /// A checker that reads with `session`: its patterns, languages, limits, policy and pictures.
    public init(settings: PairSettings = PairSettings(), session: ScanSession) {
        self.init(settings: settings, reader: ImageReader(limits: session.settings.limits), screens: SessionScreens(session: session),
                  pictures: session.settings.pictures)
    }

    /// Compares the pair's image files. Never throws: what cannot be read makes the verdict `.error`.
    package func check(_ pair: ScreenPair) -> PairResult {
        check(pair, fullSizeCopy: false, read: screens.check)
    }

    /// Compares the image files; the pair is named after the active screen (`ScreenPair.name(ofActive:)`).
    public func check(active: URL, snapshot: URL, coverRequired: Bool = true) -> PairResult {
        check(ScreenPair(name: ScreenPair.name(ofActive: active.relativePath), active: active.relativePath,
                         snapshot: snapshot.relativePath, coverRequired: coverRequired))
    }

    /// Compares encoded pictures (PNG, JPEG, `.ktx`, …), such as two XCUITest screenshots'
    /// `pngRepresentation`; the names name them in the result. Bytes that cannot be decoded make
    /// the verdict `.error`.
    public func check(activeImageData: Data, snapshotImageData: Data, activeName: String, snapshotName: String,
                      coverRequired: Bool = true) -> PairResult {
        let pair = ScreenPair(name: ScreenPair.name(ofActive: activeName), active: activeName, snapshot: snapshotName,
                              coverRequired: coverRequired)
        return check(pair, fullSizeCopy: false, read: screens.check,
                     active: Result { () throws(ImageError) in try reader.decode(activeImageData) },
                     snapshot: Result { () throws(ImageError) in try reader.decode(snapshotImageData) })
    }

    /// Compares decoded pictures; the paths name them in the result.
    package func check(active: ColourImage, snapshot: ColourImage, activePath: String, snapshotPath: String,
                       coverRequired: Bool = true) -> PairResult {
        let pair = ScreenPair(name: ScreenPair.name(ofActive: activePath), active: activePath, snapshot: snapshotPath,
                              coverRequired: coverRequired)
        return check(active: active, snapshot: snapshot, pair: pair, fullSizeCopy: false, read: screens.check)
    }

    /// Decodes the pair's files and checks them, reading each picture with `read`; with
    /// `fullSizeCopy`, a failing pair's full-size redacted copy is drawn even when `pictures`
    /// keeps none (the session hands it to `--annotate`).
    func check(_ pair: ScreenPair, fullSizeCopy: Bool, read: (ColourImage, String) -> ScreenResult) -> PairResult {
        check(pair, fullSizeCopy: fullSizeCopy, read: read,
              active: Result { () throws(ImageError) in try reader.read(contentsOf: URL(fileURLWithPath: pair.active)) },
              snapshot: Result { () throws(ImageError) in try reader.read(contentsOf: URL(fileURLWithPath: pair.snapshot)) })
    }

    /// Checks the pair once both pictures are decoded; a picture that could not be makes it unreadable.
    private func check(_ pair: ScreenPair, fullSizeCopy: Bool, read: (ColourImage, String) -> ScreenResult,
                       active activeImage: Result<ColourImage, ImageError>,
                       snapshot snapshotImage: Result<ColourImage, ImageError>) -> PairResult {
        switch (activeImage, snapshotImage) {
        case (.success(let activeImage), .success(let snapshotImage)):
            return check(active: activeImage, snapshot: snapshotImage, pair: pair, fullSizeCopy: fullSizeCopy, read: read)
        case (.failure(let error), _):
            return unreadable(pair, reason: "active screen \(pair.active): \(error.description)")
        case (_, .failure(let error)):
            return unreadable(pair, reason: error.description)
        }
    }

    /// Reads both pictures, judges the pair once (`PairComparison`), and draws its pictures.
    func check(active: ColourImage, snapshot: ColourImage, pair: ScreenPair, fullSizeCopy: Bool,
               read: (ColourImage, String) -> ScreenResult) -> PairResult {
        let activeScreen = read(active, pair.active)
        let snapshotScreen = read(snapshot, pair.snapshot)
        for (which, screen) in [("active screen \(pair.active)", activeScreen), ("snapshot", snapshotScreen)] where screen.verdict == .error {
            return unreadable(pair, reason: "\(which): \(screen.error ?? "unreadable")")
        }
        let greys: (active: GreyImage, snapshot: GreyImage)
        do throws(ImageError) {
            let grey = Greyscale()
            greys = (try grey.apply(to: active), try grey.apply(to: snapshot))
        } catch {
            return unreadable(pair, reason: error.description)
        }
        var judged = comparison.judge(active: greys.active, snapshot: greys.snapshot, activeFindings: activeScreen.findings,
                                      snapshotFindings: snapshotScreen.failingFindings,
                                      coverRequired: comparison.settings.requiresCover(pair))
        judged.evidence.activePath = pair.active
        let drawing = PictureDrawing(options: pictures)
        var screen = ScreenResult(snapshot: snapshotScreen, pair: judged)
        if pictures.drawsAny || fullSizeCopy {
            screen = drawing.draw(screen, picture: KeptPicture(exact: snapshot), fullSizeCopy: fullSizeCopy)
            screen = drawing.drawActive(activeScreen, picture: KeptPicture(exact: active), into: screen)
        }
        return PairResult(active: activeScreen, screen: screen, pair: judged)
    }

    /// A pair that could not be checked: verdict `.error`, never a pass.
    private func unreadable(_ pair: ScreenPair, reason: String) -> PairResult {
        let cover: CoverOutcome = comparison.settings.requiresCover(pair) ? .undetermined : .notRequired
        let evidence = PairEvidence(cover: cover, activePath: pair.active, comparisonError: reason,
                                    thresholds: comparison.settings.thresholds, reasons: ["cannot compare: \(reason)"])
        let verdict = PairVerdict(verdict: .error, evidence: evidence)
        return PairResult(active: .unreadable(path: pair.active, reason: reason),
                          screen: ScreenResult(snapshot: .unreadable(path: pair.snapshot, reason: reason), pair: verdict),
                          pair: verdict)
    }
}

/// One pair checked: the active screen on its own, and the pair as one screen for reports.
public struct PairResult: Sendable {
    /// The active screen as read on its own (its findings are evidence, they fail nothing).
    public let active: ScreenResult
    /// The snapshot with the pair's verdict and evidence (`pair`): one screen of a report.
    public let screen: ScreenResult
    package let pair: PairVerdict

    /// The pair's verdict, decided once by `PairComparison`: the one `snapguard compare` prints.
    public var verdict: Verdict { pair.verdict }
    /// Why the pair got its verdict, as reports print it.
    package var evidence: PairEvidence { pair.evidence }
    /// Whether the cover came up: uncovered, covered, not required, or undetermined.
    public var cover: CoverOutcome { pair.evidence.cover }
    /// One line per reason for the verdict, e.g. "region r4c2 similarity 0.97 ≥ 0.80".
    public var reasons: [String] { pair.evidence.reasons }
    /// The snapshot's findings whose value the active screen also showed.
    public var sharedFindings: [Finding] { pair.evidence.sharedFindings }
    /// The similarity of the two pictures as a whole (SSIM over their informative windows, 1 for
    /// identical); nil when they could not be compared or show no structure.
    public var globalSimilarity: Double? { pair.evidence.globalSimilarity }
    /// The similarity of the grid region most like the active screen; nil as above.
    public var highestRegionSimilarity: Double? { pair.evidence.highestRegionSimilarity }
}
