import Dispatch
import Foundation
import SnapGuardCore

/// Turns the first SIGINT (Ctrl-C) or SIGTERM during a scan into a cancellation: no new screen
/// is started, the reports of the finished ones are written and marked partial, and the command
/// exits 130 or 143. A second signal ends the process at once, the default way.
final class SignalWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var sources: [DispatchSourceSignal] = []
    private var signalNumber: Int32?

    static let watched: [Int32] = [SIGINT, SIGTERM]

    init(cancellation: ScanCancellation, console: Console) {
        for number in Self.watched {
            signal(number, SIG_IGN)  // the dispatch source receives it instead
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in
                guard let self, self.record(number) else { return }
                signal(number, SIG_DFL)  // a second one ends the process
                let name = number == SIGINT ? "SIGINT" : "SIGTERM"
                cancellation.cancel(reason: "interrupted by \(name)")
                console.note("\(name): finishing the screens being read, then writing partial reports (send it again to stop now)")
            }
            source.resume()
            sources.append(source)
        }
    }

    /// The signal that stopped the scan, if one came.
    var received: Int32? { lock.withLock { signalNumber } }

    /// The exit code for the signal that stopped the scan: 143 for SIGTERM, 130 for SIGINT; nil when none came.
    var exitCode: ExitCode? { received.map { $0 == SIGTERM ? .terminated : .interrupted } }

    /// Stops watching and restores the default handling.
    func stop() {
        lock.withLock {
            sources.forEach { $0.cancel() }
            sources = []
        }
        for number in Self.watched { signal(number, SIG_DFL) }
    }

    /// Records the first signal; false for any later one.
    private func record(_ number: Int32) -> Bool {
        lock.withLock {
            guard signalNumber == nil else { return false }
            signalNumber = number
            return true
        }
    }
}
