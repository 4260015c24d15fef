/// One preprocessing step on the way from a decoded screen to the image Tesseract reads.
package protocol ImageStage: Sendable {
    /// A short name for logs and benchmarks, e.g. "resize(0.67)".
    var name: String { get }
    /// How this stage scales coordinates: output pixels per input pixel.
    var scaleFactor: Double { get }
    /// The stage's output. Throws only when Leptonica returns no image (out of memory, or a size
    /// it refuses): the screen is then unreadable, never passed.
    func apply(to image: GreyImage) throws(ImageError) -> GreyImage
}

extension ImageStage {
    package var scaleFactor: Double { 1 }
}
