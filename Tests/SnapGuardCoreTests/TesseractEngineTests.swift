import Foundation
import Testing
@testable import SnapGuardCore

@Suite struct TesseractEngineTests {
    @Test func readsWordsWithBoxesInSourcePixels() throws {
        let engine = try TesseractEngine(languages: "eng")
        let image = try ImageReader().readGrey(contentsOf: Fixtures.format("text-rgb8.png"))
        let pass = RecognitionPass(name: "half", stages: [Resize(factor: 0.5)], segmentation: .sparseText)
        let lines = try pass.run(on: image, recogniser: engine)
        let words = lines.flatMap(\.words)
        let amount = try #require(words.first { $0.text == "$12,345.67" }, "read: \(lines.map(\.text))")
        // The text is drawn from x=24, y=36 at 44 px: the box must be in full-size pixels.
        #expect(abs(Double(amount.box.minY) - 44) <= 6)
        #expect(amount.box.minX > 200)
        #expect(amount.box.maxX < 640)
        #expect(amount.confidence > 0.5)
    }

    /// A binarised image (handed to Tesseract at 1 bit per pixel) reads as the same picture in
    /// 8 bits reads, boxes included.
    @Test func aBinarisedImageReadsAsItsGreyCopy() throws {
        let engine = try TesseractEngine(languages: "eng")
        let image = try ImageReader().readGrey(contentsOf: Fixtures.format("text-gray8.png"))
        let blackAndWhite = GreyImage(width: image.width, height: image.height, pixels: image.pixels.map { $0 < 128 ? 0 : 255 })
        var nearlyBlackAndWhite = blackAndWhite
        nearlyBlackAndWhite.pixels[0] = nearlyBlackAndWhite.pixels[0] == 255 ? 254 : 1   // one grey pixel: read in 8 bits
        #expect(try LeptonicaPix.binary(blackAndWhite) != nil)
        #expect(try LeptonicaPix.binary(nearlyBlackAndWhite) == nil)
        let binary = try engine.recognise(blackAndWhite, segmentation: .sparseText)
        let grey = try engine.recognise(nearlyBlackAndWhite, segmentation: .sparseText)
        #expect(binary.map(\.text) == ["Balance $12,345.67"])
        #expect(binary == grey)
    }

    @Test func engineIsReusedAcrossImages() throws {
        let engine = try TesseractEngine(languages: "eng")
        let image = try ImageReader().readGrey(contentsOf: Fixtures.format("text-gray8.png"))
        let first = try engine.recognise(image, segmentation: .sparseText).map(\.text)
        let second = try engine.recognise(image, segmentation: .sparseText).map(\.text)
        #expect(first == second)
        #expect(first == ["Balance $12,345.67"])
    }

    /// Tesseract's OpenMP loops must not start a thread pool: one engine per core is the
    /// parallelism. A thread that makes an engine allows OpenMP no active parallel level
    /// (`OpenMPThreading`), so libgomp runs each region on that thread alone. Checked on a thread
    /// of the test's own, where the setting starts at libgomp's default; counting the process's
    /// threads instead would count those of the tests running beside this one. A Tesseract built
    /// without OpenMP (Homebrew's) has nothing to check.
    @Test func recognitionRunsOpenMPRegionsOnTheCallingThread() throws {
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "omp_get_max_active_levels") else { return }
        let maxActiveLevels = unsafeBitCast(symbol, to: (@convention(c) () -> Int32).self)
        let image = try ImageReader().readGrey(contentsOf: Fixtures.format("text-rgb8.png"))
        final class Levels: @unchecked Sendable {
            var before: Int32 = -1, after: Int32 = -1
            var read: [String] = []
        }
        let levels = Levels()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            levels.before = maxActiveLevels()
            if let engine = try? TesseractEngine(languages: "eng"),
               let lines = try? engine.recognise(Resize(factor: 3).apply(to: image), segmentation: .automatic) {
                levels.read = lines.map(\.text)
            }
            levels.after = maxActiveLevels()
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(levels.before > 0, "libgomp's default allows parallel regions")
        #expect(levels.after == 0)
        #expect(levels.read == ["Balance $12,345.67"])
    }

    /// With Debian's tesseract-ocr-vie, Vietnamese labels come back with their diacritics.
    @Test func vietnameseKeepsItsDiacritics() throws {
        let engine = try TesseractEngine(languages: "eng+vie")
        let image = try ImageReader().readGrey(contentsOf: Fixtures.repository.appendingPathComponent("Samples/leaky-vn-bank-750x1334.png"))
        let text = try RecognitionPipeline.standard.read(image, recogniser: engine).text
        #expect(text.contains("Số dư"), "\(text)")
        #expect(text.contains("12.345.678"), "\(text)")
    }

    @Test func missingLanguageNamesThePackageToInstall() throws {
        do {
            let error = try #require(throws: (any Error).self) { try TessdataLocator().folder(for: "eng+xyz") }
            let message = "\(error)"
            #expect(message.contains("'xyz' is not installed"), "\(message)")
            #expect(message.contains("apt-get install tesseract-ocr-xyz"), "\(message)")
                }
    }

    @Test func languageListIsValidated() throws {
        #expect(try TessdataLocator.languages(in: "eng+vie") == ["eng", "vie"])
        for bad in ["", "eng+", "eng vie", "../etc/passwd"] {
            #expect(throws: (any Error).self, "\(bad)") { try TessdataLocator.languages(in: bad) }
        }
    }
}
