import CLeptonica

/// Scales an image by a factor with Leptonica: area mapping when shrinking (no aliasing of thin
/// strokes; `pixScaleAreaMap`), linear interpolation when enlarging (`pixScaleGrayLI`).
public struct Resize: ImageStage {
    public let factor: Double

    public init(factor: Double) {
        precondition(factor > 0, "resize factor must be positive")
        self.factor = factor
    }

    public var name: String { "resize(\(String(format: "%.2f", factor)))" }
    public var scaleFactor: Double { factor }

    public func apply(to image: GrayImage) -> GrayImage {
        let width = max(1, Int((Double(image.width) * factor).rounded()))
        let height = max(1, Int((Double(image.height) * factor).rounded()))
        if width == image.width && height == image.height { return image }
        let scale = Float(factor)
        return LeptonicaPix.apply(to: image) { pix in
            LeptonicaPix(taking: factor < 1 ? pixScaleAreaMap(pix.pointer(), scale, scale) : pixScaleGrayLI(pix.pointer(), scale, scale))
        }
    }
}
