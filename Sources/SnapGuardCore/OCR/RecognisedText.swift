/// One word read by OCR, in source-image pixels.
public struct RecognisedWord: Hashable, Sendable {
    /// The word as read.
    public var text: String
    /// Where the word is, in the pixels of the image that was read.
    public var box: BoundingBox
    /// Tesseract's confidence scaled to 0...1.
    public var confidence: Double

    /// A word read at `box` with `confidence` from 0 to 1.
    public init(text: String, box: BoundingBox, confidence: Double) {
        self.text = text
        self.box = box
        self.confidence = confidence
    }
}

/// One line of text: its words in reading order.
public struct RecognisedLine: Hashable, Sendable {
    /// The words, left to right.
    public var words: [RecognisedWord]

    /// A line of `words`, left to right.
    public init(words: [RecognisedWord]) {
        self.words = words
    }

    /// The words joined by single spaces.
    public var text: String { words.map(\.text).joined(separator: " ") }
    /// The box around every word.
    public var box: BoundingBox { words.map(\.box).unionBox() ?? BoundingBox(x: 0, y: 0, width: 0, height: 0) }
    /// The mean confidence of its words (0 for an empty line).
    public var confidence: Double {
        words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Double(words.count)
    }
}

/// Everything read from one screen.
package struct RecognisedText: Hashable, Sendable {
    package var lines: [RecognisedLine]
    /// Other whole readings of the same screen, each merged and joined on its own: one per pass of
    /// the pipeline, and the most confident reading of each place (`LineMerger.mostConfidentReading`);
    /// empty when only one pass read it. `lines` hold every pass's lines together, and there another
    /// pass's wrong reading of a label can stand between a value and its label; each reading here
    /// keeps one reading of each place in its own order, so the matcher also looks at each one
    /// alone and never finds less than a single pass would.
    package var alternatives: [RecognisedText]

    package init(lines: [RecognisedLine], alternatives: [RecognisedText] = []) {
        self.lines = lines
        self.alternatives = alternatives
    }

    package var words: [RecognisedWord] { lines.flatMap(\.words) }
    /// The lines joined by newlines.
    package var text: String { lines.map(\.text).joined(separator: "\n") }
}
