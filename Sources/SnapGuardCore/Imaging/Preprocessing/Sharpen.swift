import CLeptonica

/// Sharpens soft edges (Leptonica's unsharp masking): the edge that a blur of `halfWidth`
/// pixels took away is added back `strength` times. Text under a light blur, which
/// binarisation breaks up and Tesseract misreads, reads again.
package struct Sharpen: ImageStage {
    /// Half the width of the blur whose edge is added back, in pixels.
    package var halfWidth: Int
    /// How much of the edge is added back (1: as much as the blur took away).
    package var strength: Double

    package init(halfWidth: Int = 4, strength: Double = 2) {
        precondition(halfWidth > 0 && strength > 0)
        self.halfWidth = halfWidth
        self.strength = strength
    }

    package var name: String { "sharpen(\(halfWidth),\(strength))" }

    package func apply(to image: GreyImage) throws(ImageError) -> GreyImage {
        try LeptonicaPix.apply(to: image, "sharpen") { LeptonicaPix(taking: pixUnsharpMaskingGray($0.pointer(), Int32(halfWidth), Float(strength))) }
    }
}
