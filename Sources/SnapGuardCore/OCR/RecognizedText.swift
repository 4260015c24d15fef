/// One word read by OCR, in source-image pixels.
public struct RecognizedWord: Hashable, Sendable {
    public var text: String
    public var box: BoundingBox
    /// Tesseract's confidence scaled to 0...1.
    public var confidence: Double

    public init(text: String, box: BoundingBox, confidence: Double) {
        self.text = text
        self.box = box
        self.confidence = confidence
    }
}

/// One line of text: its words in reading order.
public struct RecognizedLine: Hashable, Sendable {
    public var words: [RecognizedWord]

    public init(words: [RecognizedWord]) {
        self.words = words
    }

    /// The words joined by single spaces.
    public var text: String { words.map(\.text).joined(separator: " ") }
    public var box: BoundingBox { words.map(\.box).unionBox() ?? BoundingBox(x: 0, y: 0, width: 0, height: 0) }
    public var confidence: Double {
        words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Double(words.count)
    }
}

/// Everything read from one screen.
public struct RecognizedText: Hashable, Sendable {
    public var lines: [RecognizedLine]

    public init(lines: [RecognizedLine]) {
        self.lines = lines
    }

    public var words: [RecognizedWord] { lines.flatMap(\.words) }
    /// The lines joined by newlines.
    public var text: String { lines.map(\.text).joined(separator: "\n") }
}
