import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the real binary like `SnapGuardBinary.run`, and reads its peak resident memory from the
/// kernel as it ends: `wait4` hands back the child's own `rusage`, whose `ru_maxrss` is the
/// high-water mark of its resident set (KiB on Linux, bytes on macOS). No /proc and no sampling
/// that could miss a short peak.
///
/// The binary is started by Tests/Scripts/peak_memory.py, which forks for real: spawned straight
/// from this test process, Linux would carry the test runner's own peak into the child's count
/// (posix_spawn shares the parent's memory map until exec), and the figure would depend on what
/// other tests had run.
enum MeasuredRun {
    struct Outcome {
        /// The exit status, or 128 + the signal number when a signal ended the process (as a shell shows it).
        var status: Int32
        var output: String
        var error: String
        /// The child's high-water mark of resident memory.
        var peakResidentBytes: Int
    }

    /// Runs snapguard with `arguments` from the repository folder. (A test that interrupts the
    /// binary runs it on a terminal instead: `TerminalRun`.)
    static func run(_ arguments: [String]) throws -> Outcome {
        let output = Pipe(), error = Pipe()
        let result = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-peak-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: result) }
        let script = SnapGuardBinary.repository.appendingPathComponent("Tests/Scripts/peak_memory.py").path
        let command = ["/usr/bin/env", "python3", script, result.path, SnapGuardBinary.repository.path,
                       SnapGuardBinary.url.path] + arguments
        let pid = try spawn(command, standardOutput: output.fileHandleForWriting.fileDescriptor,
                            standardError: error.fileHandleForWriting.fileDescriptor)
        try output.fileHandleForWriting.close()
        try error.fileHandleForWriting.close()

        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        DispatchQueue.global().async(group: group) { errorData = error.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()

        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ECHILD) }
        }
        let errorText = String(decoding: errorData, as: UTF8.self)
        guard let recorded = try? String(contentsOf: result, encoding: .ascii),
              let peak = Int(recorded.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw MeasurementError(reason: "Tests/Scripts/peak_memory.py wrote no figure (python3 missing? run Scripts/setup.sh): \(errorText)")
        }
        #if canImport(Darwin)
        let bytes = peak
        #else
        let bytes = peak * 1024
        #endif
        let signal = status & 0x7f
        return Outcome(status: signal == 0 ? (status >> 8) & 0xff : 128 + signal,
                       output: String(decoding: outputData, as: UTF8.self),
                       error: errorText, peakResidentBytes: bytes)
    }

    struct MeasurementError: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    /// Starts `command` with standard input from /dev/null and the two output descriptors given;
    /// the child inherits no other descriptor, so it cannot hold another test's pipe open.
    private static func spawn(_ command: [String], standardOutput: Int32, standardError: Int32) throws -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput, STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, standardError, STDERR_FILENO)
        #if canImport(Darwin)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_CLOEXEC_DEFAULT))
        #else
        // glibc has no "close every other descriptor" flag: close each one open now.
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap(Int32.init) where descriptor > STDERR_FILENO {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        #endif

        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .ENOEXEC) }
        return pid
    }
}
