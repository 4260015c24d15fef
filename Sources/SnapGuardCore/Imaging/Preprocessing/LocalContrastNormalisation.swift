import CLeptonica

/// Stretches each neighbourhood's contrast to the full range, anchored on its brightest level:
/// the brightest pixel within `side` pixels (smoothed over as much again) becomes white, and a
/// pixel `minimumRange` levels or more below it, or as dark as the darkest pixel around when
/// that differs more, becomes black.
///
/// Tesseract thresholds a grey page with one global level (Otsu), which a page of dark values
/// sets: small grey labels under a light blur, a few tens of levels below the page, then fall
/// on the page's side and are lost. Stretched locally, they come out as dark as the values
/// next to them, while a flat region (less than `minimumRange` across) comes out white, its
/// small dips no darker than mid-grey. Put it after `DarkOnLight`, so the brightest level
/// around is the background.
package struct LocalContrastNormalisation: ImageStage {
    /// Side of the square whose brightest and darkest levels are stretched, in pixels (odd).
    package var side: Int
    /// Smallest range stretched to the full one, in grey levels: less is left as flat as it was.
    package var minimumRange: Int

    package init(side: Int = 41, minimumRange: Int = 40) {
        precondition(side >= 3 && minimumRange > 0)
        self.side = side | 1
        self.minimumRange = minimumRange
    }

    package var name: String { "normalise-contrast(\(side),\(minimumRange))" }

    package func apply(to image: GreyImage) throws(ImageError) -> GreyImage {
        guard image.width > side, image.height > side else { return image }
        // The darkest and brightest level around each pixel (`SquareExtremes`: the same pixels as
        // Leptonica's grey erosion and dilation, in a quarter of their time), smoothed.
        let extremes = SquareExtremes(image, reach: side / 2), half = Int32(side / 2)
        let smoothed = { (levels: [UInt8]) throws(ImageError) -> LeptonicaPix in
            let pix = try LeptonicaPix.grey(GreyImage(width: image.width, height: image.height, pixels: levels))
            guard let smooth = withExtendedLifetime(pix, { LeptonicaPix(taking: pixBlockconv(pix.pointer(), half, half)) }) else {
                throw .processingFailed(operation: "smooth", width: image.width, height: image.height)
            }
            return smooth
        }
        let low = try smoothed(extremes.darkest), high = try smoothed(extremes.brightest)
        let lows = low.copyGreyPixels().pixels, highs = high.copyGreyPixels().pixels
        var output = image.pixels
        for index in output.indices {
            let top = Int(highs[index]), range = max(top - Int(lows[index]), minimumRange)
            let below = max(0, top - Int(output[index]))
            output[index] = UInt8(max(0, 255 - below * 255 / range))
        }
        return GreyImage(width: image.width, height: image.height, pixels: output)
    }
}
