/// Swaps dark and light, so light text on a dark background becomes dark on light.
public struct Invert: ImageStage {
    public init() {}
    public var name: String { "invert" }

    public func apply(to image: GrayImage) -> GrayImage {
        GrayImage(width: image.width, height: image.height, pixels: image.pixels.map { 255 - $0 })
    }
}
