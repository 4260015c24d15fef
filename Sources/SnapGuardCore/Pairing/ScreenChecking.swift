/// Reads one screen end to end (OCR, matching, the policy's judgement) for pair mode.
///
/// The seam between pair mode and the rest of SnapGuard: `PairChecker(session:)` reads with the
/// session; a test can hand in a stand-in that judges findings of its own with a `VerdictPolicy`.
package protocol ScreenChecking: Sendable {
    /// The judged result for the decoded picture `image`, named `name`. Pair mode draws the
    /// pictures itself once the pair is judged, so none need be drawn here.
    func check(_ image: ColourImage, named name: String) -> ScreenResult
}

/// A session's reading for pair mode: its engines, patterns and policy, no pictures.
struct SessionScreens: ScreenChecking {
    let session: ScanSession

    func check(_ image: ColourImage, named name: String) -> ScreenResult {
        session.read(image, named: name)
    }
}
