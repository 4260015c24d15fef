import CLeptonica
import CTesseract
import Foundation

/// One Tesseract engine, loaded once and reused for many images through the C API.
///
/// The engine is the one place a `TessBaseAPI` pointer lives; `deinit` ends and deletes it.
/// It is not thread-safe: one thread uses it at a time. A session's engines move between
/// threads (single checks borrow an idle one), never shared at once.
package final class TesseractEngine: TextRecogniser {
    private let handle: OpaquePointer
    /// The languages loaded, e.g. "eng+vie".
    package let languages: String

    /// Loads the given languages (Tesseract codes joined by "+") from `dataPath`, or from the
    /// folder `TessdataLocator` finds.
    package init(languages: String = "eng", dataPath: String? = nil) throws(OCRError) {
        OpenMPThreading.runParallelRegionsOnCurrentThread()
        let folder: String
        if let dataPath { folder = dataPath } else { folder = try TessdataLocator().folder(for: languages) }
        guard let handle = TessBaseAPICreate() else { throw .initialisationFailed(languages: languages, dataPath: folder) }
        TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        guard TessBaseAPIInit3(handle, folder, languages) == 0 else {
            TessBaseAPIDelete(handle)
            throw .initialisationFailed(languages: languages, dataPath: folder)
        }
        // Every image SnapGuard hands over is already dark text on a light background
        // (binarised, or put that way by `DarkOnLight`), so Tesseract's second, inverted read
        // of each doubtful line is wasted work.
        TessBaseAPISetVariable(handle, "tessedit_do_invert", "0")
        self.handle = handle
        self.languages = languages
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    /// Reads the words of a greyscale image, grouped into lines, in the image's own pixels.
    ///
    /// - Parameters:
    ///   - pixelsPerInch: the resolution Tesseract assumes, which sets its size filters.
    ///   - deadline: handed to Tesseract's progress monitor (`TessMonitorSetDeadlineMSecs`), which
    ///     stops recognition when it passes; a stopped read throws instead of returning part of a page.
    package func recognise(_ image: GreyImage, segmentation: PageSegmentation, pixelsPerInch: Int,
                          deadline: Deadline) throws(OCRError) -> [RecognisedLine] {
        guard image.width >= 8, image.height >= 8 else { return [] }
        if deadline.hasPassed { throw .deadlineExceeded(budget: deadline.budgetDescription) }
        // A session may hand this engine to another thread than the one that made it.
        OpenMPThreading.runParallelRegionsOnCurrentThread()
        // A binarised image goes over at 1 bit per pixel: Tesseract then skips its own Otsu
        // thresholding of a picture that is black and white already (the same pixels, the same
        // reads, less work). Tesseract keeps no reference past `TessBaseAPIClear`.
        // Without the memory to pack it, the image goes over at 8 bits per pixel: the same read.
        let binary = try? LeptonicaPix.binary(image)
        defer { withExtendedLifetime(binary) { TessBaseAPIClear(handle) } }
        if let binary {
            TessBaseAPISetImage2(handle, binary.pointer())
        } else {
            image.pixels.withUnsafeBufferPointer { pixels in
                TessBaseAPISetImage(handle, pixels.baseAddress, Int32(image.width), Int32(image.height), 1, Int32(image.width))
            }
        }
        TessBaseAPISetSourceResolution(handle, Int32(pixelsPerInch))
        TessBaseAPISetPageSegMode(handle, segmentation.tesseractMode)
        let monitor = TessMonitorCreate()
        defer { TessMonitorDelete(monitor) }
        if let milliseconds = deadline.remainingMilliseconds { TessMonitorSetDeadlineMSecs(monitor, Int32(milliseconds)) }
        guard TessBaseAPIRecognize(handle, monitor) == 0 else {
            if deadline.hasPassed { throw .deadlineExceeded(budget: deadline.budgetDescription) }
            throw .recognitionFailed(width: image.width, height: image.height)
        }
        if deadline.hasPassed { throw .deadlineExceeded(budget: deadline.budgetDescription) }
        return readLines()
    }

    /// Walks the result word by word, starting a new line where Tesseract's layout does.
    private func readLines() -> [RecognisedLine] {
        guard let iterator = TessBaseAPIGetIterator(handle) else { return [] }
        defer { TessResultIteratorDelete(iterator) }
        let layout = TessResultIteratorGetPageIterator(iterator)
        var lines: [RecognisedLine] = []
        var words: [RecognisedWord] = []
        repeat {
            if TessPageIteratorIsAtBeginningOf(layout, RIL_TEXTLINE) != 0, !words.isEmpty {
                lines.append(RecognisedLine(words: words))
                words = []
            }
            guard let utf8 = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
            let text = String(cString: utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            TessDeleteText(utf8)
            var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
            guard !text.isEmpty, TessPageIteratorBoundingBox(layout, RIL_WORD, &left, &top, &right, &bottom) != 0 else {
                continue
            }
            let confidence = Double(TessResultIteratorConfidence(iterator, RIL_WORD)) / 100
            words.append(RecognisedWord(
                text: text,
                box: BoundingBox(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top)),
                confidence: min(max(confidence, 0), 1)))
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        if !words.isEmpty { lines.append(RecognisedLine(words: words)) }
        return lines
    }

    /// The version of the linked Tesseract library.
    package static var libraryVersion: String { String(cString: TessVersion()) }
}
