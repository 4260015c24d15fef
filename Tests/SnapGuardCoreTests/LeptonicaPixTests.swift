import CLeptonica
import Testing
@testable import SnapGuardCore

/// The copies between `GreyImage` and Leptonica's packed 8-bit images, checked pixel by pixel
/// against Leptonica's own accessors (so a wrong byte order inside a word cannot pass as a
/// symmetric round trip), on widths that do and do not fill whole 32-bit words.
@Suite struct LeptonicaPixTests {
    private static func pattern(width: Int, height: Int) -> GreyImage {
        var image = GreyImage(width: width, height: height, filledWith: 0)
        for y in 0..<height { for x in 0..<width { image[x, y] = UInt8((x * 37 + y * 11 + x * y) % 256) } }
        return image
    }

    @Test(arguments: [1, 3, 4, 5, 8, 13, 750])
    func leptonicaSeesEveryPixelWhereTheImageHasIt(width: Int) throws {
        let image = Self.pattern(width: width, height: 5)
        let pix = try LeptonicaPix.grey(image)
        for y in 0..<image.height {
            for x in 0..<image.width {
                var value: UInt32 = 0
                #expect(pixGetPixel(pix.pointer(), Int32(x), Int32(y), &value) == 0)
                #expect(value == UInt32(image[x, y]), "pixel \(x),\(y) of a \(width)-wide image")
            }
        }
    }

    @Test(arguments: [1, 3, 4, 5, 8, 13, 750])
    func pixelsSetByLeptonicaComeBackInPlace(width: Int) throws {
        let expected = Self.pattern(width: width, height: 4)
        let pix = try #require(LeptonicaPix(taking: pixCreate(Int32(width), 4, 8)))
        for y in 0..<expected.height {
            for x in 0..<expected.width { pixSetPixel(pix.pointer(), Int32(x), Int32(y), UInt32(expected[x, y])) }
        }
        #expect(pix.copyGreyPixels() == expected)
    }

    @Test func aHistogramCountsEveryLevel() throws {
        let image = GreyImage(width: 3, height: 2, pixels: [0, 255, 7, 7, 255, 7])
        let histogram = image.histogram()
        #expect(histogram.count == 256)
        #expect(histogram[0] == 1 && histogram[7] == 3 && histogram[255] == 2)
        #expect(histogram.reduce(0, +) == 6)
        let wide = GreyImage(width: 9, height: 1, pixels: [3, 3, 3, 3, 3, 3, 3, 3, 200])
        #expect(wide.histogram()[3] == 8 && wide.histogram()[200] == 1, "whole groups of four and the rest")
    }
}

/// A crop holds the pixels of its region, clipped to the image.
@Suite struct GreyImageCropTests {
    @Test func aCropHoldsItsRegionClippedToTheImage() throws {
        var image = GreyImage(width: 7, height: 5, filledWith: 0)
        for y in 0..<5 { for x in 0..<7 { image[x, y] = UInt8(10 * y + x) } }
        let crop = image.cropped(to: BoundingBox(x: 4, y: 2, width: 10, height: 2))
        #expect(crop.width == 3 && crop.height == 2)
        #expect(crop.pixels == [24, 25, 26, 34, 35, 36])
        #expect(image.cropped(to: BoundingBox(x: 9, y: 0, width: 3, height: 3)).pixels.isEmpty)
    }
}

/// What Tesseract is handed for a binarised image: one bit per pixel, set where the ink is.
@Suite struct LeptonicaBinaryTests {
    @Test func aBlackAndWhiteImageBecomesOneBitWithInkSet() throws {
        var image = GreyImage(width: 13, height: 3, filledWith: 255)
        image[0, 0] = 0; image[12, 2] = 0; image[5, 1] = 0
        let pix = try #require(try LeptonicaPix.binary(image))
        #expect(pix.depth == 1 && pix.width == 13 && pix.height == 3)
        for y in 0..<3 {
            for x in 0..<13 {
                var value: UInt32 = 9
                #expect(pixGetPixel(pix.pointer(), Int32(x), Int32(y), &value) == 0)
                #expect(value == (image[x, y] == 0 ? 1 : 0), "pixel \(x),\(y)")
            }
        }
    }

    /// The ink of any grey image, packed by SnapGuard, is the bits Leptonica's own threshold
    /// at 128 sets, at widths that fill whole words, leave a partial one, or are narrower than one,
    /// and that end on a whole group of eight pixels or past one.
    @Test(arguments: [(1, 3), (7, 2), (8, 3), (31, 4), (32, 5), (33, 6), (40, 3), (71, 2), (100, 7), (257, 2)])
    func inkIsLeptonicasThresholdAt128(width: Int, height: Int) throws {
        var image = GreyImage(width: width, height: height, filledWith: 0)
        var state: UInt32 = UInt32(width * 31 + height)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_103_515_245 &+ 12345
                image[x, y] = UInt8(truncatingIfNeeded: state >> 16)
            }
        }
        image[0, 0] = 127
        if width > 1 { image[1, 0] = 128 }
        let grey = try LeptonicaPix.grey(image)
        let expected = try #require(withExtendedLifetime(grey) { LeptonicaPix(taking: pixConvertTo1(grey.pointer(), 128)) })
        let ink = try LeptonicaPix.ink(image)
        var same: Int32 = 0
        #expect(pixEqual(ink.pointer(), expected.pointer(), &same) == 0)
        #expect(same == 1)
    }

    /// One grey pixel anywhere, in a whole group of eight or in a row's last few, and whatever its
    /// level, makes an image not black and white.
    @Test(arguments: [(3, 3, 128), (0, 0, 1), (7, 5, 254), (12, 1, 127), (12, 7, 200), (9, 6, 64)])
    func anImageWithGreyLevelsIsNotBinary(x: Int, y: Int, level: UInt8) throws {
        var image = GreyImage(width: 13, height: 8, filledWith: 255)
        image[4, 2] = 0; image[11, 7] = 0
        #expect(try LeptonicaPix.binary(image) != nil)
        image[x, y] = level
        #expect(try LeptonicaPix.binary(image) == nil)
        #expect(try LeptonicaPix.binary(GreyImage(width: 0, height: 0, pixels: [])) == nil)
    }
}

/// Leptonica returns no image when it cannot allocate one or refuses a size: each such place is a
/// typed error that makes the screen unreadable, never a crash and never a pass.
@Suite struct LeptonicaFailureTests {
    /// Scaled by 50 000, an 8x8 image would need 400 000 x 400 000 pixels: more than Leptonica
    /// allocates (2^31 bytes), so it returns no image.
    private static let impossibleResize = Resize(factor: 50_000)

    @Test func aSizeLeptonicaRefusesIsAnErrorNamingTheOperation() throws {
        let image = GreyImage(width: 8, height: 8, filledWith: 255)
        #expect(throws: ImageError.processingFailed(operation: "scale", width: 8, height: 8)) {
            try Self.impossibleResize.apply(to: image)
        }
        let error = ImageError.processingFailed(operation: "scale", width: 8, height: 8)
        #expect(error.description == "Leptonica could not scale a 8x8 image (out of memory, or a size it cannot handle)")
    }

    @Test func aStageLeptonicaFailsInMakesTheScreenAnError() throws {
        let pipeline = RecognitionPipeline(passes: { _ in [RecognitionPass(name: "huge", stages: [Self.impossibleResize], segmentation: .sparseText)] },
                                           reread: nil, rowJoiner: nil, readsTurned: false)
        let analyser = ScreenAnalyser(pipeline: pipeline, matcher: PatternMatcher(library: try PatternLibrary.defaults()))
        let recogniser = ScriptedRecogniser(lines: [line("Card 4111 1111 1111 1111", y: 40)])
        let screen = analyser.analyze(path: Fixtures.format("text-rgb8.png").path, recogniser: recogniser)
        #expect(screen.verdict == .error)
        #expect(screen.error == "Leptonica could not scale a 640x128 image (out of memory, or a size it cannot handle)")
        #expect(recogniser.images.count == 0, "nothing reached the recogniser")
    }
}
