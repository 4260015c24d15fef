/// Why the OCR engine could not start or read. Each case reads as one line.
public enum OCRError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidLanguageList(String)
    case languageNotInstalled(language: String, searched: [String])
    case initialisationFailed(languages: String, dataPath: String)
    case recognitionFailed(width: Int, height: Int)
    /// The screen's time budget ran out during recognition.
    case deadlineExceeded(budget: String)
    /// A stage preparing the image for a read could not make its image (`ImageError.processingFailed`).
    case preparationFailed(ImageError)

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
        case .preparationFailed(let error):
            error.description
        }
    }
}
