import Foundation
import Testing
@testable import SnapGuardCore

/// The stages of `RecognitionPipeline.standard`, each through what it exists for, seen from a
/// stand-in recogniser: what it is handed and what the pipeline makes of what it reads. Each of
/// these fails when its stage is taken out of the standard read.
@Suite struct PipelineStageTests {
    /// A white screen of no known device: 2 pixels per point by its size, so the standard read
    /// keeps its scale and the stand-in's boxes are in screen pixels.
    private static func plainScreen() -> GreyImage {
        GreyImage(width: 800, height: 520, filledWith: 255)
    }

    /// Vertical strokes 3 px wide across the middle of a white screen, with hard edges, or with
    /// edges that fade over 8 pixels, as a privacy blur of about 1.5 pt leaves them.
    private static func strokes(blurred: Bool) -> GreyImage {
        var image = plainScreen()
        for centre in stride(from: 60, to: 740, by: 24) {
            for dx in -10...10 {
                let distance = abs(dx)
                let level = blurred ? min(255, max(0, (distance - 1) * 32)) : (distance <= 1 ? 0 : 255)
                for y in 150..<370 { image[centre + dx, y] = UInt8(level) }
            }
        }
        return image
    }

    private static func read(_ image: GreyImage, with recogniser: ScriptedRecogniser) throws -> RecognisedText {
        try #require(RecognitionPipeline.standard.passes(image).map(\.scaleFactor) == [1], "the screen is read at its own scale")
        return try RecognitionPipeline.standard.read(image, recogniser: recogniser)
    }

    // MARK: Resize (by DisplayScale, within the pixel limits)

    /// An @3x capture is brought to 2 pixels per point, as an @2x one already is, and what the
    /// recogniser reads there comes back in the capture's own pixels.
    @Test func aScreenIsReadAtTwoPixelsPerPointAndBoxedInItsOwnPixels() throws {
        let recogniser = ScriptedRecogniser { image, segmentation in
            segmentation == .sparseText ? [RecognisedLine(words: [RecognisedWord(text: "Settings", box: BoundingBox(x: 300, y: 600, width: 150, height: 30), confidence: 0.95)])] : []
        }
        let text = try RecognitionPipeline.standard.read(GreyImage(width: 1179, height: 2556, filledWith: 255), recogniser: recogniser)
        let handed = try #require(recogniser.images.first)
        #expect(handed.width == 786 && handed.height == 1704, "1179x2556 is 393x852 points")
        #expect(text.lines.first?.box == BoundingBox(x: 450, y: 900, width: 225, height: 45))

        let twoX = ScriptedRecogniser(lines: [])
        _ = try RecognitionPipeline.standard.read(GreyImage(width: 750, height: 1334, filledWith: 255), recogniser: twoX)
        let same = try #require(twoX.images.first)
        #expect(same.width == 750 && same.height == 1334)
    }

    /// However large the screen, Tesseract is handed at most 6 MP and no side past its 32767-pixel limit.
    @Test func theReadStaysWithinTheMegapixelAndSideLimits() throws {
        for (width, height) in [(4000, 4000), (100, 40_000), (3000, 3000)] {
            let pass = RecognitionPipeline.standard.passes(GreyImage(width: width, height: height, filledWith: 255))[0]
            let factor = pass.scaleFactor
            #expect(Double(width) * factor * Double(height) * factor <= 6_000_000 * 1.001, "\(width)x\(height)")
            #expect(Double(max(width, height)) * factor < 32_767, "\(width)x\(height)")
        }
    }

    // MARK: ChipTextInversion

    /// Light letters on a small dark chip (a badge, a filled button) reach the recogniser as black
    /// letters on white; without the stage the chip is cleared as a solid shape, letters and all.
    @Test func lightLettersOnASmallChipAreHandedOverAsInk() throws {
        var screen = Self.plainScreen()
        for y in 200..<240 { for x in 100..<170 { screen[x, y] = 60 } }
        for left in [112, 126, 140] { for y in 208..<232 { for x in left..<(left + 4) { screen[x, y] = 250 } } }
        let recogniser = ScriptedRecogniser(lines: [])
        _ = try Self.read(screen, with: recogniser)
        let handed = try #require(recogniser.images.first)
        for left in [112, 126, 140] { #expect(handed[left + 2, 220] == 0, "the letter at x \(left) is ink") }
        #expect(handed[160, 204] == 255, "the chip is paper")
    }

    // MARK: BackgroundBinarisation (background regions)

    /// A filled chip about as tall as the text on it, light on a dark page (a green amount pill,
    /// a filled button): its light letters reach the recogniser as ink and its fill as paper, the
    /// band under the letters too. With the background estimated per tile, parts of the fill
    /// near the page are read against the page and come out as ink around the letters.
    @Test func lightLettersOnAFilledChipAsTallAsTheTilesAreHandedOverAsInk() throws {
        var screen = GreyImage(width: 800, height: 520, filledWith: 0)
        for y in 200..<256 { for x in 500..<690 { screen[x, y] = 150 } }
        let letters = Array(stride(from: 516, to: 670, by: 18))
        for left in letters { for y in 215..<241 { for x in left..<(left + 4) { screen[x, y] = 255 } } }
        let recogniser = ScriptedRecogniser(lines: [])
        _ = try Self.read(screen, with: recogniser)
        let handed = try #require(recogniser.images.first)
        for left in letters { #expect(handed[left + 2, 228] == 0, "the letter at x \(left) is ink") }
        for (x, y) in [(505, 204), (600, 204), (505, 250), (600, 251), (684, 228), (600, 228)] {
            #expect(handed[x, y] == 255, "the chip's fill at \(x),\(y) is paper")
        }
        #expect(handed[100, 100] == 255, "the page is paper")
    }

    // MARK: ExtraPassProbe and the extra grey read

    /// A screen softened by a blur, which binarisation breaks up, is also read whole in grey, and
    /// what that read finds is in the result.
    @Test func aBlurredScreenIsAlsoReadWholeInGrey() throws {
        let screen = Self.strokes(blurred: true)
        let recogniser = ScriptedRecogniser { _, segmentation in
            segmentation == .automatic ? [line(ScanSessionTests.card, y: 200)] : []
        }
        let text = try Self.read(screen, with: recogniser)
        let grey = recogniser.reads.filter { $0.segmentation == .automatic }.map(\.image)
        #expect(grey == [screen], "one whole-page read of the screen as it is")
        #expect(text.lines.map(\.text).contains(ScanSessionTests.card))
    }

    /// Sharp strokes with a JPEG's ringing beside them: small steps of 9 and 10 grey levels.
    private static func strokesWithRinging() -> GreyImage {
        var screen = strokes(blurred: false)
        for centre in stride(from: 60, to: 740, by: 24) {
            for dx in [-4, -3, 3, 4] { for y in 150..<370 { screen[centre + dx, y] = dx.isMultiple(of: 2) ? 245 : 255 } }
            for dx in [-2, 2] { for y in 150..<370 { screen[centre + dx, y] = 246 } }
        }
        return screen
    }

    /// A dark screen with a JPEG's ringing beside its sharp text is also read whole as decoded,
    /// once, and never sharpened (sharpening hardens the ringing, not the text).
    @Test func aDarkScreenWithJPEGRingingIsAlsoReadWholeButNotSharpened() throws {
        let screen = try Invert().apply(to: Self.strokesWithRinging())
        let recogniser = ScriptedRecogniser(lines: [])
        _ = try Self.read(screen, with: recogniser)
        let whole = recogniser.reads.filter { $0.segmentation == .automatic }.map(\.image)
        #expect(whole.count == 1 && whole.first == screen, "one whole-page read of the screen as it is")
        #expect(recogniser.reads.filter { $0.segmentation == .sparseText }.count == 1, "the binarised read only")
    }

    /// On a light screen the binarised read keeps what the plain read finds, so the same ringing
    /// costs no extra read there.
    @Test func aLightScreenWithJPEGRingingIsReadOnce() throws {
        let screen = Self.strokesWithRinging()
        #expect(SharpnessProbe().measure(screen).hasRinging)
        let recogniser = ScriptedRecogniser(lines: [])
        _ = try Self.read(screen, with: recogniser)
        #expect(recogniser.reads.map(\.segmentation) == [.sparseText])
    }

    /// A blurred screen is also read sharpened (unsharp masking at 2 pixels per point), once in
    /// grey and once binarised: the sharpened grey read has harder edges than the screen.
    @Test func aBlurredScreenIsAlsoReadSharpenedInGreyAndBinarised() throws {
        let screen = Self.strokes(blurred: true)
        let recogniser = ScriptedRecogniser(lines: [])
        _ = try Self.read(screen, with: recogniser)
        let sparse = recogniser.reads.filter { $0.segmentation == .sparseText }.map(\.image)
        #expect(sparse.count == 3, "binarised, sharpened grey, sharpened binarised")
        let extremes = { (image: GreyImage) in image.pixels.count { $0 < 16 || $0 > 239 } }
        let sharpened = try #require(sparse.dropFirst().first)
        #expect(!Set(sharpened.pixels).isSubset(of: [0, 255]), "the sharpened read is grey")
        #expect(extremes(sharpened) > extremes(screen), "its edges are harder than the screen's")
        #expect(sparse.last.map { Set($0.pixels).isSubset(of: [0, 255]) } == true, "the last is binarised")
    }

    /// The sharpened grey read of a blurred dark-mode screen: its light text comes out dark on a
    /// light page (`DarkOnLight`), and a small grey label the blur left only a little brighter
    /// than the page comes out as dark as the text (`LocalContrastNormalisation`), where
    /// Tesseract's one global threshold would have lost it with the page.
    @Test func theSharpenedGreyReadTurnsDarkModeTextDarkAndDeepensFaintLabels() throws {
        var screen = GreyImage(width: 750, height: 1334, filledWith: 30)
        let value = (x: 100, y: 400), label = (x: 100, y: 900)
        for bar in 0..<12 {
            for y in 0..<30 {
                for x in 0..<3 {
                    screen[value.x + bar * 10 + x, value.y + y] = 230   // the value: bright strokes
                    screen[label.x + bar * 10 + x, label.y + y] = 62    // the label: 32 levels over the page
                }
            }
        }
        let pass = try #require(RecognitionPipeline.standard.extraPasses(screen).first { $0.name == "sharpened" })
        #expect(pass.scaleFactor == 1, "a 750-point-wide @2x screen is read at its own size")
        let prepared = try pass.prepare(screen)
        #expect(prepared[value.x + 1, value.y + 15] < 100, "the light text is dark: \(prepared[value.x + 1, value.y + 15])")
        #expect(prepared[value.x + 5, value.y + 15] > 200, "the page between its strokes is light")
        #expect(prepared[label.x + 1, label.y + 15] < 128, "the faint label is dark: \(prepared[label.x + 1, label.y + 15])")
        #expect(prepared[400, 1200] > 200, "the page is light")
    }

    /// A sharp screen read confidently costs no extra read.
    @Test func aSharpConfidentScreenIsReadOnce() throws {
        let words = [line("Settings General Privacy", y: 100), line("Notifications Sounds Display About", y: 160)]
        let recogniser = ScriptedRecogniser(lines: words)
        _ = try Self.read(Self.strokes(blurred: false), with: recogniser)
        #expect(recogniser.reads.map(\.segmentation) == [.sparseText])
    }

    /// A sharp screen whose binarised read is mostly doubtful is also read whole in grey.
    @Test func aMostlyDoubtfulReadIsAlsoReadWholeInGrey() throws {
        let words = [line("Settlngs Genera1 Prlvacy", y: 100, confidence: 0.4), line("Notifications Sounds Display About", y: 160)]
        let recogniser = ScriptedRecogniser(lines: words)
        _ = try Self.read(Self.strokes(blurred: false), with: recogniser)
        #expect(recogniser.reads.filter { $0.segmentation == .automatic }.count == 1)
    }

    // MARK: LowConfidenceReread

    /// A doubtful line is read again on its own, and the closer read is in the result.
    @Test func aDoubtfulLineIsReadAgainUpClose() throws {
        let recogniser = ScriptedRecogniser { image, segmentation in
            switch segmentation {
            case .singleLine: [RecognisedLine(words: [RecognisedWord(text: ScanSessionTests.card, box: BoundingBox(x: 0, y: 0, width: image.width, height: image.height), confidence: 0.95)])]
            default: [line("Card 4111 1111", y: 200, confidence: 0.4)]
            }
        }
        let text = try Self.read(Self.plainScreen(), with: recogniser)
        #expect(recogniser.reads.first { $0.segmentation == .singleLine } != nil)
        #expect(text.lines.map(\.text).contains(ScanSessionTests.card))
    }

    /// The second look reads the line in grey first, and binarised only when the grey read is
    /// still doubtful.
    @Test func theSecondLookAddsABinarisedReadOnlyWhenTheGreyOneIsDoubtful() throws {
        var screen = Self.plainScreen()
        for y in 200..<230 { for x in 40..<300 where (x / 5) % 2 == 0 { screen[x, y] = 150 } }
        for greyConfidence in [0.95, 0.3] {
            let recogniser = ScriptedRecogniser { image, segmentation in
                switch segmentation {
                case .singleLine: [RecognisedLine(words: [RecognisedWord(text: "Balance", box: BoundingBox(x: 0, y: 0, width: image.width, height: image.height), confidence: greyConfidence)])]
                default: [line("Balance 1O0", y: 200, confidence: 0.4)]
                }
            }
            _ = try Self.read(screen, with: recogniser)
            let closeUps = recogniser.reads.filter { $0.segmentation == .singleLine }.map(\.image)
            #expect(closeUps.count == (greyConfidence > 0.8 ? 1 : 2), "grey read at confidence \(greyConfidence)")
            #expect(closeUps.first.map { !Set($0.pixels).isSubset(of: [0, 255]) } == true, "the first close-up is grey")
            if closeUps.count == 2 { #expect(Set(closeUps[1].pixels).isSubset(of: [0, 255]), "the second is binarised") }
        }
    }

    /// The close-ups of a blurred screen are sharpened first (2 points in the screen's pixels),
    /// so their edges are harder than the crop's; a sharp screen's (with one grey pixel of
    /// anti-aliasing on each edge, which sharpening would change), even one whose read was mostly
    /// doubtful, are taken as cropped.
    @Test func theSecondLookSharpensTheCloseUpsOfABlurredScreenOnly() throws {
        let doubtful = [line("Card 4111 1111", y: 200, confidence: 0.4), line("Settlngs Genera1 Prlvacy", y: 300, confidence: 0.4)]
        let extremes = { (image: GreyImage) in image.pixels.count { $0 < 16 || $0 > 239 } }
        var unsharpened = RecognitionPipeline.standard
        unsharpened.blurredCloseUpSharpening = nil
        for blurred in [true, false] {
            var closeUps: [GreyImage] = []
            for pipeline in [RecognitionPipeline.standard, unsharpened] {
                let recogniser = ScriptedRecogniser(lines: doubtful)
                var screen = Self.strokes(blurred: blurred)
                if !blurred { for centre in stride(from: 60, to: 740, by: 24) { for y in 150..<370 { screen[centre - 2, y] = 128; screen[centre + 2, y] = 128 } } }
                _ = try pipeline.read(screen, recogniser: recogniser)
                closeUps.append(try #require(recogniser.reads.first { $0.segmentation == .singleLine }?.image))
            }
            if blurred {
                #expect(extremes(closeUps[0]) > extremes(closeUps[1]), "a blurred screen's close-up is sharpened")
            } else {
                let unchanged = closeUps[0] == closeUps[1]
                #expect(unchanged, "a sharp screen's close-up is not sharpened")
            }
        }
    }

    /// A doubtful line that the grey close-up reads word for word as the first read did is not
    /// read a third time binarised; one it reads otherwise is.
    @Test func theSecondLookSkipsTheBinarisedReadWhenTheGreyOneAgrees() throws {
        var screen = Self.plainScreen()
        for y in 200..<230 { for x in 40..<300 where (x / 5) % 2 == 0 { screen[x, y] = 150 } }
        for (greyText, expectedCloseUps) in [("Rs. 443", 1), ("Rs. 448", 2)] {
            let recogniser = ScriptedRecogniser { image, segmentation in
                switch segmentation {
                case .singleLine: [line(greyText, x: 0, y: 0, height: image.height, confidence: 0.5)]
                default: [line("Rs. 443", y: 200, confidence: 0.5)]
                }
            }
            _ = try Self.read(screen, with: recogniser)
            #expect(recogniser.reads.filter { $0.segmentation == .singleLine }.count == expectedCloseUps, "grey close-up read \(greyText)")
        }
    }

    // MARK: DebrisFilter

    /// A chat bubble's edge read as a doubtful "i" before a wrapped number's second line is
    /// dropped, so the number reads whole; a confident one-letter word is kept.
    @Test func edgeDebrisIsDroppedBeforeJoiningAndRealWordsKept() throws {
        let edge = RecognisedWord(text: "i", box: BoundingBox(x: 58, y: 134, width: 6, height: 30), confidence: 0.4)
        var wrapped = line("1111 1111", x: 70, y: 134)
        wrapped.words.insert(edge, at: 0)
        let lines = [line("Card 4111 1111", x: 70, y: 100), wrapped, line("I paid it", x: 70, y: 300)]
        let text = try Self.read(Self.plainScreen(), with: ScriptedRecogniser(lines: lines))
        #expect(text.lines.map(\.text).contains("Card 4111 1111 1111 1111"))
        #expect(!text.lines.contains { $0.words.contains(edge) }, "the edge stroke is gone")
        #expect(text.lines.map(\.text).contains("I paid it"), "a confident one-letter word stays")

        let analyser = ScreenAnalyser(matcher: PatternMatcher(library: try PatternLibrary.defaults()))
        let result = analyser.analyze(ColourImage(width: 800, height: 520, rgba: [UInt8](repeating: 255, count: 800 * 520 * 4))!,
                                      path: "bubble.png", recogniser: ScriptedRecogniser(lines: lines))
        #expect(result.findings.map(\.category).contains(.card), "the wrapped card number is found")
    }

    /// A line of nothing but debris ("|", a rule read as "—") is not passed on.
    @Test func linesOfDebrisAreDropped() throws {
        let lines = [line("Balance", y: 100), line("|", y: 140, confidence: 0.9), line("— ·", y: 180), line("$1,204.56", y: 220)]
        let text = try Self.read(Self.plainScreen(), with: ScriptedRecogniser(lines: lines))
        #expect(text.lines.map(\.text) == ["Balance", "$1,204.56"])
    }

    // MARK: LineMerger

    /// A line the second look reads again in the same place is kept once, as the more confident
    /// read, so its value is not reported twice.
    @Test func aLineReadTwiceInOnePlaceIsKeptOnceAtItsBest() throws {
        let recogniser = ScriptedRecogniser { image, segmentation in
            switch segmentation {
            case .singleLine:
                // The close-up holds the line with a margin of a third of its height all round.
                let margin = image.height / 5
                return [RecognisedLine(words: [RecognisedWord(text: "Balance 1234", box: BoundingBox(x: margin, y: margin, width: image.width - 2 * margin, height: image.height - 2 * margin), confidence: 0.95)])]
            default:
                return [line("Balance 1234", y: 200, confidence: 0.5)]
            }
        }
        let text = try Self.read(Self.plainScreen(), with: recogniser)
        let kept = text.lines.filter { $0.text == "Balance 1234" }
        #expect(kept.count == 1)
        #expect(kept.first?.confidence == 0.95)
    }

    /// Lines come out in reading order whatever order the recogniser gave them: a row's title
    /// before its value, even when the value's box starts a little higher.
    @Test func linesAreHandedOnInReadingOrder() throws {
        let lines = [
            RecognisedLine(words: [RecognisedWord(text: "136703230889", box: BoundingBox(x: 500, y: 298, width: 200, height: 32), confidence: 0.95)]),
            line("Account type", x: 60, y: 380),
            line("Account number", x: 60, y: 300),
            line("Routing number", x: 60, y: 220),
        ]
        let text = try Self.read(Self.plainScreen(), with: ScriptedRecogniser(lines: lines))
        #expect(Array(text.lines.map(\.text).prefix(4)) == ["Routing number", "Account number", "136703230889", "Account type"])
    }
}
