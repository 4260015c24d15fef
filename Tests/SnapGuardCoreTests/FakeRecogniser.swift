import Foundation
import SnapGuardCore

/// A text recogniser that reads nothing: it returns the lines a test gives it and keeps every
/// image it was handed, so stages, the analyser and the session can be tested without OCR.
final class FakeRecogniser: TextRecogniser, @unchecked Sendable {
    private let lock = NSLock()
    private let read: @Sendable (GreyImage, PageSegmentation) -> [RecognizedLine]
    private var seen: [(image: GreyImage, segmentation: PageSegmentation)] = []
    /// Time spent in each call, to run a screen past its budget.
    let delay: Duration

    init(delay: Duration = .zero, read: @escaping @Sendable (GreyImage, PageSegmentation) -> [RecognizedLine]) {
        self.delay = delay
        self.read = read
    }

    /// A recogniser that reads `lines` on every full-page image and nothing on single lines.
    convenience init(lines: [RecognizedLine], delay: Duration = .zero) {
        self.init(delay: delay) { _, segmentation in segmentation == .singleLine ? [] : lines }
    }

    /// Every image handed over so far, in order.
    var images: [GreyImage] { lock.withLock { seen.map(\.image) } }
    /// Every read so far, in order: the image and how its page was to be segmented.
    var reads: [(image: GreyImage, segmentation: PageSegmentation)] { lock.withLock { seen } }

    func recognise(_ image: GreyImage, segmentation: PageSegmentation, pixelsPerInch: Int,
                   deadline: Deadline) throws(OCRError) -> [RecognizedLine] {
        lock.withLock { seen.append((image, segmentation)) }
        if delay > .zero { Thread.sleep(forTimeInterval: Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18) }
        if deadline.hasPassed { throw .deadlineExceeded(budget: deadline.budgetDescription) }
        return read(image, segmentation)
    }
}

/// One line of words laid out left to right from `x`, `height` pixels tall, at `y`.
func line(_ text: String, x: Int = 40, y: Int, height: Int = 30, confidence: Double = 0.95) -> RecognizedLine {
    var left = x
    let words = text.split(separator: " ").map { word -> RecognizedWord in
        defer { left += (word.count + 1) * height / 2 }
        return RecognizedWord(text: String(word), box: BoundingBox(x: left, y: y, width: word.count * height / 2, height: height),
                              confidence: confidence)
    }
    return RecognizedLine(words: words)
}
