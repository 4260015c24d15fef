/// Why an image could not be turned into pixels. Each case reads as one line.
package enum ImageError: Error, Hashable, Sendable, CustomStringConvertible {
    case unreadableFile(reason: String)
    case empty
    case fileTooLarge(bytes: Int, limit: Int)
    case unknownFormat
    case unsupportedFormat(ImageFormat, reason: String)
    case invalidDimensions(width: Int, height: Int)
    case tooLarge(width: Int, height: Int, limit: Int)
    case tooSmall(width: Int, height: Int, minimum: Int)
    case corrupt(ImageFormat, detail: String)
    /// The decoder produced pixels but reported damage on the way (a CRC or stream error, a short
    /// read, corrupt entropy-coded data): what it returned may be partly blank, so it is not read.
    case damaged(ImageFormat, message: String)
    /// An animated or multi-page file. SnapGuard reads one picture per file and refuses the rest
    /// rather than vouch for frames it did not read.
    case multipleFrames(ImageFormat, count: Int)
    /// A JPEG with more scans than any real image has: decoding it costs minutes of CPU.
    case tooManyScans(count: Int, limit: Int)
    /// Leptonica returned no image where one was due: it could not allocate it (the process is
    /// short of memory) or it refuses the size. The screen is unreadable, never passed.
    case processingFailed(operation: String, width: Int, height: Int)

    package var description: String {
        switch self {
        case .unreadableFile(let reason): "cannot read file: \(reason)"
        case .empty: "file is empty"
        case .fileTooLarge(let bytes, let limit): "file is \(bytes) bytes, over the \(limit)-byte limit"
        case .unknownFormat: "not an image SnapGuard reads (PNG, JPEG, TIFF, BMP, WebP, GIF, PNM, iOS .ktx snapshot)"
        case .unsupportedFormat(let format, let reason): "\(format.rawValue.uppercased()) images are not supported: \(reason)"
        case .invalidDimensions(let width, let height): "invalid image size \(width)x\(height)"
        case .tooLarge(let width, let height, let limit):
            "image is \(width)x\(height) pixels, over the limit of \(limit) pixels"
        case .tooSmall(let width, let height, let minimum):
            "image is \(width)x\(height) pixels, too small to show a readable screen (under \(minimum) pixels on a side)"
        case .corrupt(let format, let detail): "corrupt or truncated \(format.rawValue.uppercased()) image: \(detail)"
        case .damaged(let format, let message): "damaged \(format.rawValue.uppercased()) image: \(message)"
        case .multipleFrames(let format, let count):
            "\(format.rawValue.uppercased()) file holds \(count) frames or pages; SnapGuard reads single-frame images only (export each frame as its own image)"
        case .tooManyScans(let count, let limit):
            "JPEG has \(count) scans, over the limit of \(limit) (real images have at most a few dozen)"
        case .processingFailed(let operation, let width, let height):
            "Leptonica could not \(operation) a \(width)x\(height) image (out of memory, or a size it cannot handle)"
        }
    }
}
