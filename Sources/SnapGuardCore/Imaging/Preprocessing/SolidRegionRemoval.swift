import CLeptonica

/// Clears black regions of a binary image that are too thick to be letter strokes.
///
/// After background binarisation, the edge of a chat bubble or card, where the estimated
/// background switches colour, turns into a solid black band that touches nearby letters and
/// stops Tesseract from reading them. Strokes of body text are a few pixels wide; anything that
/// holds a solid `maximumStroke` × `maximumStroke` square of ink is a shape, not a letter, and
/// is cleared (a morphological top-hat: the image minus its opening).
package struct SolidRegionRemoval: ImageStage {
    /// Side of the smallest solid square that is not part of a letter, in pixels.
    package var maximumStroke: Int

    package init(maximumStroke: Int) {
        precondition(maximumStroke >= 2)
        self.maximumStroke = maximumStroke
    }

    package var name: String { "clear-solid(\(maximumStroke))" }

    /// Ink is every pixel darker than 128. The solid squares are Leptonica's morphological
    /// opening of the ink with a `maximumStroke` brick; those pixels are set to white, every
    /// other pixel is kept as it was. The opening is Leptonica's composite DWA brick opening,
    /// the same result as `pixOpenBrick` (compared on the tuning corpus's binarised screens and
    /// crops) at about a quarter of the cost.
    package func apply(to image: GreyImage) throws(ImageError) -> GreyImage {
        guard image.width >= maximumStroke, image.height >= maximumStroke else { return image }
        let side = Int32(maximumStroke)
        return try LeptonicaPix.apply(to: image, "clear the solid shapes of") { pix throws(ImageError) in
            let ink = try LeptonicaPix.ink(image)
            guard let shapes = LeptonicaPix(taking: pixOpenCompBrickDwa(nil, ink.pointer(), side, side)),
                  pixSetMasked(pix.pointer(), shapes.pointer(), 0xFF) == 0 else { return nil }
            return pix
        }
    }
}
