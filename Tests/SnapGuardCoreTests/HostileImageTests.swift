import Foundation
import Testing
@testable import SnapGuardCore

/// The image reader fails closed on the hostile corpus (Tests/Fixtures/hostile): sizes from its
/// own structure readers, frames refused, codec damage reported per decode.
@Suite struct HostileImageTests {
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

    @Test func sizesComeFromTheStructureBeforeAnyDecoding() throws {
        #expect(error(reading: "bomb-gif-30000.gif") == .tooLarge(width: 30000, height: 30000, limit: ImageLimits.defaultMaxPixels))
        #expect(error(reading: "bomb-bmp-30000.bmp") == .tooLarge(width: 30000, height: 30000, limit: ImageLimits.defaultMaxPixels))
    }

    @Test func filesWithSeveralFramesAreRefused() throws {
        #expect(error(reading: "frames-animated.gif") == .multipleFrames(.gif, count: 2))
        #expect(error(reading: "frames-500.gif") == .multipleFrames(.gif, count: 500))
        #expect(error(reading: "frames-multipage.tiff") == .multipleFrames(.tiff, count: 2))
        #expect(error(reading: "frames-apng.png") == .multipleFrames(.png, count: 2))
    }

    @Test func aJPEGWithEndlessScansIsRefusedBeforeDecoding() throws {
        guard case .tooManyScans(let count, let limit)? = error(reading: "bomb-jpeg-scans.jpg") else {
            Issue.record("\(String(describing: error(reading: "bomb-jpeg-scans.jpg")))"); return
        }
        #expect(limit == 100)
        #expect(count > 150)
    }

    @Test func codecDamageMakesTheDecodeFail() throws {
        #expect(error(reading: "damaged-lzw-4bytes.tiff") == .damaged(.tiff, message: "libtiff: Using code not yet in table"))
        guard case .damaged(.tiff, let message)? = error(reading: "damaged-deflate-truncated.tiff") else {
            Issue.record("a short deflate strip is damage"); return
        }
        #expect(message.contains("ZIPDecode") || message.contains("Decoding error"), "\(message)")
        guard case .damaged(.jpeg, _)? = error(reading: "damaged-jpeg-bytes.jpg") else { Issue.record("corrupt JPEG data is damage"); return }
        #expect(error(reading: "damaged-png-crc.png") == .damaged(.png, message: "CRC error in the IDAT chunk at byte 33"))
    }

    @Test func unusualButValidEncodingsStillDecode() throws {
        for name in ["unusual-gray16.png", "unusual-palette.png", "unusual-interlaced.png", "unusual-cmyk.jpg", "unusual-icc.png",
                     "unusual-gray-alpha.png", "unusual-deflate.tiff", "unusual-packbits.tiff", "unusual-progressive.jpg", "leak.bmp",
                     "leak.gif", "leak.webp", "leak-lzw.tiff"] {
            #expect(error(reading: name) == nil, "\(name)")
        }
    }

    /// Damage is kept per decoding thread: a clean file read while another thread reads a
    /// damaged one is not blamed for its messages, and the damaged one is never let through.
    @Test func damageIsAttributedToTheDecodeThatCausedIt() throws {
        let names = ["damaged-lzw-4bytes.tiff", "leak-lzw.tiff", "damaged-deflate-truncated.tiff", "unusual-deflate.tiff"]
        let outcomes = Outcomes()
        DispatchQueue.concurrentPerform(iterations: 48) { index in
            let name = names[index % names.count]
            outcomes.record(name, failed: Self.error(reading: name) != nil)
        }
        #expect(outcomes.failures(of: "damaged-lzw-4bytes.tiff") == 12)
        #expect(outcomes.failures(of: "damaged-deflate-truncated.tiff") == 12)
        #expect(outcomes.failures(of: "leak-lzw.tiff") == 0)
        #expect(outcomes.failures(of: "unusual-deflate.tiff") == 0)
    }

    @Test func aPreparationStopsBetweenStagesOnceTheDeadlineHasPassed() throws {
        let counter = CountingStage()
        let pass = RecognitionPass(name: "test", stages: [counter, counter], segmentation: .sparseText)
        #expect(throws: (any Error).self) { try pass.prepare(GreyImage(width: 40, height: 40, filledWith: 255), deadline: Deadline(after: .zero)) }
        #expect(counter.applied == 0, "no stage runs once the budget is spent")
        #expect(throws: Never.self) { try pass.prepare(GreyImage(width: 40, height: 40, filledWith: 255), deadline: .never) }
        #expect(counter.applied == 2)
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

    func apply(to image: GreyImage) -> GreyImage {
        lock.withLock { count += 1 }
        return image
    }
}
