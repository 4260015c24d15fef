import Foundation
import Testing
@testable import SnapGuardCore

/// The steps of `ScreenAnalyser` around the recognition pipeline, each through what it exists
/// for, with a stand-in recogniser: greyscale over transparency, overlay detection by pixels and
/// by legible words, finding de-duplication and the finding's line. Each of these fails when its
/// step is taken out of the analyser.
@Suite struct AnalyserStageTests {
    private static func analyser() throws -> ScreenAnalyser {
        ScreenAnalyser(matcher: PatternMatcher(library: try PatternLibrary.defaults()))
    }

    /// An opaque picture of 800x520 (2 pixels per point by its size, so it is read at its own scale).
    private static func picture(_ colour: (_ x: Int, _ y: Int) -> [UInt8]) throws -> ColourImage {
        var rgba: [UInt8] = []
        rgba.reserveCapacity(800 * 520 * 4)
        for y in 0..<520 { for x in 0..<800 { rgba += colour(x, y) } }
        return try #require(ColourImage(width: 800, height: 520, rgba: rgba))
    }

    /// Vertical black strokes on white: a screen with sharp detail (not covered by its pixels).
    private static func sharpScreen() throws -> ColourImage {
        try picture { x, y in
            (150..<370).contains(y) && x >= 60 && x < 740 && x % 24 < 3 ? [0, 0, 0, 255] : [255, 255, 255, 255]
        }
    }

    // MARK: Greyscale

    /// Text on a transparent background reaches the recogniser legible whatever colour the
    /// transparent pixels hold: white text over transparent white, black text over transparent black.
    @Test func textOnATransparentBackgroundIsLegibleInEitherColour() throws {
        let image = try Self.picture { x, y in
            let left = x < 400
            let isText = (200..<230).contains(y) && x % 40 < 6
            switch (left, isText) {
            case (true, true): return [255, 255, 255, 255]
            case (true, false): return [255, 255, 255, 0]
            case (false, true): return [0, 0, 0, 255]
            case (false, false): return [0, 0, 0, 0]
            }
        }
        let recogniser = ScriptedRecogniser(lines: [])
        _ = try Self.analyser().analyze(image, path: "transparent.png", recogniser: recogniser)
        let handed = try #require(recogniser.images.first)
        #expect(handed[82, 215] == 0, "white text over transparent white is ink")
        #expect(handed[482, 215] == 0, "black text over transparent black is ink")
        #expect(handed[100, 100] == 255 && handed[500, 100] == 255, "the background is paper")
    }

    // MARK: Overlay detection by pixels (CoverageProbe)

    /// A flat frame (a splash colour, a blank capture) is covered by its pixels alone: it passes
    /// as covered even when the recogniser makes words of it, and it is not read turned.
    @Test func aFlatFrameIsCoveredByItsPixelsAndNotReadTurned() throws {
        let flat = try Self.picture { _, _ in [30, 90, 200, 255] }
        let words = [line("Welcome back to your account today", y: 100), line("Tap anywhere to continue", y: 160)]
        let talkative = ScriptedRecogniser(lines: words)
        let result = try Self.analyser().analyze(flat, path: "splash.png", recogniser: talkative)
        #expect(result.overlayDetected)
        #expect(result.verdict == .pass)

        let silent = ScriptedRecogniser(lines: [])
        #expect(try Self.analyser().analyze(flat, path: "blank.png", recogniser: silent).overlayDetected)
        #expect(silent.reads.filter { $0.segmentation != .singleLine }.count == 1, "read once, as it is")
    }

    // MARK: Overlay detection by legible words (CoverageAssessment)

    /// A sharp screen with a logo and a few words (a privacy overlay, a lock screen) passes as
    /// covered; one with a screenful of words does not.
    @Test func aSharpScreenWithFewWordsIsAnOverlayAndAFullOneIsNot() throws {
        let overlay = ScriptedRecogniser(lines: [line("Apex Bank Locked", y: 100)])
        let covered = try Self.analyser().analyze(try Self.sharpScreen(), path: "overlay.png", recogniser: overlay)
        #expect(covered.overlayDetected)
        #expect(covered.verdict == .pass)

        let settings = ScriptedRecogniser(lines: [line("Settings General Privacy", y: 100), line("Notifications Sounds Display About", y: 160)])
        let readable = try Self.analyser().analyze(try Self.sharpScreen(), path: "settings.png", recogniser: settings)
        #expect(!readable.overlayDetected)
    }

    // MARK: FindingDeduplicator

    /// One card number read twice in one place (two reads that differ in a word) is one finding.
    @Test func oneNumberReadTwiceInOnePlaceIsOneFinding() throws {
        let lines = [line(ScanSessionTests.card, y: 100), line("Visa 4111 1111 1111 1111", y: 101)]
        let result = try Self.analyser().analyze(try Self.sharpScreen(), path: "twice.png", recogniser: ScriptedRecogniser(lines: lines))
        #expect(result.findings.filter { $0.category == .card }.count == 1)
    }

    // MARK: OnScreenKeyboardFilter

    /// The keyboard's `123` key read as an amount on a screen of transactions is no finding; the
    /// same number without the keyboard's rows above it is one.
    @Test func theKeyboardsNumberKeyIsNoAmount() throws {
        let form = [line("Add Transaction", y: 40), line("Groceries", y: 100)]
        let keys = [line("QWERTYUIOP", y: 300), line("ASDFGHJKL", y: 360), line("123", y: 430), line("space", x: 300, y: 430)]
        let typing = try Self.analyser().analyze(try Self.sharpScreen(), path: "typing.png", recogniser: ScriptedRecogniser(lines: form + keys))
        #expect(typing.findings.isEmpty)
        let amount = try Self.analyser().analyze(try Self.sharpScreen(), path: "amount.png",
                                                 recogniser: ScriptedRecogniser(lines: form + [line("123", y: 430)]))
        #expect(amount.findings.map(\.value.revealed) == ["123"])
    }

    // MARK: PickerWheelFilter

    /// A date picker's minutes under a row in mg/dl are no glucose readings; one such number
    /// alone under the unit is one.
    @Test func aPickerWheelsStepsAreNoReadings() throws {
        let row = [line("BG Check", y: 40), line("mg/dl", x: 500, y: 40)]
        let wheel = [line("38", x: 500, y: 100), line("39", x: 500, y: 150), line("40", x: 500, y: 200)]
        let picking = try Self.analyser().analyze(try Self.sharpScreen(), path: "picker.png", recogniser: ScriptedRecogniser(lines: row + wheel))
        #expect(picking.findings.isEmpty)
        let reading = try Self.analyser().analyze(try Self.sharpScreen(), path: "reading.png",
                                                  recogniser: ScriptedRecogniser(lines: row + [wheel[0]]))
        #expect(reading.findings.map(\.value.revealed) == ["38"])
    }

    // MARK: The finding's line

    /// A finding carries the box of the whole line it sits on, so a redaction covers the name
    /// read beside the number as well.
    @Test func aFindingCarriesTheBoxOfItsWholeLine() throws {
        let row = line("Holder Jane Appleseed 4111 1111 1111 1111", x: 40, y: 100)
        let result = try Self.analyser().analyze(try Self.sharpScreen(), path: "row.png", recogniser: ScriptedRecogniser(lines: [row]))
        let finding = try #require(result.findings.first { $0.category == .card })
        #expect(finding.box.minX > 300, "the finding is the number")
        #expect(finding.lineBox == row.box)
    }
}
