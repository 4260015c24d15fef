import Foundation
import XCTest

/// The hostile corpus (Tests/Fixtures/hostile, made by Scripts/make_hostile_corpus.py) through the
/// real binary: every file gets the verdict it must get, none passes that was not read in full,
/// and the scan stays within the memory target.
final class HostileCorpusTests: XCTestCase {
    private static let folder = "Tests/Fixtures/hostile"

    /// What each file must come out as, and words its reason must contain.
    private static let expected: [String: (verdict: String, reason: String?)] = [
        // Plain files: read in full.
        "clean.png": ("pass", nil),
        "leak.png": ("fail", nil), "leak.jpg": ("fail", nil), "leak-lzw.tiff": ("fail", nil),
        "leak.gif": ("fail", nil), "leak.bmp": ("fail", nil), "leak.webp": ("fail", nil),
        // Unusual but valid encodings: read in full.
        "unusual-gray16.png": ("fail", nil), "unusual-palette.png": ("fail", nil), "unusual-interlaced.png": ("fail", nil),
        "unusual-cmyk.jpg": ("fail", nil), "unusual-progressive.jpg": ("fail", nil), "unusual-exif-rotated.jpg": ("fail", nil),
        "unusual-icc.png": ("fail", nil), "unusual-gray-alpha.png": ("fail", nil), "unusual-deflate.tiff": ("fail", nil),
        "unusual-packbits.tiff": ("fail", nil),
        // The content decides, not the extension.
        "lie-png-named.jpg": ("fail", nil), "lie-jpeg-named.png": ("fail", nil),
        "lie-text-named.png": ("error", "not an image"), "lie-random-named.jpg": ("error", "not an image"),
        "lie-random-png-magic.png": ("error", "damaged PNG"), "empty.gif": ("error", "empty"),
        // More than one frame: refused, never passed on the clean first frame.
        "frames-animated.gif": ("error", "2 frames"), "frames-500.gif": ("error", "500 frames"),
        "frames-multipage.tiff": ("error", "2 frames"), "frames-apng.png": ("error", "2 frames"),
        // Damaged data: never a blank "covered" pass.
        "damaged-lzw-4bytes.tiff": ("error", "Using code not yet in table"),
        "damaged-deflate-truncated.tiff": ("error", "damaged TIFF"),
        "damaged-png-crc.png": ("error", "CRC error"), "damaged-png-no-iend.png": ("error", "IEND"),
        "damaged-png-short-idat.png": ("error", "PNG"), "damaged-png-short-stream.png": ("error", "PNG"),
        "damaged-jpeg-truncated.jpg": ("error", "truncated"), "damaged-jpeg-bytes.jpg": ("error", "damaged JPEG"),
        "damaged-webp-truncated.webp": ("error", "truncated"), "damaged-webp-bytes.webp": ("error", "WEBP"),
        "damaged-gif-truncated.gif": ("error", "truncated"), "damaged-bmp-truncated.bmp": ("error", "truncated"),
        // Resource exhaustion: refused from the structure, before decoding.
        "bomb-gif-30000.gif": ("error", "30000x30000 pixels, over the limit"),
        "bomb-bmp-30000.bmp": ("error", "30000x30000 pixels, over the limit"),
        "bomb-jpeg-scans.jpg": ("error", "scans, over the limit of 100"),
        "slow-dense-40mp.png": ("error", "8000x5000 pixels, over the limit"),
    ]

    func testEveryHostileFileGetsItsVerdictWithinTheMemoryTarget() throws {
        // No time budget: a verdict here must not depend on the machine's load (no file of the corpus
        // needs the budget to be refused; the budget has its own test below).
        let outcome = try MeasuredRun.run(["scan", "--no-config", "--format", "json", "--jobs", "2", "--time-limit", "0", Self.folder])
        XCTAssertEqual(outcome.status, 1, "a leaky file fails the run: \(outcome.error)")
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        let screens = try XCTUnwrap(report["screens"] as? [[String: Any]])
        var seen: Set<String> = []
        for screen in screens {
            let name = URL(fileURLWithPath: try XCTUnwrap(screen["path"] as? String)).lastPathComponent
            seen.insert(name)
            guard let expectation = Self.expected[name] else {
                XCTFail("\(name) has no expected verdict in HostileCorpusTests; add one")
                continue
            }
            let reason = screen["error"] as? String ?? ""
            XCTAssertEqual(screen["verdict"] as? String, expectation.verdict, "\(name): \(reason)")
            if let words = expectation.reason {
                XCTAssertTrue(reason.contains(words), "\(name): '\(reason)' should say '\(words)'")
            }
        }
        XCTAssertEqual(seen, Set(Self.expected.keys), "every file of the corpus is scanned and has an expectation")
        XCTAssertFalse(outcome.error.contains("libpng") || outcome.error.contains("TIFF") || outcome.error.contains("JPEG"),
                       "codec chatter must not reach the terminal: \(outcome.error)")
        XCTAssertLessThan(outcome.peakResidentBytes, 300 << 20, "peak memory of the scan with --jobs 2: \(outcome.peakResidentBytes >> 20) MB")
    }

    func testTheTimeBudgetCutsATextDenseImage() throws {
        let start = ContinuousClock.now
        let outcome = try MeasuredRun.run(["scan", "--no-config", "--max-pixels", "40000000", "--time-limit", "2",
                                           "\(Self.folder)/slow-dense-40mp.png"])
        let elapsed = ContinuousClock.now - start
        XCTAssertEqual(outcome.status, 3, outcome.output)
        XCTAssertTrue(outcome.output.contains("time budget of 2 s"), outcome.output)
        // The budget ends the screen at the next stage boundary; unbounded, this file reads for minutes.
        XCTAssertLessThan(elapsed, .seconds(100), "cut by the 2 s budget")
    }

    func testSIGTERMWritesAPartialReportOfTheFinishedScreens() throws {
        try checkInterruption(signal: SIGTERM, status: 143)
    }

    func testCtrlCWritesAPartialReportOfTheFinishedScreens() throws {
        try checkInterruption(signal: SIGINT, status: 130)
    }

    private func checkInterruption(signal: Int32, status: Int32) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-interrupt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let leak = SnapGuardBinary.repository.appendingPathComponent("\(Self.folder)/leak.png")
        // Far more screens than finish before the signal (a debug build reads about five a second),
        // so the scan is still running when it comes.
        let count = 150
        for index in 0..<count {
            try FileManager.default.copyItem(at: leak, to: folder.appendingPathComponent(String(format: "screen-%03d.png", index)))
        }
        let json = folder.appendingPathComponent("report.json")
        let text = folder.appendingPathComponent("report.txt")
        let outcome = try MeasuredRun.run(["scan", "--no-config", "--jobs", "1", "--format", "json", "--output", json.path,
                                           "--format", "text", "--output", text.path, folder.path]) { pid in
            // Let the first screens finish (no report is written before the end, so watch the clock).
            Thread.sleep(forTimeInterval: 4)
            kill(pid, signal)
        }
        XCTAssertEqual(outcome.status, status, outcome.error)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        XCTAssertEqual(report["partial"] as? Bool, true)
        let interruption = try XCTUnwrap(report["interruption"] as? [String: Any])
        let screens = try XCTUnwrap(report["screens"] as? [[String: Any]])
        let notScanned = try XCTUnwrap(interruption["screensNotScanned"] as? Int)
        XCTAssertGreaterThan(notScanned, 0, "stopped early")
        XCTAssertEqual(screens.count + notScanned, count)
        XCTAssertTrue(screens.allSatisfy { $0["verdict"] as? String == "fail" }, "finished screens are reported in full")
        let textReport = try String(contentsOf: text, encoding: .utf8)
        XCTAssertTrue(textReport.contains("this report is partial"), textReport)
        XCTAssertTrue(outcome.error.contains("partial"), outcome.error)
    }
}
