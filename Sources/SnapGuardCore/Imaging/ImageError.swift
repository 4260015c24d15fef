/// Why an image could not be turned into pixels. Each case reads as one line.
public enum ImageError: Error, Hashable, Sendable, CustomStringConvertible {
    case unreadableFile(reason: String)
    case empty
    case fileTooLarge(bytes: Int, limit: Int)
    case unknownFormat
    case unsupportedFormat(ImageFormat, reason: String)
    case invalidDimensions(width: Int, height: Int)
    case tooLarge(width: Int, height: Int, limit: Int)
    case tooSmall(width: Int, height: Int, minimum: Int)
    case corrupt(ImageFormat, detail: String)

    public var description: String {
        switch self {
        case .unreadableFile(let reason): "cannot read file: \(reason)"
        case .empty: "file is empty"
        case .fileTooLarge(let bytes, let limit): "file is \(bytes) bytes, over the \(limit)-byte limit"
        case .unknownFormat: "not an image SnapGuard reads (PNG, JPEG, TIFF, BMP, WebP, GIF, PNM, iOS .ktx snapshot)"
        case .unsupportedFormat(let format, let reason): "\(format.rawValue.uppercased()) images are not supported: \(reason)"
        case .invalidDimensions(let width, let height): "invalid image size \(width)x\(height)"
        case .tooLarge(let width, let height, let limit):
            "image is \(width)x\(height) pixels, over the limit of \(limit) pixels (raise it with --max-pixels)"
        case .tooSmall(let width, let height, let minimum):
            "image is \(width)x\(height) pixels, too small to show a readable screen (under \(minimum) pixels on a side)"
        case .corrupt(let format, let detail): "corrupt or truncated \(format.rawValue.uppercased()) image: \(detail)"
        }
    }
}
