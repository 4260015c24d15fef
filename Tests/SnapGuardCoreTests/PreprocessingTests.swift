import Testing
@testable import SnapGuardCore

@Suite struct PreprocessingTests {
    @Test func shrinkingAveragesTheCoveredPixels() throws {
        let image = GreyImage(width: 4, height: 2, pixels: [0, 255, 100, 100, 0, 255, 100, 100])
        let half = try Resize(factor: 0.5).apply(to: image)
        #expect(half.width == 2)
        #expect(half.height == 1)
        // Leptonica's area map truncates: (0 + 255) / 2 = 127.5 → 127.
        #expect(half.pixels == [127, 100])
    }

    @Test func enlargingKeepsUniformAreasUniform() throws {
        let image = GreyImage(width: 3, height: 3, filledWith: 77)
        let large = try Resize(factor: 2.5).apply(to: image)
        #expect(large.width == 8)
        #expect(Set(large.pixels) == [77])
    }

    @Test func invertSwapsDarkAndLight() throws {
        #expect(try Invert().apply(to: GreyImage(width: 2, height: 1, pixels: [0, 200])).pixels == [255, 55])
    }

    /// Grey-on-white, light-on-dark and light-on-colour ink all become black on white.
    @Test func backgroundBinarisationFindsInkOfEitherPolarity() throws {
        for (background, ink) in [(255, 153), (0, 99), (100, 255), (28, 240)] as [(UInt8, UInt8)] {
            var image = GreyImage(width: 96, height: 96, filledWith: background)
            for y in 40..<46 { for x in 20..<70 { image[x, y] = ink } }
            for stage in [BackgroundBinarisation(), BackgroundBinarisation(regionSide: 19)] {
                let binary = try stage.apply(to: image)
                #expect(binary[30, 42] == 0, "ink \(ink) on \(background) should be black (\(stage.name))")
                #expect(binary[5, 5] == 255, "background \(background) should be white (\(stage.name))")
                #expect(binary.pixels.filter { $0 == 0 }.count == 50 * 6, "\(stage.name)")
            }
        }
    }

    @Test func backgroundBinarisationIgnoresFaintNoise() throws {
        var image = GreyImage(width: 64, height: 64, filledWith: 240)
        for index in stride(from: 0, to: image.pixels.count, by: 7) { image.pixels[index] = 225 }
        #expect(try Set(BackgroundBinarisation().apply(to: image).pixels) == [255])
        #expect(try Set(BackgroundBinarisation(regionSide: 19).apply(to: image).pixels) == [255])
    }

    /// The junction of a large glyph's strokes, where a square of one colour fits, is ink, not a
    /// background region: a region spans at least two squares.
    @Test func regionBackgroundKeepsTheThickPartsOfLargeGlyphsAsInk() throws {
        var image = GreyImage(width: 200, height: 120, filledWith: 240)
        for y in 40..<66 { for x in 60..<86 { image[x, y] = 60 } }
        for y in 30..<80 { for x in 120..<124 { image[x, y] = 60 } }
        let binary = try BackgroundBinarisation(regionSide: 19).apply(to: image)
        #expect(binary[72, 52] == 0, "the middle of the 26 px blob is ink")
        #expect(binary[121, 50] == 0, "the thin stroke is ink")
        #expect(binary.pixels.filter { $0 == 0 }.count == 26 * 26 + 4 * 50)
    }

    /// The soft edge of a bubble on a dark page (grey between the page and the bubble) is no
    /// ink, so it cannot join the letters next to it into one blob; the letters stay ink.
    @Test func regionBackgroundLeavesNoRingAroundABubble() throws {
        var image = GreyImage(width: 240, height: 160, filledWith: 0)
        for y in 30..<130 { for x in 30..<210 { image[x, y] = 110 } }
        for y in 29...130 { image[29, y] = 55; image[210, y] = 55 }
        for x in 29...210 { image[x, 29] = 55; image[x, 130] = 55 }
        for y in 60..<90 { for x in 40..<44 { image[x, y] = 255 } }
        let binary = try BackgroundBinarisation(regionSide: 19).apply(to: image)
        #expect(binary[42, 75] == 0, "the letter next to the edge is ink")
        #expect(binary.pixels.filter { $0 == 0 }.count == 4 * 30, "only the letter is ink, no ring")
    }

    /// A chip too small for a background region of its own (48 px tall, its letters leaving no
    /// flat square beside them) on a black page, with white letters: the chip and its letters
    /// both differ from the page, so both would be ink, one black shape with nothing to read. It is
    /// read again against its own colour: the letters come out black, the chip and its soft rim white.
    @Test func aSolidChipIsReadAgainstItsOwnColour() throws {
        var image = GreyImage(width: 320, height: 120, filledWith: 0)
        for y in 36..<84 { for x in 60..<220 { image[x, y] = 137 } }
        for x in [59, 220] { for y in 36..<84 { image[x, y] = 70 } }             // anti-aliased rim
        let bars = stride(from: 72, to: 206, by: 9).map { $0 }
        for x in bars { for y in 48..<72 { for dx in 0..<3 { image[x + dx, y] = 250 } } }
        let binary = try BackgroundBinarisation(regionSide: 19).apply(to: image)
        #expect(binary[bars[3] + 1, 60] == 0, "a letter is ink")
        #expect(binary[64, 60] == 255, "the chip beside its letters is paper")
        #expect(binary[140, 40] == 255, "the chip above its letters is paper")
        #expect(binary[59, 60] == 255, "the rim is paper")
        #expect(binary.pixels.filter { $0 == 0 }.count == bars.count * 3 * 24, "only the letters are ink")
    }

    /// Only flat shapes are read again: a shape of many colours (a photo, an icon's gradient)
    /// and a shape whose letters are already cut out of it (left to `ChipTextInversion`) keep
    /// the ink binarisation gave them.
    @Test func onlyFlatSolidChipsAreReadAgain() throws {
        var gradient = GreyImage(width: 320, height: 120, filledWith: 0)
        for y in 36..<84 { for x in 60..<220 { gradient[x, y] = UInt8(60 + (x - 60) / 2 + (y % 3) * 40) } }
        let photo = try BackgroundBinarisation(regionSide: 19).apply(to: gradient)
        #expect(photo[140, 60] == 0, "a shape of many colours stays ink")

        var cut = GreyImage(width: 320, height: 120, filledWith: 255)
        for y in 36..<84 { for x in 60..<220 { cut[x, y] = 90 } }
        for x in stride(from: 72, to: 206, by: 9) { for y in 48..<72 { for dx in 0..<3 { cut[x + dx, y] = 255 } } }
        let chip = try BackgroundBinarisation(regionSide: 19).apply(to: cut)
        #expect(chip[64, 60] == 0, "a chip whose letters are holes stays ink around them")
        #expect(chip[73, 60] == 255, "and its letters stay holes, for ChipTextInversion")
    }

    /// An image without any flat region falls back to the background of each tile.
    @Test func regionBackgroundFallsBackToTilesWithoutAFlatRegion() throws {
        var image = GreyImage(width: 64, height: 64, filledWith: 0)
        for index in image.pixels.indices { image.pixels[index] = UInt8((index * 37) % 13 * 2 + 100) }
        for y in 20..<26 { for x in 10..<50 { image[x, y] = 255 } }
        #expect(try BackgroundBinarisation(regionSide: 19).apply(to: image) == BackgroundBinarisation().apply(to: image))
        #expect(try BackgroundBinarisation(regionSide: 19).apply(to: image)[30, 22] == 0)
    }

    /// A soft edge comes out harder: the levels either side of it move apart.
    @Test func sharpenHardensASoftEdge() throws {
        var image = GreyImage(width: 60, height: 20, filledWith: 200)
        for y in 0..<20 { for x in 0..<60 { image[x, y] = UInt8(max(60, min(200, 60 + (x - 24) * 12))) } }
        let sharp = try Sharpen(halfWidth: 4, strength: 2).apply(to: image)
        #expect(sharp[26, 10] < image[26, 10], "the dark side of the edge is darker")
        #expect(sharp[34, 10] > image[34, 10], "the light side is lighter")
        #expect(sharp[2, 10] == image[2, 10], "flat parts stay as they were")
    }

    @Test func stagesComposeAndReportTheirScale() throws {
        let pass = RecognitionPass(name: "t", stages: [Resize(factor: 0.5), Invert(), Resize(factor: 0.5)], segmentation: .sparseText)
        #expect(pass.scaleFactor == 0.25)
        #expect(try pass.prepare(GreyImage(width: 40, height: 8, filledWith: 0)).width == 10)
    }

    @Test func displayScaleOfIPhoneSizes() throws {
        #expect(DisplayScale(width: 1179, height: 2556).pixelsPerPoint == 3)
        #expect(DisplayScale(width: 1170, height: 2532).pixelsPerPoint == 3)
        #expect(DisplayScale(width: 828, height: 1792).pixelsPerPoint == 2)
        #expect(DisplayScale(width: 750, height: 1334).pixelsPerPoint == 2)
        #expect(DisplayScale(width: 2556, height: 1179).pixelsPerPoint == 3, "landscape")
        #expect(DisplayScale(width: 2048, height: 2732).pixelsPerPoint == 2, "iPad")
    }

    @Test func displayScaleOfIPadsAndHalfSizeCaptures() throws {
        #expect(DisplayScale(width: 1640, height: 2360).pixelsPerPoint == 2, "iPad Air")
        #expect(DisplayScale(width: 1536, height: 2048).pixelsPerPoint == 2, "iPad 9.7-inch")
        #expect(DisplayScale(width: 2360, height: 1640).pixelsPerPoint == 2, "landscape iPad")
        #expect(DisplayScale(width: 589, height: 1278).pixelsPerPoint == 1.5, "half of an @3x iPhone")
        #expect(DisplayScale(width: 585, height: 1266).pixelsPerPoint == 1.5, "half of an @3x iPhone")
        #expect(DisplayScale(width: 375, height: 667).pixelsPerPoint == 1, "half of an @2x iPhone")
        #expect(DisplayScale(width: 820, height: 1180).pixelsPerPoint == 1, "half of an iPad Air")
        #expect(DisplayScale(width: 1024, height: 1366).pixelsPerPoint == 1, "half of a 12.9-inch iPad Pro")
        #expect(DisplayScale(width: 1320, height: 2868).pixelsPerPoint == 3, "iPhone 16 Pro Max")
        #expect(DisplayScale(width: 900, height: 900).pixelsPerPoint == 2, "no device: by pixel count")
    }
}
