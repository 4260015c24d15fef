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
    public func apply(to image: ColorImage) -> GrayImage {
        let opaque = image.flattened(over: background)
        guard let gray = LeptonicaPix(taking: pixConvertRGBToLuminance(opaque.pointer())) else {
            // Leptonica fails here only when it cannot allocate the result.
            fatalError("Leptonica could not allocate a \(image.width)x\(image.height) greyscale image")
        }
        return gray.copyGrayPixels()
    }
}
