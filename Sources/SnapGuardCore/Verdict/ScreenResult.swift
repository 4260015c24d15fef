/// Everything SnapGuard concluded about one screen image.
public struct ScreenResult: Sendable {
    /// The image path as the user gave it (or as found below a folder they gave).
    public var path: String
    public var verdict: Verdict
    /// Size of the image as a viewer shows it; 0 when it could not be read.
    public var width: Int
    public var height: Int
    /// Every finding, including those a policy did not count against the screen.
    public var findings: [Finding]
    /// Why the screen could not be read, for `.error`.
    public var error: String?
    /// True when the screen looks covered: near-uniform, or blurred far past legibility.
    public var overlayDetected: Bool
    /// Findings that are reported but do not fail the screen, and why.
    public var waivers: [Finding: Waiver] = [:]

    public init(path: String, verdict: Verdict, width: Int, height: Int, findings: [Finding] = [],
                error: String? = nil, overlayDetected: Bool = false) {
        self.path = path
        self.verdict = verdict
        self.width = width
        self.height = height
        self.findings = findings
        self.error = error
        self.overlayDetected = overlayDetected
    }

    /// A readable name derived from the path.
    public var name: ScreenName { ScreenName(path: path) }

    /// Whether a finding counts against the screen (it has no waiver).
    public func counts(_ finding: Finding) -> Bool { waivers[finding] == nil }

    /// The findings that fail the screen.
    public var failingFindings: [Finding] { findings.filter(counts) }

    /// Fail when any finding counts, otherwise pass; unreadable screens stay `.error`.
    mutating func settleVerdict() {
        guard verdict != .error else { return }
        verdict = findings.contains(where: counts) ? .fail : .pass
    }

    /// A screen that could not be read.
    public static func unreadable(path: String, reason: String) -> ScreenResult {
        ScreenResult(path: path, verdict: .error, width: 0, height: 0, error: reason)
    }
}
