import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the real binary like `SnapGuardBinary.run`, and reads its peak resident memory from the
/// kernel as it ends: `wait4` hands back the child's own `rusage`, whose `ru_maxrss` is the
/// high-water mark of its resident set on Linux (in KiB) and on macOS (in bytes). One way on
/// both systems, with no /proc and no sampling that could miss a short peak.
enum MeasuredRun {
    struct Outcome {
        /// The exit status, or 128 + the signal number when a signal ended the process (as a shell shows it).
        var status: Int32
        var output: String
        var error: String
        /// The child's high-water mark of resident memory.
        var peakResidentBytes: Int
    }

    /// Runs snapguard with `arguments` from the repository folder; `whileRunning` gets the child's
    /// process id on another thread.
    static func run(_ arguments: [String], whileRunning: (@Sendable (Int32) -> Void)? = nil) throws -> Outcome {
        let output = Pipe(), error = Pipe()
        // `sh` changes to the repository folder, then becomes snapguard (same process id): the
        // portable way to set a child's working folder without posix_spawn's *_np extensions.
        let command = ["/bin/sh", "-c", "cd \"$1\" || exit 127; shift; exec \"$@\"", "sh",
                       SnapGuardBinary.repository.path, SnapGuardBinary.url.path] + arguments
        let pid = try spawn(command, standardOutput: output.fileHandleForWriting.fileDescriptor,
                            standardError: error.fileHandleForWriting.fileDescriptor)
        try output.fileHandleForWriting.close()
        try error.fileHandleForWriting.close()

        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        DispatchQueue.global().async(group: group) { errorData = error.fileHandleForReading.readDataToEndOfFile() }
        if let whileRunning { DispatchQueue.global().async { whileRunning(pid) } }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()

        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ECHILD) }
        }
        let signal = status & 0x7f
        #if canImport(Darwin)
        let peak = usage.ru_maxrss  // bytes
        #else
        let peak = usage.ru_maxrss * 1024  // KiB
        #endif
        return Outcome(status: signal == 0 ? (status >> 8) & 0xff : 128 + signal,
                       output: String(decoding: outputData, as: UTF8.self),
                       error: String(decoding: errorData, as: UTF8.self), peakResidentBytes: peak)
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
