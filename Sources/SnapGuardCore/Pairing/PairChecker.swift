import Foundation

/// Checks that the privacy cover came up: compares a screen as the app showed it with the
/// snapshot iOS kept of it in the App Switcher. The library's one call for pair mode.
///
/// ```swift
/// import SnapGuardCore
///
/// let session = try ScanSession(settings: .defaults())
/// let checker = PairChecker(session: session)
/// let result = checker.check(active: URL(fileURLWithPath: "Balance.active.png"),
///                            snapshot: URL(fileURLWithPath: "Balance.snapshot.ktx"))
/// switch result.verdict {
/// case .pass: print("covered")
/// case .fail: print("not covered:", result.evidence.reasons.joined(separator: "; "))
/// case .error: print("cannot tell:", result.screen.error ?? "")
/// }
/// if let similarity = result.evidence.similarity {
///     print("global", similarity.global ?? 0, "matched", similarity.matchedRegions.map(\.label))
/// }
/// ```
///
/// Decoded pictures work too: `checker.check(active: colour, snapshot: colour, activePath: "A", snapshotPath: "S")`
/// with two `ColorImage`s. `PairComparison` alone compares greyscale pixels without OCR.
/// Pairing a screen says it must be covered; pass `coverRequired: false` for one that need not
/// be (it then fails only on findings in the snapshot).
public struct PairChecker: Sendable {
    public var comparison: PairComparison
    public var reader: ImageReader
    /// How each picture is read for findings.
    public var screens: any ScreenChecking

    /// A checker that reads both pictures for findings with `screens`.
    public init(settings: PairSettings = PairSettings(), reader: ImageReader = ImageReader(), screens: any ScreenChecking) {
        comparison = PairComparison(settings: settings)
        self.reader = reader
        self.screens = screens
    }

    /// A checker that reads with `session`: its patterns, languages, limits and policy.
    public init(settings: PairSettings = PairSettings(), session: ScanSession) {
        self.init(settings: settings, reader: ImageReader(limits: session.settings.limits), screens: session)
    }

    /// Compares the image files. Never throws: what cannot be read makes the verdict `.error`.
    public func check(active: URL, snapshot: URL, coverRequired: Bool = true) -> PairResult {
        let activeImage = Result { () throws(ImageError) in try reader.read(contentsOf: active) }
        let snapshotImage = Result { () throws(ImageError) in try reader.read(contentsOf: snapshot) }
        switch (activeImage, snapshotImage) {
        case (.success(let activeImage), .success(let snapshotImage)):
            return check(active: activeImage, snapshot: snapshotImage, activePath: active.relativePath,
                         snapshotPath: snapshot.relativePath, coverRequired: coverRequired)
        case (.failure(let error), _):
            return .unreadable(activePath: active.relativePath, snapshotPath: snapshot.relativePath,
                               reason: "active screen \(active.relativePath): \(error.description)",
                               thresholds: comparison.settings.thresholds, coverRequired: coverRequired)
        case (_, .failure(let error)):
            return .unreadable(activePath: active.relativePath, snapshotPath: snapshot.relativePath,
                               reason: error.description, thresholds: comparison.settings.thresholds,
                               coverRequired: coverRequired)
        }
    }

    /// Compares decoded pictures; the paths name them in the result.
    public func check(active: ColorImage, snapshot: ColorImage, activePath: String, snapshotPath: String,
                      coverRequired: Bool = true) -> PairResult {
        let activeScreen = screens.check(active, named: activePath)
        let snapshotScreen = screens.check(snapshot, named: snapshotPath)
        for (which, screen) in [("active screen \(activePath)", activeScreen), ("snapshot", snapshotScreen)] where screen.verdict == .error {
            return .unreadable(activePath: activePath, snapshotPath: snapshotPath,
                               reason: "\(which): \(screen.error ?? "unreadable")",
                               thresholds: comparison.settings.thresholds, coverRequired: coverRequired)
        }
        let grey = Greyscale()
        var judged = comparison.judge(active: grey.apply(to: active), snapshot: grey.apply(to: snapshot), activeFindings: activeScreen.findings,
                                      snapshotFindings: snapshotScreen.failingFindings, coverRequired: coverRequired)
        judged.evidence.activePath = activePath
        var screen = snapshotScreen
        screen.pair = judged.evidence
        screen.verdict = judged.verdict
        if judged.verdict == .error { screen.error = judged.evidence.comparisonError }
        return PairResult(active: activeScreen, screen: screen, pair: judged)
    }
}

/// One pair checked: the active screen on its own, and the pair as one screen for reports.
public struct PairResult: Sendable {
    /// The active screen as read on its own (its findings are evidence, they fail nothing).
    public var active: ScreenResult
    /// The snapshot with the pair's verdict and evidence (`pair`): one screen of a report.
    public var screen: ScreenResult
    public var pair: PairVerdict

    public init(active: ScreenResult, screen: ScreenResult, pair: PairVerdict) {
        self.active = active
        self.screen = screen
        self.pair = pair
    }

    public var verdict: Verdict { pair.verdict }
    public var evidence: PairEvidence { pair.evidence }

    /// A pair that could not be checked: verdict `.error`, never a pass.
    static func unreadable(activePath: String, snapshotPath: String, reason: String, thresholds: PairThresholds,
                           coverRequired: Bool) -> PairResult {
        let evidence = PairEvidence(activePath: activePath, comparisonError: reason, thresholds: thresholds,
                                    coverRequired: coverRequired, reasons: ["cannot compare: \(reason)"])
        var screen = ScreenResult.unreadable(path: snapshotPath, reason: reason)
        screen.pair = evidence
        return PairResult(active: .unreadable(path: activePath, reason: reason), screen: screen,
                          pair: PairVerdict(verdict: .error, evidence: evidence))
    }
}
