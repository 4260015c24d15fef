import CLeptonica

/// Swaps dark and light, so light text on a dark background becomes dark on light.
package struct Invert: ImageStage {
    package init() {}
    package var name: String { "invert" }

    package func apply(to image: GreyImage) throws(ImageError) -> GreyImage {
        try LeptonicaPix.apply(to: image, "invert") { LeptonicaPix(taking: pixInvert(nil, $0.pointer())) }
    }
}
