/// Bounds on what SnapGuard agrees to decode, checked from the header before any pixel is allocated.
package struct ImageLimits: Hashable, Sendable {
    /// Largest accepted width × height. The default, 12 megapixels, is twice an iPad Pro 13"
    /// screen (2064 × 2752, 5.7 MP), the largest screen iOS renders; it bounds the decode of two
    /// jobs to about 100 MB of pixels and refuses decompression bombs.
    package var maxPixels: Int
    /// Largest accepted file size in bytes.
    package var maxFileBytes: Int

    package static let defaultMaxPixels = 12_000_000
    /// Images narrower or shorter than this are refused as unreadable.
    package static let minimumSide = 32
    /// 64 MiB: more than a 12-megapixel image stored uncompressed at 32 bits a pixel (48 MB).
    package static let defaultMaxFileBytes = 64 * 1024 * 1024

    package init(maxPixels: Int = ImageLimits.defaultMaxPixels, maxFileBytes: Int = ImageLimits.defaultMaxFileBytes) {
        self.maxPixels = maxPixels
        self.maxFileBytes = maxFileBytes
    }

    /// Throws when an image of this size must not be decoded.
    package func check(width: Int, height: Int) throws(ImageError) {
        guard width > 0, height > 0 else { throw .invalidDimensions(width: width, height: height) }
        // Nothing a person can read fits in fewer pixels; such a file is not a screen, and
        // passing it would be passing something unread.
        guard min(width, height) >= Self.minimumSide else { throw .tooSmall(width: width, height: height, minimum: Self.minimumSide) }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > maxPixels {
            throw .tooLarge(width: width, height: height, limit: maxPixels)
        }
    }
}
