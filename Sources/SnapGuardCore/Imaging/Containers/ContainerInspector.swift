import Foundation

/// Reads the structure of an image file itself, bounded and with every offset checked, before
/// any decoder allocates pixels: the size to check against the limits, the frame count, and
/// damage a decoder would paper over.
enum ContainerInspector {
    /// What the structure says, or nil for formats read through the decoder's header alone.
    static func inspect(_ data: Data, format: ImageFormat) throws(ImageError) -> ContainerInfo? {
        switch format {
        case .png: try PNGContainer.inspect(ByteCursor(data))
        case .gif: try GIFContainer.inspect(ByteCursor(data))
        case .bmp: try BMPContainer.inspect(ByteCursor(data))
        case .tiff: try TIFFContainer.inspect(ByteCursor(data))
        case .jpeg: try JPEGContainer.inspect(ByteCursor(data))
        case .webp: try WebPContainer.inspect(ByteCursor(data))
        default: nil
        }
    }
}
