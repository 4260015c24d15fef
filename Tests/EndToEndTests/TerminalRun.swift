import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the real binary with its standard error on a pseudo-terminal, as a user's shell runs it:
/// the binary then shows its progress line ("scanning 3/30 ..."). A test that must interrupt a
/// run waits for that line to say a screen (or pair) has finished, then sends the signal: it
/// waits for an event, not for a duration, so it checks the same thing on a fast machine and a
/// slow one.
enum TerminalRun {
    struct Outcome {
        var status: Int32
        var output: String
        /// Everything written on the terminal: progress lines, warnings, notes.
        var terminal: String
        /// Whether the signal was sent after the progress line said enough had finished; false
        /// when the run ended, or the timeout passed, first.
        var signalled: Bool
    }

    /// Runs snapguard with `arguments` from the repository and sends `signal` once its progress
    /// line reports `finished` screens done. Past `timeout` without that line the run is killed
    /// and `signalled` is false.
    static func run(_ arguments: [String], signal: Int32, afterFinishing finished: Int = 1,
                    timeout: TimeInterval = 600) throws -> Outcome {
        let (controller, device) = try openTerminal()
        defer { close(controller) }
        let process = Process()
        process.executableURL = SnapGuardBinary.url
        process.arguments = arguments
        process.currentDirectoryURL = SnapGuardBinary.repository
        let output = Pipe()
        let terminal = FileHandle(fileDescriptor: device, closeOnDealloc: true)
        process.standardOutput = output
        process.standardError = terminal
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try terminal.close()  // the child holds its own copy; reading ends when it exits

        let screen = TerminalScreen()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { screen.read(from: controller) }
        nonisolated(unsafe) var outputData = Data()
        DispatchQueue.global().async(group: reading) { outputData = output.fileHandleForReading.readDataToEndOfFile() }

        let pid = process.processIdentifier
        let deadline = Date().addingTimeInterval(timeout)
        var signalled = false
        while process.isRunning {
            if screen.finishedCount >= finished {
                kill(pid, signal)
                signalled = true
                break
            }
            if Date() > deadline {
                kill(pid, SIGKILL)
                break
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        process.waitUntilExit()
        reading.wait()
        return Outcome(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                       terminal: screen.text, signalled: signalled)
    }

    struct TerminalError: Error, CustomStringConvertible {
        var description: String
    }

    /// A new pseudo-terminal: the controlling side this process reads, and the device the child
    /// writes to. (`posix_openpt` and its companions are looked up at run time: the Swift C module
    /// for the system library does not declare them.)
    private static func openTerminal() throws -> (controller: Int32, device: Int32) {
        typealias Open = @convention(c) (Int32) -> Int32
        typealias Step = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let library = dlopen(nil, RTLD_NOW)
        guard let open = dlsym(library, "posix_openpt"), let grant = dlsym(library, "grantpt"),
              let unlock = dlsym(library, "unlockpt"), let name = dlsym(library, "ptsname") else {
            throw TerminalError(description: "this system has no posix_openpt")
        }
        let controller = unsafeBitCast(open, to: Open.self)(O_RDWR | O_NOCTTY)
        guard controller >= 0, unsafeBitCast(grant, to: Step.self)(controller) == 0,
              unsafeBitCast(unlock, to: Step.self)(controller) == 0,
              let path = unsafeBitCast(name, to: Name.self)(controller) else {
            throw TerminalError(description: "cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        let device = systemOpen(path, O_RDWR | O_NOCTTY)
        guard device >= 0 else { throw TerminalError(description: "cannot open \(String(cString: path))") }
        return (controller, device)
    }
}

extension TerminalRun.Outcome {
    /// Checks a run stopped by a signal once `count` screens (or pairs) were queued: the signal
    /// came after one had finished, the exit `status` is the signal's, and the JSON `report` is
    /// partial with `reason`, holds the finished ones in full (each `verdict`, at least one) and
    /// counts the rest; the terminal says the report is partial.
    func checkPartial(status: Int32, report file: URL, of count: Int, reason: String, verdict: String,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        try #require(signalled, "the progress line never said a screen had finished: \(terminal)", sourceLocation: sourceLocation)
        #expect(self.status == status, "\(terminal)", sourceLocation: sourceLocation)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any],
                                  sourceLocation: sourceLocation)
        #expect(report["partial"] as? Bool == true, sourceLocation: sourceLocation)
        let interruption = try #require(report["interruption"] as? [String: Any], sourceLocation: sourceLocation)
        #expect(interruption["reason"] as? String == reason, sourceLocation: sourceLocation)
        let screens = try #require(report["screens"] as? [[String: Any]], sourceLocation: sourceLocation)
        let notScanned = try #require(interruption["screensNotScanned"] as? Int, sourceLocation: sourceLocation)
        #expect(!screens.isEmpty, "what finished before the signal is reported", sourceLocation: sourceLocation)
        #expect(notScanned > 0, "stopped early", sourceLocation: sourceLocation)
        #expect(screens.count + notScanned == count, sourceLocation: sourceLocation)
        #expect(screens.allSatisfy { $0["verdict"] as? String == verdict }, "what finished is reported in full",
                sourceLocation: sourceLocation)
        #expect(terminal.contains("this report is partial"), "\(terminal)", sourceLocation: sourceLocation)
    }
}

/// What the binary wrote on the terminal, and the highest "scanning N/M" count it showed.
private final class TerminalScreen: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()
    private var highest = 0
    private static let progress = try! NSRegularExpression(pattern: "scanning ([0-9]+)/[0-9]+")

    var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
    var finishedCount: Int { lock.withLock { highest } }

    /// Reads until the terminal closes (the child and every copy of its device are gone).
    func read(from descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            lock.withLock {
                bytes.append(contentsOf: buffer[0..<count])
                let text = String(decoding: bytes, as: UTF8.self)
                for match in Self.progress.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    if let range = Range(match.range(at: 1), in: text), let done = Int(text[range]) { highest = max(highest, done) }
                }
            }
        }
    }
}

/// `read(2)`, named apart from the method that calls it.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `open(2)`, named apart from the local it would otherwise clash with.
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    open(path, flags)
}
