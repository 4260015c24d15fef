import CLeptonica

/// The first stage of every read: a decoded colour picture to the 8-bit luminance that the
/// recognition stages work on, with any transparency composited over a uniform grey first.
///
/// A transparent screenshot shows whatever the viewer puts behind it: dark text is legible on
/// white, light text on black. Over mid grey (the default) both keep half their contrast, and
/// the background-relative binarisation reads either; over white, light text would vanish.
package struct Greyscale: Sendable {
    /// The grey level transparent pixels are composited over.
    package var background: UInt8

    /// Mid grey, the default backdrop: dark and light text on a transparent screenshot both keep
    /// half their contrast over it.
    package static let midGrey: UInt8 = 128

    package init(background: UInt8 = midGrey) {
        self.background = background
    }

    /// Luminance (Leptonica's 0.3 R + 0.5 G + 0.2 B) of `image` over `background`.
    ///
    /// The blend is done on 8-bit planes (luminance, alpha, backdrop), and the colour image is
    /// released as soon as its luminance and alpha are taken when the caller hands it over, so a
    /// large transparent screenshot needs about one colour image's worth of memory, not three. An
    /// alpha channel that is opaque everywhere is not blended at all.
    /// Throws only when Leptonica cannot allocate a plane (the process is short of memory).
    package func apply(to image: consuming ColourImage) throws(ImageError) -> GreyImage {
        let width = image.width, height = image.height
        let pix = image.pix.pointer() as UnsafeMutablePointer<PIX>
        guard let luminance = LeptonicaPix(taking: pixConvertRGBToLuminance(pix)) else { throw Self.outOfMemory(width, height) }
        guard image.hasAlpha else { return luminance.copyGreyPixels() }
        guard let alpha = LeptonicaPix(taking: pixGetRGBComponent(pix, Int32(L_ALPHA_CHANNEL))) else {
            throw Self.outOfMemory(width, height)
        }
        _ = consume image
        var lowest: Int32 = 0
        if pixGetExtremeValue(alpha.pointer(), 1, Int32(L_SELECT_MIN), nil, nil, nil, &lowest) == 0, lowest == 255 {
            return luminance.copyGreyPixels()
        }
        guard let backdrop = LeptonicaPix(taking: pixCreate(Int32(width), Int32(height), 8)) else { throw Self.outOfMemory(width, height) }
        pixSetAllArbitrary(backdrop.pointer(), UInt32(background))
        // backdrop × (1 − a) + luminance × a, where a is the alpha as a fraction.
        guard let blended = LeptonicaPix(taking: pixBlendWithGrayMask(backdrop.pointer(), luminance.pointer(),
                                                                      alpha.pointer(), 0, 0)) else {
            throw Self.outOfMemory(width, height)
        }
        return blended.copyGreyPixels()
    }

    /// Leptonica fails here only when it cannot allocate the result.
    private static func outOfMemory(_ width: Int, _ height: Int) -> ImageError {
        .processingFailed(operation: "turn to grey", width: width, height: height)
    }
}
