/// Why a scan stopped before it read every screen, and how many it left out: a report that
/// carries one is partial, and no reporter presents it as a complete result.
package struct ScanInterruption: Hashable, Sendable {
    /// What stopped the scan, e.g. "interrupted by SIGINT".
    package var reason: String
    /// Screens selected but never read.
    package var screensNotScanned: Int

    package init(reason: String, screensNotScanned: Int) {
        self.reason = reason
        self.screensNotScanned = screensNotScanned
    }

    /// One line for people: "scan interrupted by SIGINT: 12 screens not scanned; this report is partial".
    package var summary: String {
        "scan \(reason): \(screensNotScanned) screen\(screensNotScanned == 1 ? "" : "s") not scanned; this report is partial"
    }
}
