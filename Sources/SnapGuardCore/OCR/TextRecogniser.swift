/// Reads the words of a prepared greyscale image: the seam between SnapGuard's pipeline and an
/// OCR engine.
///
/// `TesseractEngine` is the recogniser SnapGuard ships. Tests hand in a recogniser of their own
/// to exercise the stages, the analyser and the gate without OCR. A recogniser need not be
/// thread-safe: the scanner gives each worker its own.
public protocol TextRecogniser: AnyObject {
    /// The words of `image` grouped into lines, with boxes in `image` pixels.
    ///
    /// - Parameters:
    ///   - segmentation: how the page is laid out (sparse text, one line, …).
    ///   - pixelsPerInch: the resolution the engine should assume.
    ///   - deadline: when to give up; a recogniser that runs past it throws `OCRError.deadlineExceeded`
    ///     rather than return a partial reading.
    func recognise(_ image: GreyImage, segmentation: PageSegmentation, pixelsPerInch: Int,
                   deadline: Deadline) throws(OCRError) -> [RecognisedLine]
}

extension TextRecogniser {
    /// Reads `image` at 300 pixels per inch with no deadline.
    public func recognise(_ image: GreyImage, segmentation: PageSegmentation) throws(OCRError) -> [RecognisedLine] {
        try recognise(image, segmentation: segmentation, pixelsPerInch: 300, deadline: .never)
    }
}
