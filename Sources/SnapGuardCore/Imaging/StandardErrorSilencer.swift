import Foundation

/// Points file descriptor 2 at /dev/null while image codecs run.
///
/// libpng, libjpeg and libtiff, under Leptonica, print their own complaints about damaged
/// files straight to standard error. SnapGuard reports a damaged file itself, in one line that
/// names it, so those messages must not reach the user's terminal. Nested and concurrent uses
/// are counted: standard error comes back when the last one ends.
enum StandardErrorSilencer {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var depth = 0
    nonisolated(unsafe) private static var savedDescriptor: Int32 = -1

    static func run<T>(_ body: () throws -> T) rethrows -> T {
        enter()
        defer { leave() }
        return try body()
    }

    private static func enter() {
        lock.withLock {
            depth += 1
            guard depth == 1 else { return }
            fflush(nil)
            let null = open("/dev/null", O_WRONLY)
            guard null >= 0 else { return }
            savedDescriptor = dup(STDERR_FILENO)
            dup2(null, STDERR_FILENO)
            close(null)
        }
    }

    private static func leave() {
        lock.withLock {
            depth -= 1
            guard depth == 0, savedDescriptor >= 0 else { return }
            fflush(nil)
            dup2(savedDescriptor, STDERR_FILENO)
            close(savedDescriptor)
            savedDescriptor = -1
        }
    }
}
