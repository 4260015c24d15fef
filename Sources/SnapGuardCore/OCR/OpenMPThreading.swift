import Foundation

/// Keeps Tesseract's OpenMP parallel loops on the calling thread.
///
/// Debian's libtesseract is built with OpenMP. Its worker threads spin while waiting, and
/// with SnapGuard already running one engine per core they make a folder scan several times
/// slower. `OMP_THREAD_LIMIT=1` would fix it, but libgomp reads the environment before
/// `main`, and a user should not have to set it. Since GCC 11 the max-active-levels ICV is
/// per thread, so every thread that runs Tesseract calls this once: with zero active levels
/// allowed, each parallel region runs on the encountering thread only.
/// Builds without OpenMP (Homebrew's) have no such symbol, and this does nothing.
enum OpenMPThreading {
    private typealias SetMaxActiveLevels = @convention(c) (Int32) -> Void

    private static let setMaxActiveLevels: SetMaxActiveLevels? = {
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "omp_set_max_active_levels") else {
            return nil
        }
        return unsafeBitCast(symbol, to: SetMaxActiveLevels.self)
    }()

    /// Makes OpenMP regions entered from the current thread run single-threaded.
    static func runParallelRegionsOnCurrentThread() {
        setMaxActiveLevels?(0)
    }
}
