import Foundation
import XCTest
@testable import SnapGuardCore

/// The image reader fails closed on the hostile corpus (Tests/Fixtures/hostile): sizes from its
/// own structure readers, frames refused, codec damage reported per decode.
final class HostileImageTests: XCTestCase {
    private static func hostile(_ name: String) -> URL {
        Fixtures.repository.appendingPathComponent("Tests/Fixtures/hostile").appendingPathComponent(name)
    }

    private func error(reading name: String) -> ImageError? { Self.error(reading: name) }

    private static func error(reading name: String, limits: ImageLimits = ImageLimits()) -> ImageError? {
        do {
            _ = try ImageReader(limits: limits).read(contentsOf: hostile(name))
            return nil
        } catch {
            return error
        }
    }

    func testSizesComeFromTheStructureBeforeAnyDecoding() {
        XCTAssertEqual(error(reading: "bomb-gif-30000.gif"), .tooLarge(width: 30000, height: 30000, limit: ImageLimits.defaultMaxPixels))
        XCTAssertEqual(error(reading: "bomb-bmp-30000.bmp"), .tooLarge(width: 30000, height: 30000, limit: ImageLimits.defaultMaxPixels))
    }

    func testFilesWithSeveralFramesAreRefused() {
        XCTAssertEqual(error(reading: "frames-animated.gif"), .multipleFrames(.gif, count: 2))
        XCTAssertEqual(error(reading: "frames-500.gif"), .multipleFrames(.gif, count: 500))
        XCTAssertEqual(error(reading: "frames-multipage.tiff"), .multipleFrames(.tiff, count: 2))
        XCTAssertEqual(error(reading: "frames-apng.png"), .multipleFrames(.png, count: 2))
    }

    func testAJPEGWithEndlessScansIsRefusedBeforeDecoding() {
        guard case .tooManyScans(let count, let limit)? = error(reading: "bomb-jpeg-scans.jpg") else {
            return XCTFail("\(String(describing: error(reading: "bomb-jpeg-scans.jpg")))")
        }
        XCTAssertEqual(limit, 100)
        XCTAssertGreaterThan(count, 150)
    }

    func testCodecDamageMakesTheDecodeFail() {
        XCTAssertEqual(error(reading: "damaged-lzw-4bytes.tiff"), .damaged(.tiff, message: "libtiff: Using code not yet in table"))
        guard case .damaged(.tiff, let message)? = error(reading: "damaged-deflate-truncated.tiff") else {
            return XCTFail("a short deflate strip is damage")
        }
        XCTAssertTrue(message.contains("ZIPDecode") || message.contains("Decoding error"), message)
        guard case .damaged(.jpeg, _)? = error(reading: "damaged-jpeg-bytes.jpg") else { return XCTFail("corrupt JPEG data is damage") }
        XCTAssertEqual(error(reading: "damaged-png-crc.png"), .damaged(.png, message: "CRC error in the IDAT chunk at byte 33"))
    }

    func testUnusualButValidEncodingsStillDecode() throws {
        for name in ["unusual-gray16.png", "unusual-palette.png", "unusual-interlaced.png", "unusual-cmyk.jpg", "unusual-icc.png",
                     "unusual-gray-alpha.png", "unusual-deflate.tiff", "unusual-packbits.tiff", "unusual-progressive.jpg", "leak.bmp",
                     "leak.gif", "leak.webp", "leak-lzw.tiff"] {
            XCTAssertNil(error(reading: name), name)
        }
    }

    /// Damage is kept per decoding thread: a clean file read while another thread reads a
    /// damaged one is not blamed for its messages, and the damaged one is never let through.
    func testDamageIsAttributedToTheDecodeThatCausedIt() {
        let names = ["damaged-lzw-4bytes.tiff", "leak-lzw.tiff", "damaged-deflate-truncated.tiff", "unusual-deflate.tiff"]
        let outcomes = Outcomes()
        DispatchQueue.concurrentPerform(iterations: 48) { index in
            let name = names[index % names.count]
            outcomes.record(name, failed: Self.error(reading: name) != nil)
        }
        XCTAssertEqual(outcomes.failures(of: "damaged-lzw-4bytes.tiff"), 12)
        XCTAssertEqual(outcomes.failures(of: "damaged-deflate-truncated.tiff"), 12)
        XCTAssertEqual(outcomes.failures(of: "leak-lzw.tiff"), 0)
        XCTAssertEqual(outcomes.failures(of: "unusual-deflate.tiff"), 0)
    }

    func testAPreparationStopsBetweenStagesOnceTheDeadlineHasPassed() {
        let counter = CountingStage()
        let pass = RecognitionPass(name: "test", stages: [counter, counter], segmentation: .sparseText)
        XCTAssertThrowsError(try pass.prepare(GrayImage(width: 40, height: 40, filledWith: 255), deadline: Deadline(after: .zero)))
        XCTAssertEqual(counter.applied, 0, "no stage runs once the budget is spent")
        XCTAssertNoThrow(try pass.prepare(GrayImage(width: 40, height: 40, filledWith: 255), deadline: .never))
        XCTAssertEqual(counter.applied, 2)
    }
}

private final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var failed: [String: Int] = [:]

    func record(_ name: String, failed didFail: Bool) {
        lock.withLock { failed[name, default: 0] += didFail ? 1 : 0 }
    }

    func failures(of name: String) -> Int { lock.withLock { failed[name] ?? 0 } }
}

private final class CountingStage: ImageStage, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var name: String { "count" }
    var applied: Int { lock.withLock { count } }

    func apply(to image: GrayImage) -> GrayImage {
        lock.withLock { count += 1 }
        return image
    }
}
