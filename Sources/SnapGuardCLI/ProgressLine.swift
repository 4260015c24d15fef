import Foundation

/// A single self-overwriting progress line on a terminal's standard error: done/total, rate, ETA.
/// Silent when standard error is not a terminal (CI logs) or with `--quiet`. It shows counts and
/// rates only, never a file name, so no text from the input reaches the terminal through it.
final class ProgressLine: @unchecked Sendable {
    private let console: Console
    private let enabled: Bool
    private let start = Date()
    private let lock = NSLock()
    private var shown = false

    init(console: Console, enabled: Bool) {
        self.console = console
        self.enabled = enabled
    }

    func update(done: Int, total: Int) {
        guard enabled else { return }
        let elapsed = Date().timeIntervalSince(start)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let remaining = rate > 0 ? Double(total - done) / rate : 0
        let line = String(format: "\rscanning %d/%d  %.1f screens/s  ETA %ds ", done, total, rate, Int(remaining.rounded()))
        lock.withLock {
            console.writeError(line)
            shown = true
        }
    }

    /// Clears the line so the report starts on a clean terminal line.
    func finish() {
        lock.withLock {
            if shown { console.writeError("\r\u{1B}[K") }
        }
    }
}
