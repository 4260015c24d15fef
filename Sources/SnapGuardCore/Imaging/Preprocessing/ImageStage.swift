/// One preprocessing step on the way from a decoded screen to the image Tesseract reads.
public protocol ImageStage: Sendable {
    /// A short name for logs and benchmarks, e.g. "resize(0.67)".
    var name: String { get }
    /// How this stage scales coordinates: output pixels per input pixel.
    var scaleFactor: Double { get }
    func apply(to image: GrayImage) -> GrayImage
}

extension ImageStage {
    public var scaleFactor: Double { 1 }
}
