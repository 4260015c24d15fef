import Foundation

/// A text recogniser that runs no OCR: it returns the lines its script gives for each image and
/// keeps every image it was handed. With it, a test of your own gate logic (which screens fail,
/// what the reports say, how waivers apply) runs the whole session without Tesseract:
///
/// ```swift
/// let recogniser = ScriptedRecogniser(text: ["Balance", "$12,345.67"])
/// let session = ScanSession(settings: try .defaults(), makingRecognisers: { recogniser })
/// let screen = session.check(imageData: pngBytes, named: "Balance")
/// // screen.verdict == .fail, screen.failingFindings.map(\.masked) == ["$••,•••.67"]
/// ```
///
/// The image still goes through decoding and the recognition pipeline's stages; only the read
/// is scripted. It is safe to share between a session's workers.
public final class ScriptedRecogniser: TextRecogniser, @unchecked Sendable {
    private let lock = NSLock()
    private let script: @Sendable (GreyImage, PageSegmentation) -> [RecognisedLine]
    private var seen: [(image: GreyImage, segmentation: PageSegmentation)] = []
    private let delay: Duration

    /// A recogniser that answers each read with `script(image, segmentation)`, after waiting
    /// `delay` (to run a screen past its time budget).
    public init(delay: Duration = .zero, script: @escaping @Sendable (GreyImage, PageSegmentation) -> [RecognisedLine]) {
        self.delay = delay
        self.script = script
    }

    /// A recogniser that reads `lines` on every page-sized read and nothing on the single-line
    /// re-reads the pipeline makes of doubtful lines.
    public convenience init(lines: [RecognisedLine], delay: Duration = .zero) {
        self.init(delay: delay) { _, segmentation in segmentation == .singleLine ? [] : lines }
    }

    /// A recogniser that reads `text`, one string per line, laid out from the top of the page
    /// (`RecognisedLine(laying:)`), with high confidence.
    public convenience init(text: [String]) {
        self.init(lines: text.enumerated().map { index, line in RecognisedLine(laying: line, y: 40 + 60 * index) })
    }

    /// Every image handed over so far, in order.
    public var images: [GreyImage] { lock.withLock { seen.map(\.image) } }

    /// Every read so far, in order: the image and how its page was to be segmented.
    public var reads: [(image: GreyImage, segmentation: PageSegmentation)] { lock.withLock { seen } }

    /// Records the read, waits the scripted delay, throws once `deadline` has passed, then answers
    /// with the script.
    public func recognise(_ image: GreyImage, segmentation: PageSegmentation, pixelsPerInch: Int,
                          deadline: Deadline) throws(OCRError) -> [RecognisedLine] {
        lock.withLock { seen.append((image, segmentation)) }
        if delay > .zero {
            let (seconds, attoseconds) = delay.components
            Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
        }
        try deadline.check()
        return script(image, segmentation)
    }
}

extension RecognisedLine {
    /// The line `text` as a recogniser would return it: its words (split at spaces) laid out left
    /// to right from `x`, each `height` pixels tall and half as wide per character, at `y`.
    public init(laying text: String, x: Int = 40, y: Int, height: Int = 30, confidence: Double = 0.95) {
        var left = x
        self.init(words: text.split(separator: " ").map { word in
            defer { left += (word.count + 1) * height / 2 }
            return RecognisedWord(text: String(word), box: BoundingBox(x: left, y: y, width: word.count * height / 2, height: height),
                                  confidence: confidence)
        })
    }
}
