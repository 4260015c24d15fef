import CTesseract

/// How Tesseract should look for text in an image (its page segmentation mode).
public enum PageSegmentation: String, Sendable, CaseIterable {
    /// Fully automatic layout analysis, as `tesseract` does by default.
    case automatic
    /// As much text as possible in no particular order; suits scattered UI labels.
    case sparseText
    /// A single uniform block of text.
    case singleBlock
    /// A single line of text, for re-reading one cropped line.
    case singleLine

    var tesseractMode: TessPageSegMode {
        switch self {
        case .automatic: PSM_AUTO
        case .sparseText: PSM_SPARSE_TEXT
        case .singleBlock: PSM_SINGLE_BLOCK
        case .singleLine: PSM_SINGLE_LINE
        }
    }
}
