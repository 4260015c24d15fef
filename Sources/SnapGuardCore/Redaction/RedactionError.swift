/// Why a redacted copy of a screen could not be made or written.
package enum RedactionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The image handed in is not the one that was scanned: its boxes would not cover the data.
    case sizeChanged(path: String, expected: String, found: String)
    case encodingFailed(String)
    /// The failing screen has no full-size copy: it was not drawn while its image was in memory
    /// (`PictureOptions.redactedCopies`), e.g. a screen read back from a JSON report.
    case notDrawn(String)
    case cannotWrite(file: String, reason: String)
    /// The annotated copy would be written over the image it was drawn from (through a link).
    case wouldOverwriteInput(String)

    package var description: String {
        switch self {
        case .sizeChanged(let path, let expected, let found):
            "\(path): the image is \(found) but was scanned at \(expected); not drawing on a different image"
        case .encodingFailed(let path): "\(path): cannot encode the annotated image"
        case .notDrawn(let path): "\(path): no redacted copy was drawn while the screen was read"
        case .cannotWrite(let file, let reason): "\(file): cannot write: \(reason)"
        case .wouldOverwriteInput(let file): "\(file): is the image itself; not written over"
        }
    }
}
