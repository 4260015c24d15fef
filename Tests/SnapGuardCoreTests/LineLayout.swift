import SnapGuardCore

/// One line of words laid out left to right from `x`, `height` pixels tall, at `y`.
func line(_ text: String, x: Int = 40, y: Int, height: Int = 30, confidence: Double = 0.95) -> RecognisedLine {
    RecognisedLine(laying: text, x: x, y: y, height: height, confidence: confidence)
}
