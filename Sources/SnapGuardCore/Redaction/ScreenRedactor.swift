import CLeptonica
import Foundation

/// Draws a screen with every finding blacked out and boxed: red for findings that fail the
/// screen, orange for those that do not. The whole recognised line holding a finding is blacked
/// out (`Finding.lineBox`), so a label or a name beside a matched value is covered too; other
/// lines are not, unless they hold a finding of their own. The original pixels never leave: lines
/// are blacked out (with a margin) on the full-size image before anything is scaled or encoded.
/// `PictureDrawing` draws each screen's pictures with it, as `PictureOptions` asks.
struct ScreenRedactor: Sendable {
    /// Pixels added around each finding box before blacking it out, to cover glyph edges.
    var margin: Int

    init(margin: Int = 6) {
        self.margin = margin
    }

    /// `canvas`, the picture `screen` was read from, in an image no one else reads (32 bits a
    /// pixel, or colourmapped with room for the drawing's colours), with every finding boxed and
    /// blacked out on it.
    func redacted(_ screen: ScreenResult, on canvas: LeptonicaPix?) throws(RedactionError) -> LeptonicaPix {
        guard let pix = canvas, pix.depth == 32 || (pix.hasColourmap && pix.hasRoomForDrawing) else { throw .encodingFailed(screen.path) }
        if pix.depth == 32 { pixSetSpp(pix.pointer(), 3) }  // opaque: any alpha left was 255 everywhere
        guard pix.width == screen.width, pix.height == screen.height else {
            throw .sizeChanged(path: screen.path, expected: "\(screen.width)x\(screen.height)", found: "\(pix.width)x\(pix.height)")
        }
        let bounds = BoundingBox(x: 0, y: 0, width: pix.width, height: pix.height)
        let line = max(3, pix.width / 150)
        // Every outline first, then every blackout, so no outline is drawn over another finding.
        for finding in screen.findings {
            let covered = finding.box.expanded(by: margin, within: bounds)
            let (red, green, blue): (UInt8, UInt8, UInt8) = screen.counts(finding) ? (255, 45, 45) : (255, 149, 0)
            pix.outline(covered.expanded(by: line, within: bounds), width: line, red: red, green: green, blue: blue)
        }
        for finding in screen.findings {
            pix.fillBlack(finding.box.union(finding.lineBox ?? finding.box).expanded(by: margin, within: bounds))
        }
        return pix
    }

    /// A redacted picture as PNG, scaled down to `maxWidth` when it is wider; nil when it cannot be encoded.
    func encoded(_ drawn: LeptonicaPix, maxWidth: Int?, path: String) throws(RedactionError) -> Data? {
        var output = drawn
        if let maxWidth, drawn.width > maxWidth {
            guard let smaller = drawn.scaled(by: Double(maxWidth) / Double(drawn.width)) else { throw .encodingFailed(path) }
            output = smaller
        }
        return output.pngData()
    }
}
