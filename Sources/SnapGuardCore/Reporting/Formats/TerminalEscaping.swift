/// Escaping for text that a terminal or a CI log shows: file and folder names, error messages and
/// OCR text in the text report, GitHub annotations, console messages and the progress line.
///
/// Every control character (C0 including newline and tab, DEL, C1), every bidirectional
/// embedding, override and isolate character (U+202A–U+202E, U+2066–U+2069), the directional
/// marks (U+200E, U+200F, U+061C) and the line and paragraph separators (U+2028, U+2029) are
/// written as a visible escape: `\n`, `\r`, `\t`, or `\u{1B}`. So a file name cannot start a
/// new log line (a GitHub `::error` workflow command), send a terminal sequence (erase a FAIL line,
/// set the window title) or reorder what the reader sees.
package enum TerminalEscaping {
    /// `text` with each unsafe character replaced by its escape; other text unchanged.
    package static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where isUnsafe(scalar): escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Whether `scalar` must not reach a terminal or log as it is.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C, 0x2028, 0x2029: true
        default: false
        }
    }
}
