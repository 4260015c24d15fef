import Foundation

/// Finds the folder holding Tesseract's `*.traineddata` files and checks that the
/// requested languages are there, so a missing language is a clear error, not a crash.
package struct TessdataLocator: Sendable {
    /// Folders searched after `TESSDATA_PREFIX` and `HOMEBREW_PREFIX`, in order: Debian/Ubuntu,
    /// Homebrew on Apple silicon (`/opt/homebrew`), Homebrew on Intel Macs and other Unix
    /// (`/usr/local`), Homebrew on Linux, MacPorts.
    package static let standardFolders = [
        "/usr/share/tesseract-ocr/5/tessdata",
        "/usr/share/tesseract-ocr/4.00/tessdata",
        "/usr/share/tessdata",
        "/opt/homebrew/share/tessdata",
        "/usr/local/share/tessdata",
        "/home/linuxbrew/.linuxbrew/share/tessdata",
        "/opt/local/share/tessdata",
    ]

    package var candidates: [String]

    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        var folders: [String] = []
        if let prefix = environment["TESSDATA_PREFIX"], !prefix.isEmpty {
            // Tesseract 4 and 5 take the tessdata folder itself, Tesseract 3 its parent: accept both.
            folders += [prefix, (prefix as NSString).appendingPathComponent("tessdata")]
        }
        if let brew = environment["HOMEBREW_PREFIX"], !brew.isEmpty {
            // `brew shellenv` sets it; `tesseract` and `tesseract-lang` link their models here.
            folders.append((brew as NSString).appendingPathComponent("share/tessdata"))
        }
        candidates = folders + Self.standardFolders.filter { !folders.contains($0) }
    }

    /// Splits "eng+vie" into its codes, rejecting anything that is not a plausible code.
    package static func languages(in list: String) throws(OCRError) -> [String] {
        let codes = list.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        let valid = codes.allSatisfy { code in
            !code.isEmpty && code.count <= 32 && code.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        }
        guard valid else { throw .invalidLanguageList(list) }
        return codes
    }

    /// The first folder that holds every requested language.
    package func folder(for languageList: String) throws(OCRError) -> String {
        let codes = try Self.languages(in: languageList)
        let existing = candidates.filter { FileManager.default.fileExists(atPath: $0) }
        for folder in existing where codes.allSatisfy({ Self.hasModel($0, in: folder) }) {
            return folder
        }
        let folderWithMost = existing.max { lhs, rhs in
            codes.filter { Self.hasModel($0, in: lhs) }.count < codes.filter { Self.hasModel($0, in: rhs) }.count
        }
        let missing = codes.first { code in folderWithMost.map { !Self.hasModel(code, in: $0) } ?? true } ?? codes[0]
        throw .languageNotInstalled(language: missing, searched: existing.isEmpty ? candidates : existing)
    }

    /// The Debian package that ships a language, e.g. `tesseract-ocr-vie`.
    package static func aptPackage(for language: String) -> String {
        "tesseract-ocr-" + language.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    private static func hasModel(_ code: String, in folder: String) -> Bool {
        FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("\(code).traineddata"))
    }
}
