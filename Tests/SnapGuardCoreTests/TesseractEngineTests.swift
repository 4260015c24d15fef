import XCTest
@testable import SnapGuardCore

final class TesseractEngineTests: XCTestCase {
    func testReadsWordsWithBoxesInSourcePixels() throws {
        let engine = try TesseractEngine(languages: "eng")
        let image = try ImageReader().readGray(contentsOf: Fixtures.format("text-rgb8.png"))
        let pass = RecognitionPass(name: "half", stages: [Resize(factor: 0.5)], segmentation: .sparseText)
        let lines = try pass.run(on: image, recognizer: engine)
        let words = lines.flatMap(\.words)
        let amount = try XCTUnwrap(words.first { $0.text == "$12,345.67" }, "read: \(lines.map(\.text))")
        // The text is drawn from x=24, y=36 at 44 px: the box must be in full-size pixels.
        XCTAssertEqual(Double(amount.box.minY), 44, accuracy: 6)
        XCTAssertGreaterThan(amount.box.minX, 200)
        XCTAssertLessThan(amount.box.maxX, 640)
        XCTAssertGreaterThan(amount.confidence, 0.5)
    }

    /// A binarised image (handed to Tesseract at 1 bit per pixel) reads as the same picture in
    /// 8 bits reads, boxes included.
    func testABinarisedImageReadsAsItsGreyCopy() throws {
        let engine = try TesseractEngine(languages: "eng")
        let image = try ImageReader().readGray(contentsOf: Fixtures.format("text-gray8.png"))
        let blackAndWhite = GrayImage(width: image.width, height: image.height, pixels: image.pixels.map { $0 < 128 ? 0 : 255 })
        var nearlyBlackAndWhite = blackAndWhite
        nearlyBlackAndWhite.pixels[0] = nearlyBlackAndWhite.pixels[0] == 255 ? 254 : 1   // one grey pixel: read in 8 bits
        XCTAssertNotNil(LeptonicaPix.binary(blackAndWhite))
        XCTAssertNil(LeptonicaPix.binary(nearlyBlackAndWhite))
        let binary = try engine.recognize(blackAndWhite, segmentation: .sparseText)
        let grey = try engine.recognize(nearlyBlackAndWhite, segmentation: .sparseText)
        XCTAssertEqual(binary.map(\.text), ["Balance $12,345.67"])
        XCTAssertEqual(binary, grey)
    }

    func testEngineIsReusedAcrossImages() throws {
        let engine = try TesseractEngine(languages: "eng")
        let image = try ImageReader().readGray(contentsOf: Fixtures.format("text-gray8.png"))
        let first = try engine.recognize(image, segmentation: .sparseText).map(\.text)
        let second = try engine.recognize(image, segmentation: .sparseText).map(\.text)
        XCTAssertEqual(first, second)
        XCTAssertEqual(first, ["Balance $12,345.67"])
    }

    /// Tesseract's OpenMP loops must not start a thread pool: one engine per core is the parallelism.
    func testRecognitionStartsNoOpenMPThreads() throws {
        let image = try ImageReader().readGray(contentsOf: Fixtures.format("text-rgb8.png"))
        let threadsBefore = try Self.threadCount()
        let engine = try TesseractEngine(languages: "eng")
        _ = try engine.recognize(Resize(factor: 3).apply(to: image), segmentation: .automatic)
        let threadsAfter = try Self.threadCount()
        XCTAssertEqual(threadsAfter, threadsBefore)
    }

    /// The threads of this process: /proc/self/task on Linux, the kernel's task info on macOS.
    private static func threadCount() throws -> Int {
        #if canImport(Darwin)
        var info = proc_taskinfo()
        let size = Int32(MemoryLayout<proc_taskinfo>.size)
        guard proc_pidinfo(getpid(), PROC_PIDTASKINFO, 0, &info, size) == size else { throw POSIXError(.ESRCH) }
        return Int(info.pti_threadnum)
        #else
        return try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count
        #endif
    }

    /// With Debian's tesseract-ocr-vie, Vietnamese labels come back with their diacritics.
    func testVietnameseKeepsItsDiacritics() throws {
        let engine = try TesseractEngine(languages: "eng+vie")
        let image = try ImageReader().readGray(contentsOf: Fixtures.repository.appendingPathComponent("Samples/leaky-vn-bank-750x1334.png"))
        let text = try RecognitionPipeline.standard.read(image, recognizer: engine).text
        XCTAssertTrue(text.contains("Số dư"), text)
        XCTAssertTrue(text.contains("12.345.678"), text)
    }

    func testMissingLanguageNamesThePackageToInstall() {
        XCTAssertThrowsError(try TessdataLocator().folder(for: "eng+xyz")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("'xyz' is not installed"), message)
            XCTAssertTrue(message.contains("apt-get install tesseract-ocr-xyz"), message)
        }
    }

    func testLanguageListIsValidated() {
        XCTAssertEqual(try TessdataLocator.languages(in: "eng+vie"), ["eng", "vie"])
        for bad in ["", "eng+", "eng vie", "../etc/passwd"] {
            XCTAssertThrowsError(try TessdataLocator.languages(in: bad), bad)
        }
    }
}
