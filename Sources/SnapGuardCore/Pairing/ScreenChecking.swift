/// Reads one screen end to end (OCR, matching, the policy's judgement) for pair mode.
///
/// The seam between pair mode and the rest of SnapGuard: a `ScanSession` is one; a test can
/// hand in a stand-in.
public protocol ScreenChecking: Sendable {
    /// The judged result for the decoded picture `image`, named `name`.
    func check(_ image: ColorImage, named name: String) -> ScreenResult
}

extension ScanSession: ScreenChecking {}
