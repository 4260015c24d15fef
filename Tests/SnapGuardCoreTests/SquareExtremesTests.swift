import CLeptonica
import Testing
@testable import SnapGuardCore

/// `SquareExtremes` against Leptonica's own grey dilation and erosion with the same brick, pixel
/// for pixel, on images with flat areas, edges and noise, including ones narrower or shorter than
/// the square (where it is clipped on both sides) and widths that do not fill whole words.
@Suite struct SquareExtremesTests {
    /// Flat bands, a dark block, a bright line and pseudo-random noise in one corner.
    private static func sample(width: Int, height: Int) -> GreyImage {
        var image = GreyImage(width: width, height: height, filledWith: 0)
        var state: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_103_515_245 &+ 12345
                let noise = UInt8(truncatingIfNeeded: state >> 16)
                let value: UInt8 = if x < width / 3 && y < height / 3 { noise }
                    else if x % 17 == 5 { 250 }
                    else if (width / 2..<width / 2 + 6).contains(x) && y > height / 2 { 20 }
                    else { UInt8(100 + (y / 7) % 3) }
                image[x, y] = value
            }
        }
        return image
    }

    private static func leptonica(_ image: GreyImage, side: Int, dilate: Bool) throws -> GreyImage {
        let pix = try LeptonicaPix.grey(image)
        let result = withExtendedLifetime(pix) {
            LeptonicaPix(taking: dilate ? pixDilateGray(pix.pointer(), Int32(side), Int32(side))
                                        : pixErodeGray(pix.pointer(), Int32(side), Int32(side)))
        }
        return result!.copyGreyPixels()
    }

    @Test(arguments: [(1, 1, 2), (5, 3, 2), (13, 40, 2), (61, 47, 9), (7, 90, 9), (120, 5, 9), (33, 33, 0), (64, 200, 9), (101, 130, 20), (300, 41, 20), (2, 2, 20), (50, 24, 3)])
    func extremesMatchLeptonicasGreyMorphology(width: Int, height: Int, reach: Int) throws {
        let image = Self.sample(width: width, height: height)
        let extremes = SquareExtremes(image, reach: reach)
        #expect(try extremes.brightest == Self.leptonica(image, side: 2 * reach + 1, dilate: true).pixels)
        #expect(try extremes.darkest == Self.leptonica(image, side: 2 * reach + 1, dilate: false).pixels)
    }

    @Test func aLonePixelSpreadsOverItsSquareOnly() throws {
        var image = GreyImage(width: 9, height: 9, filledWith: 50)
        image[4, 4] = 200
        let extremes = SquareExtremes(image, reach: 2)
        for y in 0..<9 {
            for x in 0..<9 {
                let inside = abs(x - 4) <= 2 && abs(y - 4) <= 2
                #expect(extremes.brightest[y * 9 + x] == (inside ? 200 : 50), "\(x),\(y)")
                #expect(extremes.darkest[y * 9 + x] == 50)
            }
        }
    }
}
