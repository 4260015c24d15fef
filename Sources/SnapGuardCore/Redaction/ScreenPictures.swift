import CLeptonica
import Foundation

/// Which redacted pictures a session draws of each screen while its image is in memory, so that
/// no image is decoded a second time for them. Each one costs a colour copy of the screen held
/// through the read, so none is drawn unless asked for.
package struct PictureOptions: Hashable, Sendable {
    /// A redacted thumbnail at most this many pixels wide of every readable screen (and, in pair
    /// mode, of the active screen), for reports that show pictures (`HTMLReporter.thumbnailWidth`);
    /// nil for none.
    package var thumbnailWidth: Int?
    /// A full-size redacted copy of every failing screen, kept in its result (what `--annotate`
    /// writes; `ScanSession.annotate(_:into:)` writes the kept copies).
    package var redactedCopies: Bool

    /// Pictures to draw: thumbnails `thumbnailWidth` pixels wide (nil for none), and full-size
    /// redacted copies of failing screens when `redactedCopies` is set.
    package init(thumbnailWidth: Int? = nil, redactedCopies: Bool = false) {
        precondition(thumbnailWidth.map { $0 > 0 } ?? true, "a thumbnail is at least one pixel wide")
        self.thumbnailWidth = thumbnailWidth
        self.redactedCopies = redactedCopies
    }

    /// No pictures: the default.
    package static let none = PictureOptions()

    /// Whether any picture is drawn, so the colour image must be kept through the read.
    var drawsAny: Bool { thumbnailWidth != nil || redactedCopies }
}

/// The redacted pictures of one screen, as PNG: every finding boxed, its whole line blacked out
/// (`ScreenRedactor`). Only those `PictureOptions` asked for are there.
package struct ScreenPictures: Hashable, Sendable {
    /// The screen scaled down to the thumbnail width; nil for an unreadable screen.
    package internal(set) var thumbnail: Data?
    /// Pair mode: the active screen's thumbnail, shown beside the snapshot's.
    package internal(set) var activeThumbnail: Data?
    /// The failing screen at full size.
    package internal(set) var redactedCopy: Data?
    /// Why a picture that was asked for could not be drawn.
    package internal(set) var problem: RedactionError?

    init() {}
}

/// A screen's picture kept through its read, to draw its redacted pictures from once it is
/// judged, with transparency flattened over white.
///
/// A scan keeps a colourmapped copy at one byte a pixel, a quarter of the colour image it stands
/// for (exact for a screen of at most 256 colours, as flat app screens mostly are; otherwise
/// Leptonica's octree quantisation to the nearest of 240), and releases the colour image
/// as soon as its grey copy is made: two 12 MP screens in flight cost 24 MB, not 96. The
/// pictures are drawn on a copy of it at one byte a pixel too. Pair mode, which holds both colour
/// pictures through the comparison anyway, keeps them exact.
struct KeptPicture: @unchecked Sendable {
    /// A compact copy is this screen's alone and is drawn on in place (its one drawing is the
    /// last use of it); an exact picture is the decoded image itself and is never changed.
    private let pix: LeptonicaPix
    private let isOwnCopy: Bool

    /// The compact copy of `image`; nil when Leptonica cannot make it (out of memory): the
    /// screen then gets no pictures, and says so (`ScreenPictures.problem`).
    init?(compact image: ColourImage) {
        let flat = image.flattened(over: 255)
        // Both read the colours in place, alpha or not (`pixConvertRGBToColormap` would first copy
        // an RGBA image without its alpha, a second colour image's worth of memory).
        var colours: Int32 = 0
        let lossless = pixNumColors(flat.pointer(), 1, &colours) == 0 && (1...256).contains(colours)
        guard let mapped = LeptonicaPix(taking: lossless ? pixConvertRGBToCmapLossless(flat.pointer())
                                                         : pixOctreeColorQuant(flat.pointer(), 240, 0)) else { return nil }
        pix = mapped
        isOwnCopy = true
    }

    /// `image` as it is.
    init(exact image: ColourImage) {
        pix = image.flattened(over: 255)
        isOwnCopy = false
    }

    /// The image to draw on: the compact copy itself when its colourmap has room for the colours
    /// redaction draws in, a copy of an exact picture, otherwise (a screen of 254 colours or more
    /// in its colourmap) a conversion to 32 bits a pixel.
    func canvas() -> LeptonicaPix? {
        if pix.hasRoomForDrawing { return isOwnCopy ? pix : pix.copy() }
        guard let copy = LeptonicaPix(taking: pixConvertTo32(pix.pointer())) else { return nil }
        pixSetSpp(copy.pointer(), 3)
        return copy
    }
}

/// Draws a judged screen's pictures from the picture it was read from, as the options ask: a
/// thumbnail of a readable screen, a full-size copy of a failing one, both from one drawing.
struct PictureDrawing: Sendable {
    var options: PictureOptions
    var redactor = ScreenRedactor()

    /// `screen` with its pictures drawn from `picture`; `fullSizeCopy` also draws the full-size
    /// copy of a failing screen when the options do not keep one (for a caller that writes it
    /// and lets it go, `--annotate`).
    func draw(_ screen: ScreenResult, picture: KeptPicture?, fullSizeCopy: Bool = false) -> ScreenResult {
        let full = screen.verdict == .fail && (options.redactedCopies || fullSizeCopy)
        guard screen.verdict != .error, options.thumbnailWidth != nil || full else { return screen }
        var drawn = screen
        do throws(RedactionError) {
            guard let picture else { throw .notDrawn(screen.path) }
            let redacted = try redactor.redacted(screen, on: picture.canvas())
            if full { drawn.pictures.redactedCopy = try png(redacted, maxWidth: nil, path: screen.path) }
            if let width = options.thumbnailWidth { drawn.pictures.thumbnail = try png(redacted, maxWidth: width, path: screen.path) }
        } catch {
            drawn.pictures.problem = error
        }
        return drawn
    }

    /// The thumbnail of a pair's active screen (`active`, read from `picture`), added to the
    /// pair's screen `screen`.
    func drawActive(_ active: ScreenResult, picture: KeptPicture?, into screen: ScreenResult) -> ScreenResult {
        guard let width = options.thumbnailWidth, active.verdict != .error else { return screen }
        var drawn = screen
        do throws(RedactionError) {
            guard let picture else { throw .notDrawn(active.path) }
            drawn.pictures.activeThumbnail = try png(redactor.redacted(active, on: picture.canvas()), maxWidth: width, path: active.path)
        } catch {
            drawn.pictures.problem = error
        }
        return drawn
    }

    private func png(_ redacted: LeptonicaPix, maxWidth: Int?, path: String) throws(RedactionError) -> Data {
        guard let png = try redactor.encoded(redacted, maxWidth: maxWidth, path: path) else { throw .encodingFailed(path) }
        return png
    }
}
