import CLeptonica

/// The first stage of every read: a decoded colour picture to the 8-bit luminance that the
/// recognition stages work on, with any transparency composited over a uniform grey first.
///
/// A transparent screenshot shows whatever the viewer puts behind it: dark text is legible on
/// white, light text on black. Over mid grey (the default) both keep half their contrast, and
/// the background-relative binarisation reads either; over white, light text would vanish.
public struct Greyscale: Sendable {
    /// The grey level transparent pixels are composited over.
    public var background: UInt8

    public init(background: UInt8 = 128) {
        self.background = background
    }

    /// Luminance (Leptonica's 0.3 R + 0.5 G + 0.2 B) of `image` over `background`.
    ///
    /// The blend is done on 8-bit planes (luminance, alpha, background), so a large transparent
    /// screenshot needs about one extra colour image's worth of memory, not three.
    public func apply(to image: ColorImage) -> GrayImage {
        let pix = image.pix.pointer() as UnsafeMutablePointer<PIX>
        guard let luminance = LeptonicaPix(taking: pixConvertRGBToLuminance(pix)) else { Self.outOfMemory(image) }
        guard image.hasAlpha else { return luminance.copyGrayPixels() }
        guard let alpha = LeptonicaPix(taking: pixGetRGBComponent(pix, Int32(L_ALPHA_CHANNEL))),
              let backdrop = LeptonicaPix(taking: pixCreate(Int32(image.width), Int32(image.height), 8)) else {
            Self.outOfMemory(image)
        }
        pixSetAllArbitrary(backdrop.pointer(), UInt32(background))
        // backdrop × (1 − a) + luminance × a, where a is the alpha as a fraction.
        guard let blended = LeptonicaPix(taking: pixBlendWithGrayMask(backdrop.pointer(), luminance.pointer(),
                                                                      alpha.pointer(), 0, 0)) else {
            Self.outOfMemory(image)
        }
        return blended.copyGrayPixels()
    }

    /// Leptonica fails here only when it cannot allocate the result.
    private static func outOfMemory(_ image: ColorImage) -> Never {
        fatalError("Leptonica could not allocate a \(image.width)x\(image.height) greyscale image")
    }
}
