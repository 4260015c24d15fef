import Foundation

/// A request to stop a scan early, e.g. on Ctrl-C. Safe to cancel from any thread (a signal
/// handler's queue included).
///
/// Workers take no new screen once it is cancelled; screens already being read finish (each is
/// bounded by the time budget). The report then holds the finished screens and says it is
/// partial (`ScanReport.interruption`).
public final class ScanCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var why: String?

    /// A request not cancelled yet; hand it to `ScanSession.scan` and cancel it from anywhere.
    public init() {}

    /// Stops the scan; `reason` (e.g. "interrupted by SIGINT") goes into the report. The first reason stays.
    public func cancel(reason: String) {
        lock.withLock { if why == nil { why = reason } }
    }

    /// Whether `cancel` has been called.
    public var isCancelled: Bool { lock.withLock { why != nil } }

    /// The reason given to `cancel`, or nil.
    package var reason: String? { lock.withLock { why } }
}
