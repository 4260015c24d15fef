/// Inverts an image whose dominant (background) level is dark, so text always comes out dark
/// on light: Tesseract's own inverted retry is switched off (it doubles the work on every
/// doubtful line), so polarity is settled here instead.
package struct DarkOnLight: ImageStage {
    package init() {}
    package var name: String { "dark-on-light" }

    package func apply(to image: GreyImage) throws(ImageError) -> GreyImage {
        Self.hasDarkBackground(image) ? try Invert().apply(to: image) : image
    }

    /// Whether the level most of `image` has, its background, is dark (below `GreyImage.inkThreshold`).
    package static func hasDarkBackground(_ image: GreyImage) -> Bool {
        let histogram = image.histogram()
        let background = histogram.indices.max { histogram[$0] < histogram[$1] } ?? 255
        return background < GreyImage.inkThreshold
    }
}
