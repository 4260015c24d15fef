import Foundation

/// Turns the bytes of an image file into a colour picture, as a viewer would show it.
///
/// Decoders check the size in the header against `ImageLimits` before allocating pixels, and
/// throw rather than return a picture they could not read completely.
package protocol ImageDecoder: Sendable {
    /// The formats this decoder reads.
    var formats: Set<ImageFormat> { get }
    func decode(_ data: Data, format: ImageFormat, limits: ImageLimits) throws(ImageError) -> ColourImage
}

/// Reads an image file with the first decoder that handles its format.
package struct ImageReader: Sendable {
    package var decoders: [any ImageDecoder]
    package var limits: ImageLimits

    package init(decoders: [any ImageDecoder] = [LeptonicaDecoder(), SnapshotDecoder()], limits: ImageLimits = ImageLimits()) {
        self.decoders = decoders
        self.limits = limits
    }

    /// Decodes the file at `url`.
    package func read(contentsOf url: URL) throws(ImageError) -> ColourImage {
        // Checked with stat, before opening: a FIFO would block, a device never end.
        if let problem = FileKind.problem(readingFileAt: url.path, as: "an image file") { throw .unreadableFile(reason: problem) }
        let size: Int
        do {
            size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        } catch {
            throw .unreadableFile(reason: Self.reason(error))
        }
        guard size <= limits.maxFileBytes else { throw .fileTooLarge(bytes: size, limit: limits.maxFileBytes) }
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw .unreadableFile(reason: Self.reason(error))
        }
        return try decode(data)
    }

    /// Decodes image bytes.
    package func decode(_ data: Data) throws(ImageError) -> ColourImage {
        guard !data.isEmpty else { throw .empty }
        guard let format = ImageFormat.detect(data) else { throw .unknownFormat }
        guard let decoder = decoders.first(where: { $0.formats.contains(format) }) else {
            throw .unsupportedFormat(format, reason: "no decoder for it in this build")
        }
        return try decoder.decode(data, format: format, limits: limits)
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError { return "no such file" }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoPermissionError { return "permission denied" }
        return nsError.localizedDescription
    }
}
