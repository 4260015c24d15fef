/// Why a redacted copy of a screen could not be made.
public enum RedactionError: Error, Hashable, Sendable, CustomStringConvertible {
    case unreadable(String)
    /// The file on disk is not the image that was scanned: its boxes would not cover the data.
    case sizeChanged(path: String, expected: String, found: String)
    case encodingFailed(String)

    public var description: String {
        switch self {
        case .unreadable(let path): "\(path): cannot read the image"
        case .sizeChanged(let path, let expected, let found):
            "\(path): the image is \(found) but was scanned at \(expected); not drawing on a different image"
        case .encodingFailed(let path): "\(path): cannot encode the annotated image"
        }
    }
}
