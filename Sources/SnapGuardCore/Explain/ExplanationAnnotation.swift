import Foundation

/// The decoded screen with what was read drawn on it: each word of the merged upright read boxed
/// in blue, each near miss of that read in orange, each finding in red. Nothing is blacked out:
/// this picture is for the person debugging a miss, next to the raw text of `lines.txt`.
enum ExplanationAnnotation {
    static func png(of explanation: ScanExplanation, screen: ScreenResult) -> Data? {
        guard let decoded = explanation.decoded, let canvas = decoded.flattened(over: Greyscale.midGrey).copy() else { return nil }
        let thin = max(1, decoded.width / 600), thick = max(2, decoded.width / 300)
        for word in explanation.mergedLines.flatMap(\.words) {
            canvas.outline(word.box, width: thin, red: 0, green: 90, blue: 255)
        }
        for nearMiss in explanation.nearMisses where nearMiss.attempt == ScanExplanation.upright {
            canvas.outline(nearMiss.box.expanded(by: thick, within: decoded.bounds), width: thick, red: 255, green: 140, blue: 0)
        }
        for finding in screen.findings {
            canvas.outline(finding.box.expanded(by: 2 * thick, within: decoded.bounds), width: thick, red: 230, green: 0, blue: 0)
        }
        return canvas.pngData()
    }
}

extension ColourImage {
    /// The whole image as a box.
    var bounds: BoundingBox { BoundingBox(x: 0, y: 0, width: width, height: height) }
}
