import CLeptonica

/// Swaps dark and light, so light text on a dark background becomes dark on light.
public struct Invert: ImageStage {
    public init() {}
    public var name: String { "invert" }

    public func apply(to image: GreyImage) throws(ImageError) -> GreyImage {
        try LeptonicaPix.apply(to: image, "invert") { LeptonicaPix(taking: pixInvert(nil, $0.pointer())) }
    }
}
