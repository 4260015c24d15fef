/// Why a scan stopped before it read every screen, and how many it left out: a report that
/// carries one is partial, and no reporter presents it as a complete result.
public struct ScanInterruption: Hashable, Sendable {
    /// What stopped the scan, e.g. "interrupted by SIGINT".
    public var reason: String
    /// Screens selected but never read.
    public var screensNotScanned: Int

    public init(reason: String, screensNotScanned: Int) {
        self.reason = reason
        self.screensNotScanned = screensNotScanned
    }

    /// One line for people: "scan interrupted by SIGINT: 12 screens not scanned; this report is partial".
    public var summary: String {
        "scan \(reason): \(screensNotScanned) screen\(screensNotScanned == 1 ? "" : "s") not scanned; this report is partial"
    }
}
