import CLeptonica

/// Scales an image by a factor with Leptonica: area mapping when shrinking below 0.7 (no aliasing
/// of thin strokes; `pixScaleAreaMap`), `pixScale` from 0.7 to 1, linear interpolation when
/// enlarging (`pixScaleGrayLI`).
package struct Resize: ImageStage {
    package let factor: Double

    package init(factor: Double) {
        precondition(factor > 0, "resize factor must be positive")
        self.factor = factor
    }

    package var name: String { "resize(\(String(format: "%.2f", factor)))" }
    package var scaleFactor: Double { factor }

    package func apply(to image: GreyImage) throws(ImageError) -> GreyImage {
        let width = max(1, Int((Double(image.width) * factor).rounded()))
        let height = max(1, Int((Double(image.height) * factor).rounded()))
        if width == image.width && height == image.height { return image }
        let scale = Float(factor)
        return try LeptonicaPix.apply(to: image, "scale") { pix in
            switch factor {
            // Area mapping is for real reductions; from 0.7 up Leptonica's area map hands over to
            // `pixScale` (linear interpolation, lightly sharpened) itself, with a warning.
            case ..<0.7: LeptonicaPix(taking: pixScaleAreaMap(pix.pointer(), scale, scale))
            case ..<1: LeptonicaPix(taking: pixScale(pix.pointer(), scale, scale))
            default: LeptonicaPix(taking: pixScaleGrayLI(pix.pointer(), scale, scale))
            }
        }
    }
}
