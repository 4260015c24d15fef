import Foundation
import Testing
@testable import SnapGuardCore

/// The stages and probes that keep recall on blurred screens and on text inside chips.
@Suite struct RecallStagesTests {
    /// White page with black vertical strokes 3 px wide, like a line of text.
    private func strokes(width: Int = 200, height: Int = 60) -> GreyImage {
        var image = GreyImage(width: width, height: height, filledWith: 255)
        for x in stride(from: 20, to: width - 20, by: 9) {
            for y in 15..<45 { for dx in 0..<3 { image[x + dx, y] = 0 } }
        }
        return image
    }

    /// A separable box blur of radius `r`, three times (close to a gaussian).
    private func blurred(_ image: GreyImage, radius r: Int) -> GreyImage {
        var current = image
        for _ in 0..<3 {
            var next = current
            for y in 0..<current.height {
                for x in 0..<current.width {
                    var sum = 0, count = 0
                    for dx in -r...r where x + dx >= 0 && x + dx < current.width { sum += Int(current[x + dx, y]); count += 1 }
                    next[x, y] = UInt8(sum / count)
                }
            }
            current = next
            for x in 0..<current.width {
                for y in 0..<current.height {
                    var sum = 0, count = 0
                    for dy in -r...r where y + dy >= 0 && y + dy < current.height { sum += Int(next[x, y + dy]); count += 1 }
                    current[x, y] = UInt8(sum / count)
                }
            }
        }
        return current
    }

    /// A grey label 40 levels below the page above a black value: stretched locally, the label
    /// comes out as dark as the value (below any global threshold that keeps the value), while
    /// the page stays white and a flat light region does not turn dark.
    @Test func greyLabelsAreStretchedAsDarkAsTheValuesBesideThem() throws {
        var image = GreyImage(width: 320, height: 220, filledWith: 255)
        for x in stride(from: 20, to: 140, by: 9) {
            for y in 20..<40 { for dx in 0..<3 { image[x + dx, y] = 215 } }
            for y in 120..<150 { for dx in 0..<3 { image[x + dx, y] = 30 } }
        }
        for x in 200..<300 { for y in 20..<200 { image[x, y] = 248 } }
        let stretched = try LocalContrastNormalisation().apply(to: image)
        #expect(stretched[21, 30] < 64, "label stroke")
        #expect(stretched[21, 135] < 16, "value stroke")
        #expect(stretched[80, 80] == 255, "page")
        #expect(stretched[250, 110] > 200, "flat light region")
        #expect(stretched.width == image.width)
        #expect(stretched.height == image.height)
    }

    @Test func sharpTextIsNotBlurredAndSoftenedTextIs() throws {
        let probe = SharpnessProbe()
        #expect(!probe.measure(strokes()).isBlurred)
        #expect(probe.measure(blurred(strokes(), radius: 2)).isBlurred)
        #expect(probe.measure(blurred(strokes(), radius: 4)).isBlurred, "blurred so far that no step is an edge")
        #expect(!(probe.measure(GreyImage(width: 100, height: 100, filledWith: 200)).isBlurred), "a flat frame has nothing to blur")
    }

    /// Hard strokes with faint ripples of 10 grey levels beside them, as a JPEG's ringing leaves
    /// text: every edge is steep, but most visible steps are not. Such a screen has ringing and is
    /// not blurred; clean strokes have neither, blurred ones are blurred and have no ringing.
    @Test func ringingBesideSharpEdgesIsNoBlur() throws {
        var ringing = strokes()
        for x in stride(from: 20, to: 180, by: 9) {
            for y in 15..<45 {
                for offset in [-2, 4] where ringing[x + offset, y] == 255 { ringing[x + offset, y] = 245 }
            }
        }
        let probe = SharpnessProbe()
        let measured = probe.measure(ringing)
        #expect(measured.hasRinging, "\(measured)")
        #expect(!measured.isBlurred, "\(measured)")
        #expect(!probe.measure(strokes()).hasRinging)
        #expect(!(probe.measure(blurred(strokes(), radius: 2)).hasRinging))
        // The probe spends a read on ringing on a dark screen only.
        #expect(try ExtraPassProbe().reason(for: Invert().apply(to: ringing), lines: []) == .ringing)
        #expect(ExtraPassProbe().reason(for: ringing, lines: []) == nil)
    }

    /// The corpus's own captures: every JPEG of a sharp screen is sharp, whatever its quality
    /// (JPEG ringing is not a blur), and every screen under a light privacy blur is blurred.
    @Test func jPEGCapturesAreSharpAndLightlyBlurredScreensAreNot() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Corpus/tuning").standardizedFileURL
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let blurredScreens = names.filter { $0.hasPrefix("leaky-") && $0.contains("blur-") }
        let sharpJPEGs = names.filter { $0.hasSuffix(".jpg") && !$0.contains("blur") }
        #expect(blurredScreens.count >= 8)
        #expect(sharpJPEGs.count >= 20)
        let probe = SharpnessProbe(), reader = ImageReader()
        for name in blurredScreens + sharpJPEGs {
            let measurement = probe.measure(try reader.readGrey(contentsOf: folder.appendingPathComponent(name)))
            #expect(measurement.isBlurred == blurredScreens.contains(name), "\(name): \(measurement)")
        }
    }

    @Test func theExtraPassIsAskedForOnlyWhenBlurredOrDoubtful() throws {
        let probe = ExtraPassProbe()
        func line(_ confidence: Double) -> RecognisedLine {
            RecognisedLine(words: (0..<4).map { RecognisedWord(text: "word\($0)", box: BoundingBox(x: $0 * 40, y: 0, width: 30, height: 20), confidence: confidence) })
        }
        #expect(probe.reason(for: strokes(), lines: [line(0.95), line(0.9)]) == nil)
        #expect(probe.reason(for: strokes(), lines: [line(0.3), line(0.9)]) == .lowConfidence)
        #expect(probe.reason(for: strokes(), lines: [line(0.3)]) == nil, "too few words to judge")
        #expect(probe.reason(for: blurred(strokes(), radius: 2), lines: [line(0.95), line(0.9)]) == .blurred)
    }

    /// A black chip (as binarisation leaves a small coloured chip) with two white letters in it,
    /// an ordinary black ring letter beside it, and a black frame around a large white area.
    private func chipScene() -> GreyImage {
        var image = GreyImage(width: 400, height: 220, filledWith: 255)
        func fill(_ x0: Int, _ y0: Int, _ w: Int, _ h: Int, _ value: UInt8) {
            for y in y0..<(y0 + h) { for x in x0..<(x0 + w) { image[x, y] = value } }
        }
        fill(10, 10, 140, 60, 0)            // the chip
        fill(40, 25, 6, 30, 255)            // letter "l"
        fill(80, 25, 20, 30, 255)           // letter "o": a ring...
        fill(86, 31, 8, 18, 0)              // ...with its counter
        fill(200, 25, 20, 30, 0)            // an ordinary black "o"
        fill(205, 31, 10, 18, 255)
        fill(10, 90, 380, 120, 0)           // a large frame (a bubble's edge band)...
        fill(30, 110, 340, 80, 255)         // ...around a large white area
        fill(60, 140, 4, 20, 0)             // with black text inside it
        return image
    }

    /// A solid square of ink is found by its centres, only where the whole square lies inside
    /// the image: a 20 px square holds 3 x 3 placements of an 18 px one; ink cut by the image's
    /// edge, or 17 px thick, holds none.
    @Test func solidSquaresAreFoundWhollyInsideTheImage() throws {
        var image = GreyImage(width: 100, height: 60, filledWith: 255)
        for y in 7..<27 { for x in 5..<25 { image[x, y] = 0 } }      // a 20 px square
        for y in 0..<60 { for x in 90..<100 { image[x, y] = 0 } }    // 10 px band on the right edge
        for y in 30..<47 { for x in 40..<80 { image[x, y] = 0 } }    // 17 px thick bar
        let centres = try ChipTextInversion.solidSquareCentres(in: image, side: 18).map { ($0 % 100, $0 / 100) }
        let expected = (0..<3).flatMap { dy in (0..<3).map { dx in (5 + dx + 9, 7 + dy + 9) } }
        #expect(centres.map { "\($0.0),\($0.1)" }.sorted() == expected.map { "\($0.0),\($0.1)" }.sorted())
        #expect(try ChipTextInversion.solidSquareCentres(in: GreyImage(width: 18, height: 18, filledWith: 0), side: 18) == [9 * 18 + 9], "an image that is one solid square has one placement")
    }

    @Test func lettersInAChipBecomeBlackOnWhite() throws {
        let out = try ChipTextInversion().apply(to: chipScene())
        #expect(out[42, 40] == 0, "the chip's white letter is ink now")
        #expect(out[82, 40] == 0, "so is the ring of the second letter")
        #expect(out[20, 20] == 255, "the chip itself is cleared")
        #expect(out[89, 40] == 255, "the counter inside the chip's letter becomes paper")
        #expect(out[202, 40] == 0, "an ordinary letter keeps its ink")
        #expect(out[210, 40] == 255, "and its counter stays paper")
        #expect(out[100, 150] == 255, "a large enclosed area is not a letter")
        #expect(out[61, 150] == 0, "text inside it is untouched")
        #expect(out[15, 95] == 0, "a shape with no letters is left to SolidRegionRemoval")
    }

    /// A blur merges a bold word into one blob after binarisation: it holds a solid square and
    /// small holes (counters, gaps closed by the blur) like a chip, but paper from outside reaches
    /// between its ascenders, where a chip's rows are one run each. It keeps its ink; a filled
    /// pill with the same letter holes is still turned over.
    @Test func aWordThatABlurMergedIntoOneBlobIsNoChip() throws {
        func scene(ascenders: Bool) -> GreyImage {
            var image = GreyImage(width: 260, height: 100, filledWith: 255)
            func fill(_ x0: Int, _ y0: Int, _ w: Int, _ h: Int, _ value: UInt8) {
                for y in y0..<(y0 + h) { for x in x0..<(x0 + w) { image[x, y] = value } }
            }
            fill(20, 40, 200, 30, 0)                 // the merged body of the word (x-height)
            if ascenders {
                for x in stride(from: 20, to: 220, by: 40) { fill(x, 20, 10, 20, 0) }   // ascenders above it
            } else {
                fill(20, 20, 200, 20, 0)             // or the rest of a filled pill
            }
            for x in stride(from: 40, to: 200, by: 30) { fill(x, 48, 6, 14, 255) }      // holes
            return image
        }
        let word = try ChipTextInversion().apply(to: scene(ascenders: true))
        #expect(word[30, 45] == 0, "the blob's ink stays")
        #expect(word[42, 55] == 255, "and its holes stay paper")
        let pill = try ChipTextInversion().apply(to: scene(ascenders: false))
        #expect(pill[30, 45] == 255, "a pill is cleared")
        #expect(pill[42, 55] == 0, "and its letters become ink")
    }

    @Test func theOutlineAroundAValueIsClearedAndItsTextKept() throws {
        var image = GreyImage(width: 300, height: 200, filledWith: 255)
        func fill(_ x0: Int, _ y0: Int, _ w: Int, _ h: Int, _ value: UInt8) {
            for y in y0..<(y0 + h) { for x in x0..<(x0 + w) { image[x, y] = value } }
        }
        fill(20, 20, 160, 56, 0)            // a pill's outline, 3 px wide...
        fill(23, 23, 154, 50, 255)
        fill(50, 35, 4, 26, 0)              // ...around two glyphs
        fill(70, 35, 4, 26, 0)
        fill(200, 20, 40, 56, 0)            // an "O": a ring with an empty counter
        fill(206, 26, 28, 44, 255)
        fill(20, 100, 260, 90, 0)           // a tall frame around text (a card's edge)
        fill(23, 103, 254, 84, 255)
        fill(60, 130, 4, 26, 0)
        fill(80, 130, 4, 26, 0)
        let out = try ChipTextInversion(maximumStroke: 18, maximumTextHeight: 40).apply(to: image)
        #expect(out[21, 40] == 255, "the outline is gone")
        #expect(out[51, 40] == 0, "the value inside stays")
        #expect(out[71, 40] == 0)
        #expect(out[202, 40] == 0, "a letter's ring stays: its counter holds no ink")
        #expect(out[21, 140] == 0, "a frame taller than one and a half lines stays")
    }
}
