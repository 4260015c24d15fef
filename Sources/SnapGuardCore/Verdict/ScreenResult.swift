import Foundation

/// Everything SnapGuard concluded about one screen image.
///
/// Results are made inside the library only, each with its verdict decided once: by
/// `VerdictPolicy` for a screen read on its own, by `PairComparison` for a snapshot compared with
/// its active screen. Nothing outside the library can change a verdict.
public struct ScreenResult: Sendable {
    /// The image path as the user gave it (or as found below a folder they gave).
    public internal(set) var path: String
    /// Pass, fail or error, decided once: final, and the one the command line prints.
    public internal(set) var verdict: Verdict
    /// Size of the image as a viewer shows it; 0 when it could not be read.
    public internal(set) var width: Int
    /// Height as a viewer shows it; 0 when the image could not be read.
    public internal(set) var height: Int
    /// Every finding, including those a policy did not count against the screen.
    public internal(set) var findings: [Finding]
    /// Why the screen could not be read, for `.error`.
    public internal(set) var error: String?
    /// True when the screen looks covered: near-uniform, or blurred far past legibility.
    public internal(set) var overlayDetected: Bool
    /// Findings that are reported but do not fail the screen, and why.
    package internal(set) var waivers: [Finding: Waiver]
    /// For a snapshot compared with its active screen (`snapguard compare`): why the pair got its
    /// verdict. nil for a screen checked on its own.
    package internal(set) var pair: PairEvidence?
    /// The redacted pictures the settings asked for, drawn while the image was in memory.
    package internal(set) var pictures = ScreenPictures()
    /// The screen was not read because its image is over the pixel limit (a caller may say how to raise it).
    package internal(set) var isOverPixelLimit = false

    init(path: String, verdict: Verdict, width: Int, height: Int, findings: [Finding] = [],
         error: String? = nil, overlayDetected: Bool = false, waivers: [Finding: Waiver] = [:]) {
        self.path = path
        self.verdict = verdict
        self.width = width
        self.height = height
        self.findings = findings
        self.error = error
        self.overlayDetected = overlayDetected
        self.waivers = waivers
    }

    /// The snapshot of a pair as one screen of a report: the snapshot's findings and waivers, with
    /// the verdict `PairComparison` decided for the pair and its evidence.
    init(snapshot: ScreenResult, pair: PairVerdict) {
        self.init(path: snapshot.path, verdict: pair.verdict, width: snapshot.width, height: snapshot.height,
                  findings: snapshot.findings, error: pair.verdict == .error ? pair.evidence.comparisonError : snapshot.error,
                  overlayDetected: snapshot.overlayDetected, waivers: snapshot.waivers)
        self.pair = pair.evidence
    }

    /// A readable name derived from the path.
    package var name: ScreenName { ScreenName(path: path) }

    /// Whether a finding counts against the screen (it has no waiver).
    package func counts(_ finding: Finding) -> Bool { waivers[finding] == nil }

    /// The findings that fail the screen.
    public var failingFindings: [Finding] { findings.filter(counts) }

    /// The screen at full size with every failing finding's line blacked out (PNG), when
    /// `ScanSettings.keepsRedactedCopies` is set and the screen failed: safe to attach to
    /// a test report.
    public var redactedCopy: Data? { pictures.redactedCopy }
    /// A small redacted picture of the screen (PNG), when `ScanSettings.thumbnailWidth` asked for
    /// thumbnails.
    public var thumbnail: Data? { pictures.thumbnail }

    /// A screen that could not be read.
    package static func unreadable(path: String, reason: String) -> ScreenResult {
        ScreenResult(path: path, verdict: .error, width: 0, height: 0, error: reason)
    }
}
