import XCTest
@testable import SnapGuardCore

final class ImageReaderTests: XCTestCase {
    /// Every layout and container renders the same text; each must decode to the same size
    /// with dark ink on a light background.
    func testReadsEveryFormatAndPixelLayout() throws {
        for name in ["text-rgb8.png", "text-gray8.png", "text-gray16.png", "text-palette.png",
                     "text.jpg", "text.tiff", "text.bmp", "text.webp", "text.gif"] {
            let image = try ImageReader().readGray(contentsOf: Fixtures.format(name))
            XCTAssertEqual(image.width, 640, name)
            XCTAssertEqual(image.height, 128, name)
            XCTAssertGreaterThan(image[2, 2], 240, "\(name): background should be white")
            XCTAssertLessThan(image.pixels.min() ?? 255, 40, "\(name): text should be dark")
        }
    }

    /// Transparency is composited over mid grey, so dark and light text both keep their contrast.
    func testTransparentBackgroundBecomesMidGrey() throws {
        let image = try ImageReader().readGray(contentsOf: Fixtures.format("text-alpha.png"))
        XCTAssertEqual(Int(image[2, 2]), 128, accuracy: 2)
        XCTAssertLessThan(image.pixels.min() ?? 255, 40, "black text stays black")
    }

    /// A JPEG stored sideways with EXIF orientation 6 is decoded upright, as a viewer shows it.
    func testJPEGOrientationIsApplied() throws {
        let data = try Data(contentsOf: Fixtures.format("exif-rotated.jpg"))
        XCTAssertEqual(ExifOrientation.of(jpeg: data), .right)
        let image = try ImageReader().decodeGray(data)
        XCTAssertEqual([image.width, image.height], [750, 1334])
        let title = image.cropped(to: BoundingBox(x: 40, y: 120, width: 160, height: 40))
        XCTAssertLessThan(title.pixels.min() ?? 255, 60, "the first line of text is at the top left once upright")
    }

    func testBrokenEXIFIsIgnoredNotTrusted() throws {
        let jpeg = try Data(contentsOf: Fixtures.format("exif-rotated.jpg"))
        for length in [3, 12, 20, 30] {  // all cut before the tag's value
            XCTAssertEqual(ExifOrientation.of(jpeg: jpeg.prefix(length)), .up, "truncated at \(length)")
        }
        var garbage = Data([0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x10]) + Data("Exif\0\0".utf8)
        garbage += Data([0x4D, 0x4D, 0x00, 0x2A, 0xFF, 0xFF, 0xFF, 0xF0])
        XCTAssertEqual(ExifOrientation.of(jpeg: garbage), .up)
    }

    func testRefusesHugeDimensionsFromTheHeaderAlone() {
        XCTAssertThrowsError(try ImageReader().read(contentsOf: Fixtures.format("huge-header.png"))) { error in
            XCTAssertEqual(error as? ImageError, .tooLarge(width: 200_000, height: 200_000, limit: ImageLimits.defaultMaxPixels))
            XCTAssertTrue("\(error)".contains("200000x200000"))
        }
    }

    func testTooSmallToBeAScreenIsRefused() {
        XCTAssertThrowsError(try ImageLimits().check(width: 1, height: 1)) { error in
            XCTAssertEqual(error as? ImageError, .tooSmall(width: 1, height: 1, minimum: ImageLimits.minimumSide))
        }
        XCTAssertThrowsError(try ImageLimits().check(width: 20_000, height: 20))
        XCTAssertNoThrow(try ImageLimits().check(width: 750, height: 1334))
    }

    func testPixelLimitCanBeLowered() {
        let reader = ImageReader(limits: ImageLimits(maxPixels: 1000))
        XCTAssertThrowsError(try reader.read(contentsOf: Fixtures.format("text-rgb8.png"))) { error in
            XCTAssertEqual(error as? ImageError, .tooLarge(width: 640, height: 128, limit: 1000))
        }
    }

    func testBrokenFilesGiveOneLineReasons() {
        let expectations: [(String, ImageError)] = [
            ("empty.png", .empty),
            ("not-an-image.png", .unknownFormat),
            ("truncated.png", .damaged(.png, message: "a chunk runs past the end of the file (truncated)")),
        ]
        for (name, expected) in expectations {
            XCTAssertThrowsError(try ImageReader().read(contentsOf: Fixtures.format(name))) { error in
                XCTAssertEqual(error as? ImageError, expected, name)
                XCTAssertFalse("\(error)".contains("\n"))
            }
        }
    }

    func testMissingFileIsUnreadable() {
        XCTAssertThrowsError(try ImageReader().read(contentsOf: Fixtures.format("no-such-file.png"))) { error in
            guard case .unreadableFile = error as? ImageError else { return XCTFail("\(error)") }
        }
    }

    func testFormatDetectionByLeadingBytes() throws {
        XCTAssertEqual(ImageFormat.detect(try Data(contentsOf: Fixtures.format("text.jpg"))), .jpeg)
        XCTAssertEqual(ImageFormat.detect(try Data(contentsOf: Fixtures.format("text.webp"))), .webp)
        XCTAssertEqual(ImageFormat.detect(Data([0xAB, 0x4B, 0x54, 0x58, 0x20, 0x31, 0x31, 0xBB, 0x0D, 0x0A])), .ktx)
        XCTAssertNil(ImageFormat.detect(Data("hello".utf8)))
    }

    /// Apple's snapshot container is recognised by its magic, not called "not an image".
    func testAppleSnapshotContainerIsRecognised() {
        let aapl = Data("AAPL\r\n".utf8) + Data([0x1A, 0x0A, 0x10, 0x00, 0x00, 0x00])
        XCTAssertEqual(ImageFormat.detect(aapl), .aapl)
        XCTAssertNil(ImageFormat.detect(Data("AAPL\r\n\n\n".utf8)), "the whole eight-byte magic is checked")
        XCTAssertThrowsError(try ImageReader().decode(aapl)) { error in
            XCTAssertNotEqual(error as? ImageError, .unknownFormat)
        }
    }

    /// Decoders return colour: the red, green and blue of a palette PNG survive decoding.
    func testDecodersReturnColour() throws {
        let image = try ImageReader().read(contentsOf: Fixtures.format("text-rgb8.png"))
        let rgba = image.rgba
        XCTAssertEqual(rgba.count, image.width * image.height * 4)
        XCTAssertEqual(Array(rgba[0..<4]), [255, 255, 255, 255], "white, opaque background")
        let round = try XCTUnwrap(ColorImage(width: 2, height: 1, rgba: [200, 10, 20, 255, 0, 0, 255, 0]))
        XCTAssertEqual(round.rgba, [200, 10, 20, 255, 0, 0, 255, 0], "RGBA bytes round-trip through the image")
        XCTAssertEqual(Greyscale(background: 128).apply(to: round).pixels, [Self.luminance(200, 10, 20), 128],
                       "luminance 0.3 R + 0.5 G + 0.2 B; a transparent pixel shows the background")
        XCTAssertNil(ColorImage(width: 2, height: 2, rgba: [0, 0, 0, 0]), "byte count must match the size")
    }

    /// A half-transparent pixel is its luminance mixed with the background by its alpha.
    func testGreyscaleBlendsPartialTransparencyOverTheBackground() throws {
        let image = try XCTUnwrap(ColorImage(width: 2, height: 1, rgba: [255, 255, 255, 64, 0, 0, 0, 191]))
        let grey = Greyscale(background: 100).apply(to: image).pixels
        let whiteOverGrey: Double = 100 + 155 * 64 / 255.0
        let blackOverGrey: Double = 100 * 64 / 255.0
        let expected = [whiteOverGrey, blackOverGrey]
        for (value, wanted) in zip(grey, expected) {
            XCTAssertEqual(Double(value), wanted, accuracy: 1.5, "white at alpha 64 and black at alpha 191 over grey 100")
        }
    }

    private static func luminance(_ red: Double, _ green: Double, _ blue: Double) -> UInt8 {
        UInt8((0.3 * red + 0.5 * green + 0.2 * blue + 0.5).rounded(.down))
    }
}
