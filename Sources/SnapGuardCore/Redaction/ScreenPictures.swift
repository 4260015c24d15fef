import Foundation

/// Which redacted pictures a session draws of each screen while its image is in memory, so that
/// no image is decoded a second time for them. Each one costs a colour copy of the screen held
/// through the read, so none is drawn unless asked for.
public struct PictureOptions: Hashable, Sendable {
    /// A redacted thumbnail at most this many pixels wide of every readable screen (and, in pair
    /// mode, of the active screen), for reports that show pictures (`HTMLReporter.thumbnailWidth`);
    /// nil for none.
    public var thumbnailWidth: Int?
    /// A full-size redacted copy of every failing screen, kept in its result (what `--annotate`
    /// writes; `ScanSession.annotate(_:into:)` writes the kept copies).
    public var redactedCopies: Bool

    public init(thumbnailWidth: Int? = nil, redactedCopies: Bool = false) {
        precondition(thumbnailWidth.map { $0 > 0 } ?? true, "a thumbnail is at least one pixel wide")
        self.thumbnailWidth = thumbnailWidth
        self.redactedCopies = redactedCopies
    }

    /// No pictures: the default.
    public static let none = PictureOptions()

    /// Whether any picture is drawn, so the colour image must be kept through the read.
    var drawsAny: Bool { thumbnailWidth != nil || redactedCopies }
}

/// The redacted pictures of one screen, as PNG: every finding boxed, its whole line blacked out
/// (`ScreenRedactor`). Only those `PictureOptions` asked for are there.
public struct ScreenPictures: Hashable, Sendable {
    /// The screen scaled down to the thumbnail width; nil for an unreadable screen.
    public internal(set) var thumbnail: Data?
    /// Pair mode: the active screen's thumbnail, shown beside the snapshot's.
    public internal(set) var activeThumbnail: Data?
    /// The failing screen at full size.
    public internal(set) var redactedCopy: Data?
    /// Why a picture that was asked for could not be drawn.
    public internal(set) var problem: RedactionError?

    init() {}
}

/// Draws a judged screen's pictures from the image it was read from, as the options ask: a
/// thumbnail of a readable screen, a full-size copy of a failing one.
struct PictureDrawing: Sendable {
    var options: PictureOptions
    var redactor = ScreenRedactor()

    /// `screen` with its pictures drawn from `image`; `fullSizeCopy` also draws the full-size
    /// copy of a failing screen when the options do not keep one (for a caller that writes it
    /// and lets it go, `--annotate`).
    func draw(_ screen: ScreenResult, image: ColorImage, fullSizeCopy: Bool = false) -> ScreenResult {
        var drawn = screen
        guard screen.verdict != .error else { return drawn }
        do throws(RedactionError) {
            if let width = options.thumbnailWidth {
                drawn.pictures.thumbnail = try redactor.redactedPNG(of: screen, image: image, maxWidth: width)
            }
            if screen.verdict == .fail, options.redactedCopies || fullSizeCopy {
                drawn.pictures.redactedCopy = try redactor.redactedPNG(of: screen, image: image)
            }
        } catch {
            drawn.pictures.problem = error
        }
        return drawn
    }

    /// The thumbnail of a pair's active screen (`active`, read from `image`), added to the pair's
    /// screen `screen`.
    func drawActive(_ active: ScreenResult, image: ColorImage, into screen: ScreenResult) -> ScreenResult {
        guard let width = options.thumbnailWidth, active.verdict != .error else { return screen }
        var drawn = screen
        do throws(RedactionError) {
            drawn.pictures.activeThumbnail = try redactor.redactedPNG(of: active, image: image, maxWidth: width)
        } catch {
            drawn.pictures.problem = error
        }
        return drawn
    }
}
