import CLeptonica

/// A picture as pair mode compares it: status bar and home indicator cropped, scaled to the
/// working size and blurred lightly, as floating-point grey levels. Leptonica does the pixel
/// work: area-mapped scaling (`pixScaleAreaMap`) and a separable Gaussian convolution on a
/// float image (`fpixConvolve`, mirrored borders).
struct WorkingImage {
    let width: Int
    let height: Int
    var pixels: [Double]

    /// The part of `image` below the status bar and above the home indicator.
    static func content(of image: GreyImage, settings: PairSettings) -> BoundingBox {
        let top = Int((Double(image.height) * settings.statusBarFraction).rounded())
        let bottom = Int((Double(image.height) * settings.homeIndicatorFraction).rounded())
        return BoundingBox(x: 0, y: top, width: image.width, height: max(0, image.height - top - bottom))
    }

    /// `image` cropped to its content, scaled to `width` x `height` (area-averaged, each axis on
    /// its own, so a snapshot stored at 589 of 1179 pixels across still lines up row for row;
    /// Leptonica interpolates instead when either factor is 0.7 or more, content under about
    /// 229 pixels across) and blurred by `settings.blurSigma`.
    init(_ image: GreyImage, width: Int, height: Int, settings: PairSettings) throws(PairError) {
        let content = image.cropped(to: Self.content(of: image, settings: settings))
        let failure = PairError.preparationFailed(size: "\(image.width)x\(image.height)")
        let scaled: GreyImage
        do {
            scaled = try LeptonicaPix.apply(to: content, "scale") { pix in
                LeptonicaPix(taking: pixScaleAreaMap(pix.pointer(), Float(width) / Float(content.width),
                                                     Float(height) / Float(content.height)))
            }
        } catch { throw failure }
        guard scaled.width == width, scaled.height == height else { throw failure }
        self.width = width
        self.height = height
        guard let blurred = Self.gaussianBlur(scaled, sigma: settings.blurSigma) else { throw failure }
        pixels = blurred
    }

    /// The grey levels of `image` blurred by a Gaussian of `sigma` (radius 3 sigma, at least 1);
    /// `sigma` 0 leaves them as they are. Nil when Leptonica cannot make an image.
    static func gaussianBlur(_ image: GreyImage, sigma: Double) -> [Double]? {
        guard sigma > 0 else { return image.pixels.map(Double.init) }
        let radius = Int32(max(1, Int((3 * sigma).rounded(.up))))
        // The kernels are held untyped and cast where used: `L_KERNEL` is a struct in some Leptonica
        // versions and opaque in others, as `PIX` is (see `LeptonicaPix.pointer()`).
        var across: UnsafeMutableRawPointer?, down: UnsafeMutableRawPointer?
        let made = withUnsafeMutablePointer(to: &across) { across in
            withUnsafeMutablePointer(to: &down) { down in
                makeGaussianKernelSep(radius, radius, Float(sigma), 1, cast(across), cast(down))
            }
        }
        defer {
            withUnsafeMutablePointer(to: &across) { kernelDestroy(cast($0)) }
            withUnsafeMutablePointer(to: &down) { kernelDestroy(cast($0)) }
        }
        guard made == 0, let grey = try? LeptonicaPix.grey(image) else { return nil }
        // Two passes of `fpixConvolve` rather than `fpixConvolveSep`, which sets Leptonica's global
        // sampling factors while other workers may be convolving.
        guard let floats = LeptonicaFPix(taking: pixConvertToFPix(grey.pointer(), 1)),
              let first = LeptonicaFPix(taking: fpixConvolve(floats.pointer(), cast(across), 1)),
              let second = LeptonicaFPix(taking: fpixConvolve(first.pointer(), cast(down), 1)) else { return nil }
        let wordsPerLine = Int(fpixGetWpl(second.pointer()))
        return withExtendedLifetime(second) {
            let data: UnsafeMutablePointer<Float> = fpixGetData(second.pointer())
            var pixels = [Double](repeating: 0, count: image.width * image.height)
            for y in 0..<image.height {
                for x in 0..<image.width { pixels[y * image.width + x] = Double(data[y * wordsPerLine + x]) }
            }
            return pixels
        }
    }

    /// A kernel pointer (or the address of one) typed as the Leptonica call expects it.
    private static func cast<P>(_ pointer: UnsafeMutableRawPointer?) -> P { unsafeBitCast(pointer, to: P.self) }
    private static func cast<P>(_ address: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> P { unsafeBitCast(address, to: P.self) }
}
