/// Why the OCR engine could not start or read. Each case reads as one line.
public enum OCRError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The language list is not Tesseract codes joined by "+".
    case invalidLanguageList(String)
    /// A language's `.traineddata` is in none of the folders searched.
    case languageNotInstalled(language: String, searched: [String])
    /// Tesseract found the data but could not start with it.
    case initialisationFailed(languages: String, dataPath: String)
    /// Tesseract could not read the prepared image.
    case recognitionFailed(width: Int, height: Int)
    /// The screen's time budget ran out during recognition.
    case deadlineExceeded(budget: String)
    /// A stage preparing the image for a read could not make its image (Leptonica returned none:
    /// out of memory, or a size it refuses); `reason` says which operation and size.
    case preparationFailed(reason: String)

    /// One line saying what failed and, for a missing language, how to install it.
    public var description: String {
        switch self {
        case .invalidLanguageList(let list):
            "invalid language list '\(list)': give Tesseract language codes joined by '+', e.g. eng or eng+vie"
        case .languageNotInstalled(let language, let searched):
            "OCR language '\(language)' is not installed (no \(language).traineddata in \(searched.joined(separator: ", "))); "
                + "install it with 'apt-get install \(TessdataLocator.aptPackage(for: language))' "
                + "or 'brew install tesseract-lang', or set TESSDATA_PREFIX"
        case .initialisationFailed(let languages, let dataPath):
            "Tesseract could not load '\(languages)' from \(dataPath)"
        case .recognitionFailed(let width, let height):
            "Tesseract could not read the image (prepared at \(width)x\(height) pixels)"
        case .deadlineExceeded(let budget):
            "reading the screen took longer than its time budget of \(budget); not judged"
        case .preparationFailed(let reason):
            reason
        }
    }
}
