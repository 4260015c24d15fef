import Foundation
import Testing
@testable import SnapGuardCore

/// The redacted pictures drawn from the compact copy a scan keeps of each screen: whatever its
/// colours (two, a few hundred, thousands), every finding's line is black in the full-size copy
/// and in the thumbnail, and the rest of the screen is still there.
@Suite struct ScreenPicturesTests {
    /// A 400x300 screen: a background of `colours` shades and a band of "text" at y 100..130.
    private static func screen(colours: Int) throws -> ColourImage {
        var rgba = [UInt8](repeating: 255, count: 400 * 300 * 4)
        for y in 0..<300 {
            for x in 0..<400 {
                let shade = (y * 400 + x) % colours
                let i = 4 * (y * 400 + x)
                rgba[i] = UInt8(shade % 256)
                rgba[i + 1] = UInt8((shade / 256) % 256)
                rgba[i + 2] = 200
                if (100..<130).contains(y), (40..<300).contains(x), x % 6 < 3 { rgba[i] = 250; rgba[i + 1] = 250; rgba[i + 2] = 250 }
            }
        }
        return try #require(ColourImage(width: 400, height: 300, rgba: rgba))
    }

    private static let finding = Finding(category: .card, patternId: "card.number", severity: .critical,
                                         value: SensitiveValue(raw: "4111 1111 1111 1111", masked: "•••• 1111"),
                                         box: BoundingBox(x: 60, y: 100, width: 200, height: 30), confidence: 0.9)

    private func nonBlack(_ png: Data, inside box: BoundingBox) throws -> Int {
        let grey = try ImageReader().decodeGrey(png)
        return (box.minY..<box.maxY).reduce(0) { count, y in count + (box.minX..<box.maxX).count { x in grey[x, y] != 0 } }
    }

    @Test(arguments: [2, 200, 40_000])
    func everyFindingIsBlackInBothPictures(colours: Int) throws {
        let image = try Self.screen(colours: colours)
        let screen = VerdictPolicy().judge(path: "shade.png", width: 400, height: 300, findings: [Self.finding])
        let drawn = PictureDrawing(options: PictureOptions(thumbnailWidth: 100, redactedCopies: true))
            .draw(screen, picture: KeptPicture(compact: image))
        #expect(drawn.pictures.problem == nil)
        let copy = try #require(drawn.pictures.redactedCopy)
        #expect(try nonBlack(copy, inside: Self.finding.box) == 0)
        #expect(try nonBlack(copy, inside: BoundingBox(x: 40, y: 200, width: 300, height: 60)) > 0, "the rest of the screen stays")
        let thumbnail = try #require(drawn.pictures.thumbnail)
        #expect(try ImageReader().decode(thumbnail).width == 100)
        #expect(try nonBlack(thumbnail, inside: BoundingBox(x: 16, y: 26, width: 48, height: 6)) == 0, "black in the thumbnail too")
    }

    /// An RGBA screen whose alpha is 255 everywhere is drawn as it is; one pixel of transparency
    /// is enough to flatten it over white first, and its findings are black all the same.
    @Test func transparencyIsFlattenedOnlyWhenThereIsSome() throws {
        let opaque = try Self.screen(colours: 200)
        #expect(opaque.hasAlpha && opaque.isOpaque)
        var rgba = opaque.rgba
        rgba[4 * (299 * 400 + 399) + 3] = 0    // the last pixel
        let transparent = try #require(ColourImage(width: 400, height: 300, rgba: rgba))
        #expect(!transparent.isOpaque)
        let screen = VerdictPolicy().judge(path: "shade.png", width: 400, height: 300, findings: [Self.finding])
        let drawn = PictureDrawing(options: PictureOptions(redactedCopies: true)).draw(screen, picture: KeptPicture(compact: transparent))
        let copy = try #require(drawn.pictures.redactedCopy)
        #expect(try nonBlack(copy, inside: Self.finding.box) == 0)
        #expect(try ImageReader().decodeGrey(copy)[399, 299] == 255, "the transparent pixel over white")
    }
}
