import Foundation
import Testing
@testable import SnapGuardCore

/// Each stage of the standard read, seen through what a stand-in recogniser is handed: switching
/// a stage off changes what it sees, and these tests notice.
@Suite struct RecognitionStageTests {
    /// A light screen with a dark 40-pixel band (a card's edge, a divider) and a line of
    /// mid-grey "text".
    private static func screen() -> GreyImage {
        var image = GreyImage(width: 750, height: 1334, filledWith: 250)
        for y in 300..<340 { for x in 100..<700 { image[x, y] = 10 } }
        for y in 800..<812 { for x in 60..<600 where (x / 6) % 2 == 0 { image[x, y] = 120 } }
        return image
    }

    @Test func theStandardReadIsBinarisedBlackOnWhite() throws {
        let recogniser = ScriptedRecogniser(lines: [])
        _ = try RecognitionPipeline.standard.read(Self.screen(), recogniser: recogniser)
        let first = try #require(recogniser.images.first)
        #expect(Set(first.pixels).isSubset(of: [0, 255]), "every pixel is ink or paper")
        #expect(first.pixels.contains(0), "the grey text became ink")
    }

    @Test func theStandardReadClearsSolidShapes() throws {
        let recogniser = ScriptedRecogniser(lines: [])
        _ = try RecognitionPipeline.standard.read(Self.screen(), recogniser: recogniser)
        let first = try #require(recogniser.images.first)
        let factor = Double(first.width) / 750
        // The middle of the dark band, in the prepared image's pixels.
        let middle = first.cropped(to: BoundingBox(x: Int(300 * factor), y: Int(310 * factor), width: Int(200 * factor), height: Int(20 * factor)))
        #expect(!middle.pixels.isEmpty && middle.pixels.allSatisfy { $0 == 255 }, "a solid band is a shape, not a letter")
    }

    @Test func solidRegionRemovalKeepsStrokesAndClearsBlocks() throws {
        var image = GreyImage(width: 120, height: 60, filledWith: 255)
        for y in 5..<55 { for x in 5..<55 { image[x, y] = 0 } }  // a block
        for y in 20..<24 { for x in 70..<115 { image[x, y] = 0 } }  // a 4-pixel stroke
        let cleared = try SolidRegionRemoval(maximumStroke: 12).apply(to: image)
        #expect(cleared[30, 30] == 255)
        #expect(cleared[90, 21] == 0)
    }

    /// The second look reads each doubtful line dark on light, whatever the screen's polarity.
    @Test func theSecondLookReadsDarkOnLight() throws {
        var dark = GreyImage(width: 750, height: 400, filledWith: 20)
        for y in 200..<230 { for x in 100..<500 where (x / 5) % 2 == 0 { dark[x, y] = 230 } }
        let doubtful = line("Balance 1234", x: 100, y: 200, height: 30, confidence: 0.3)
        let recogniser = ScriptedRecogniser(lines: [])
        _ = try LowConfidenceReread().reread([doubtful], in: dark, recogniser: recogniser)
        let grey = try #require(recogniser.images.first)
        let histogram = grey.histogram()
        let background = histogram.indices.max { histogram[$0] < histogram[$1] }!
        #expect(background > 128, "the crop was handed over light, its background at \(background)")
    }

    @Test func wrappedLinesAreAlsoReadAsOneParagraph() throws {
        let first = line("Send to 4111 1111", y: 100), second = line("1111 1111 today", y: 134), far = line("Help", y: 600)
        let joined = WrappedLineJoiner().join(RecognisedText(lines: [first, second, far]))
        #expect(joined.lines.count == 4)
        #expect(joined.lines.last?.text == "Send to 4111 1111 1111 1111 today")
    }

    /// A card number wrapped over two lines is found thanks to the joiner alone.
    @Test func theAnalyserFindsANumberWrappedOverTwoLines() throws {
        let lines = [line("Send to 4111 1111", y: 100), line("1111 1111 today", y: 134)]
        let analyser = ScreenAnalyser(matcher: PatternMatcher(library: try PatternLibrary.defaults()))
        let image = try ImageReader().read(contentsOf: Fixtures.format("sideways-profile.png"))
        let result = analyser.analyze(image, path: "wrapped.png", recogniser: ScriptedRecogniser(lines: lines))
        #expect(result.findings.map(\.category).contains(.card))
    }

    /// A screen that reads as nothing but is full of detail is read turned before it may pass,
    /// and the findings are boxed in the image as stored.
    @Test func aSidewaysScreenIsReadTurnedBeforeItPasses() throws {
        let image = try ImageReader().read(contentsOf: Fixtures.format("sideways-profile.png"))
        let recogniser = ScriptedRecogniser { image, segmentation in
            // The capture is stored landscape (1334x750): text reads only once it is turned upright.
            guard segmentation != .singleLine, image.height > image.width else { return [] }
            return [line(ScanSessionTests.card, y: 100)]
        }
        let analyser = ScreenAnalyser(matcher: PatternMatcher(library: try PatternLibrary.defaults()))
        let result = analyser.analyze(image, path: "sideways.png", recogniser: recogniser)
        #expect(result.verdict == .fail)
        #expect(!result.overlayDetected)
        let finding = try #require(result.findings.first)
        let box = finding.box
        #expect(box.minX >= 0 && box.minY >= 0 && box.maxX <= image.width && box.maxY <= image.height)
        // The number reads left to right once turned upright, so in the stored image it runs top to bottom.
        #expect(box.height > 4 * box.width, "boxed as stored: \(box)")
        let lineBox = try #require(finding.lineBox)
        #expect(lineBox.height > 4 * lineBox.width, "its line boxed as stored: \(lineBox)")
    }

    /// An upright cover read upside down is scraps: a term that turns up in them at a few percent
    /// ('Pulse Health' read as 'U1I#9H asind', UTI) is no finding, and the screen passes as covered.
    @Test func scrapsOfATurnedReadAreNoFindings() throws {
        let image = try ImageReader().read(contentsOf: Fixtures.format("sideways-profile.png"))
        let recogniser = ScriptedRecogniser { image, segmentation in
            guard segmentation != .singleLine, image.height > image.width else { return [] }
            return [line("Diagnosis: HIV positive", y: 100, confidence: 0.1)]
        }
        let analyser = ScreenAnalyser(matcher: PatternMatcher(library: try PatternLibrary.defaults()))
        let result = analyser.analyze(image, path: "sideways.png", recogniser: recogniser)
        #expect(result.findings.isEmpty)
        #expect(result.verdict == .pass)
    }

    /// The single pass stands for the `tesseract` program, which reads a screen once as stored:
    /// it never reads one turned, so a scrap a turned read makes up is never its finding.
    @Test func theSinglePassReadsAScreenOnceAsStored() throws {
        let image = try ImageReader().read(contentsOf: Fixtures.format("sideways-profile.png"))
        let recogniser = ScriptedRecogniser { image, segmentation in
            guard segmentation != .singleLine, image.height > image.width else { return [] }
            return [line(ScanSessionTests.card, y: 100)]
        }
        let analyser = ScreenAnalyser(pipeline: .singlePass, matcher: PatternMatcher(library: try PatternLibrary.defaults()))
        let result = analyser.analyze(image, path: "sideways.png", recogniser: recogniser)
        #expect(result.findings.isEmpty)
        #expect(result.verdict == .pass)
    }
}
