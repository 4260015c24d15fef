import CLeptonica
import Foundation

/// Catches what Leptonica and libtiff say while an image is decoded, per thread, so that a
/// decode that reported damage is refused instead of passing on the pixels it made up.
///
/// Leptonica's messages arrive through its stderr handler, and libtiff's errors through its
/// "Ext" error handler (installed here, found with `dlsym` since SnapGuard links libtiff only
/// through Leptonica). Both are process-wide C callbacks; each message is kept by the thread
/// that is decoding, so several workers can decode at once. Nothing reaches the terminal.
enum LeptonicaDiagnostics {
    /// Messages heard on the current thread during `collecting`.
    private final class Messages {
        var damage: [String] = []
    }

    private static let key = "SnapGuard.LeptonicaDiagnostics"

    private static let installed: Void = {
        // Errors and warnings reach the handler; information messages are not made at all.
        _ = setMsgSeverity(Int32(L_SEVERITY_WARNING))
        leptSetStderrHandler { message in
            guard let message else { return }
            LeptonicaDiagnostics.record(String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        installTIFFHandlers()
    }()

    /// Installs the handlers. Idempotent and thread-safe.
    static func silence() { _ = installed }

    /// Runs `body` (a decode) and returns its result with the damage reported while it ran.
    static func collecting<T>(_ body: () -> T) -> (result: T, damage: [String]) {
        silence()
        let messages = Messages()
        let dictionary = Thread.current.threadDictionary
        dictionary[key] = messages
        defer { dictionary.removeObject(forKey: key) }
        let result = body()
        return (result, messages.damage)
    }

    /// Keeps `message` for the decode running on this thread, if any.
    static func record(_ message: String) {
        guard !message.isEmpty, let messages = Thread.current.threadDictionary[key] as? Messages else { return }
        messages.damage.append(message)
    }

    /// libtiff's "Ext" handler type is `void (*)(thandle_t, const char *module, const char *fmt, va_list)`.
    /// Swift cannot spell `va_list` in a C function type on every platform, but every ABI SnapGuard
    /// runs on passes a `va_list` argument as one pointer; the handler never touches it, and
    /// reports the format string with its placeholders shown as "…".
    private typealias TIFFHandler = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
                                                    UnsafeMutableRawPointer?) -> Void
    private typealias TIFFSetHandler = @convention(c) (TIFFHandler?) -> TIFFHandler?

    /// libtiff errors ("Using code not yet in table", "Read error on strip", a ZIP stream error)
    /// are damage: libtiff then leaves the rest of a strip blank and Leptonica returns the image.
    /// Leptonica silences libtiff's plain handlers on every open; the "Ext" handler is a second,
    /// separate hook that libtiff also calls, and Leptonica leaves it alone. Warnings (unknown tags
    /// and the like) do not change pixels and are not hooked.
    private static func installTIFFHandlers() {
        #if os(Linux)
        let everywhere: UnsafeMutableRawPointer? = nil
        #else
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #endif
        let error: TIFFHandler = { _, _, format, _ in
            guard let format else { return }
            LeptonicaDiagnostics.record("libtiff: " + LeptonicaDiagnostics.withoutPlaceholders(String(cString: format)))
        }
        if let symbol = dlsym(everywhere, "TIFFSetErrorHandlerExt") {
            _ = unsafeBitCast(symbol, to: TIFFSetHandler.self)(error)
        }
    }

    /// A printf format with each conversion ("%u", "%lld", "%s") shown as "…".
    static func withoutPlaceholders(_ format: String) -> String {
        var result = "", inConversion = false
        for character in format {
            if inConversion {
                if character == "%" { result.append("%"); inConversion = false }
                else if character.isLetter, !"hlLqjzt".contains(character) { result.append("…"); inConversion = false }
            } else if character == "%" {
                inConversion = true
            } else {
                result.append(character)
            }
        }
        return result.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
