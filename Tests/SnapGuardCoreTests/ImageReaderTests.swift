import Foundation
import Testing
@testable import SnapGuardCore

@Suite struct ImageReaderTests {
    /// Every layout and container renders the same text; each must decode to the same size
    /// with dark ink on a light background.
    @Test func readsEveryFormatAndPixelLayout() throws {
        for name in ["text-rgb8.png", "text-gray8.png", "text-gray16.png", "text-palette.png",
                     "text.jpg", "text.tiff", "text.bmp", "text.webp", "text.gif"] {
            let image = try ImageReader().readGrey(contentsOf: Fixtures.format(name))
            #expect(image.width == 640, "\(name)")
            #expect(image.height == 128, "\(name)")
            #expect(image[2, 2] > 240, "\(name): background should be white")
            #expect(image.pixels.min() ?? 255 < 40, "\(name): text should be dark")
        }
    }

    /// Transparency is composited over mid grey, so dark and light text both keep their contrast.
    @Test func transparentBackgroundBecomesMidGrey() throws {
        let image = try ImageReader().readGrey(contentsOf: Fixtures.format("text-alpha.png"))
        #expect(abs(Int(image[2, 2]) - 128) <= 2)
        #expect(image.pixels.min() ?? 255 < 40, "black text stays black")
    }

    /// A JPEG stored sideways with EXIF orientation 6 is decoded upright, as a viewer shows it.
    @Test func jPEGOrientationIsApplied() throws {
        let data = try Data(contentsOf: Fixtures.format("exif-rotated.jpg"))
        #expect(ExifOrientation.of(jpeg: data) == .right)
        let image = try ImageReader().decodeGrey(data)
        #expect([image.width, image.height] == [750, 1334] as [Int])
        let title = image.cropped(to: BoundingBox(x: 40, y: 120, width: 160, height: 40))
        #expect(title.pixels.min() ?? 255 < 60, "the first line of text is at the top left once upright")
    }

    @Test func brokenEXIFIsIgnoredNotTrusted() throws {
        let jpeg = try Data(contentsOf: Fixtures.format("exif-rotated.jpg"))
        for length in [3, 12, 20, 30] {  // all cut before the tag's value
            #expect(ExifOrientation.of(jpeg: jpeg.prefix(length)) == .up, "truncated at \(length)")
        }
        var garbage = Data([0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x10]) + Data("Exif\0\0".utf8)
        garbage += Data([0x4D, 0x4D, 0x00, 0x2A, 0xFF, 0xFF, 0xFF, 0xF0])
        #expect(ExifOrientation.of(jpeg: garbage) == .up)
    }

    @Test func refusesHugeDimensionsFromTheHeaderAlone() throws {
        do {
            let error = try #require(throws: (any Error).self) { try ImageReader().read(contentsOf: Fixtures.format("huge-header.png")) }
            #expect(error as? ImageError == .tooLarge(width: 200_000, height: 200_000, limit: ImageLimits.defaultMaxPixels))
            #expect("\(error)".contains("200000x200000"))
                }
    }

    @Test func tooSmallToBeAScreenIsRefused() throws {
        do {
            let error = try #require(throws: (any Error).self) { try ImageLimits().check(width: 1, height: 1) }
            #expect(error as? ImageError == .tooSmall(width: 1, height: 1, minimum: ImageLimits.minimumSide))
                }
        #expect(throws: (any Error).self) { try ImageLimits().check(width: 20_000, height: 20) }
        #expect(throws: Never.self) { try ImageLimits().check(width: 750, height: 1334) }
    }

    @Test func pixelLimitCanBeLowered() throws {
        let reader = ImageReader(limits: ImageLimits(maxPixels: 1000))
        do {
            let error = try #require(throws: (any Error).self) { try reader.read(contentsOf: Fixtures.format("text-rgb8.png")) }
            #expect(error as? ImageError == .tooLarge(width: 640, height: 128, limit: 1000))
                }
    }

    @Test func brokenFilesGiveOneLineReasons() throws {
        let expectations: [(String, ImageError)] = [
            ("empty.png", .empty),
            ("not-an-image.png", .unknownFormat),
            ("truncated.png", .damaged(.png, message: "a chunk runs past the end of the file (truncated)")),
        ]
        for (name, expected) in expectations {
            do {
                let error = try #require(throws: (any Error).self) { try ImageReader().read(contentsOf: Fixtures.format(name)) }
                #expect(error as? ImageError == expected, "\(name)")
                #expect(!("\(error)".contains("\n")))
                        }
        }
    }

    @Test func missingFileIsUnreadable() throws {
        do {
            let error = try #require(throws: (any Error).self) { try ImageReader().read(contentsOf: Fixtures.format("no-such-file.png")) }
            guard case .unreadableFile = error as? ImageError else { Issue.record("\(error)"); return }
                }
    }

    @Test func formatDetectionByLeadingBytes() throws {
        #expect(ImageFormat.detect(try Data(contentsOf: Fixtures.format("text.jpg"))) == .jpeg)
        #expect(ImageFormat.detect(try Data(contentsOf: Fixtures.format("text.webp"))) == .webp)
        #expect(ImageFormat.detect(Data([0xAB, 0x4B, 0x54, 0x58, 0x20, 0x31, 0x31, 0xBB, 0x0D, 0x0A])) == .ktx)
        #expect(ImageFormat.detect(Data("hello".utf8)) == nil)
    }

    /// Apple's snapshot container is recognised by its magic, not called "not an image".
    @Test func appleSnapshotContainerIsRecognised() throws {
        let aapl = Data("AAPL\r\n".utf8) + Data([0x1A, 0x0A, 0x10, 0x00, 0x00, 0x00])
        #expect(ImageFormat.detect(aapl) == .aapl)
        #expect(ImageFormat.detect(Data("AAPL\r\n\n\n".utf8)) == nil, "the whole eight-byte magic is checked")
        do {
            let error = try #require(throws: (any Error).self) { try ImageReader().decode(aapl) }
            #expect(error as? ImageError != .unknownFormat)
                }
    }

    /// Decoders return colour: the red, green and blue of a palette PNG survive decoding.
    @Test func decodersReturnColour() throws {
        let image = try ImageReader().read(contentsOf: Fixtures.format("text-rgb8.png"))
        let rgba = image.rgba
        #expect(rgba.count == image.width * image.height * 4)
        #expect(Array(rgba[0..<4]) == [255, 255, 255, 255], "white, opaque background")
        let round = try #require(ColourImage(width: 2, height: 1, rgba: [200, 10, 20, 255, 0, 0, 255, 0]))
        #expect(round.rgba == [200, 10, 20, 255, 0, 0, 255, 0], "RGBA bytes round-trip through the image")
        #expect(try Greyscale(background: 128).apply(to: round).pixels == [Self.luminance(200, 10, 20), 128], "luminance 0.3 R + 0.5 G + 0.2 B; a transparent pixel shows the background")
        #expect(ColourImage(width: 2, height: 2, rgba: [0, 0, 0, 0]) == nil, "byte count must match the size")
    }

    /// A half-transparent pixel is its luminance mixed with the background by its alpha.
    @Test func greyscaleBlendsPartialTransparencyOverTheBackground() throws {
        let image = try #require(ColourImage(width: 2, height: 1, rgba: [255, 255, 255, 64, 0, 0, 0, 191]))
        let grey = try Greyscale(background: 100).apply(to: image).pixels
        let whiteOverGrey: Double = 100 + 155 * 64 / 255.0
        let blackOverGrey: Double = 100 * 64 / 255.0
        let expected = [whiteOverGrey, blackOverGrey]
        for (value, wanted) in zip(grey, expected) {
            #expect(abs(Double(value) - wanted) <= 1.5, "white at alpha 64 and black at alpha 191 over grey 100")
        }
    }

    private static func luminance(_ red: Double, _ green: Double, _ blue: Double) -> UInt8 {
        UInt8((0.3 * red + 0.5 * green + 0.2 * blue + 0.5).rounded(.down))
    }
}
