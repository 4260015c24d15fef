import Foundation
import XCTest

/// Unreadable input is an error verdict naming the file, never a pass.
final class BadInputTests: XCTestCase {
    private let formats = SnapGuardBinary.repository.appendingPathComponent("Tests/Fixtures/formats")

    func testUnreadableImagesExitThreeAndNameTheFile() throws {
        for name in ["truncated.png", "not-an-image.png", "empty.png", "huge-header.png"] {
            let outcome = try SnapGuardBinary.run(["scan", "Tests/Fixtures/formats/\(name)"])
            XCTAssertEqual(outcome.status, 3, name)
            let first = try XCTUnwrap(outcome.output.split(separator: "\n").first)
            XCTAssertTrue(first.hasPrefix("ERROR"), String(first))
            XCTAssertTrue(first.contains(name), String(first))
            // SnapGuard's own notes (the pixel limit's option, for the huge header) are not chatter.
            let chatter = outcome.error.split(separator: "\n").filter { !$0.hasPrefix("snapguard: note: ") }
            XCTAssertEqual(chatter, [], "codec chatter must not reach the terminal: \(outcome.error)")
        }
    }

    func testHugeDimensionsAreRefusedWithTheLimit() throws {
        let outcome = try SnapGuardBinary.run(["scan", "--format", "json", "Tests/Fixtures/formats/huge-header.png"])
        XCTAssertTrue(outcome.output.contains("200000x200000"), outcome.output)
        // The report holds the library's words; the command line names the option that raises the limit.
        XCTAssertFalse(outcome.output.contains("--max-pixels"), outcome.output)
        XCTAssertTrue(outcome.error.contains("1 screen was not read: over the pixel limit; --max-pixels raises it"), outcome.error)
    }

    func testAFailingScreenOutranksAnUnreadableOne() throws {
        let outcome = try SnapGuardBinary.run(["scan", "Tests/Fixtures/formats/truncated.png", "Samples/leaky-card-details-1170x2532.png"])
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.output.contains("1 failed, 0 passed, 1 unreadable"), outcome.output)
    }

    func testEveryFormatDecodes() throws {
        // The fixtures show a bare amount with no context; what matters is that each decodes.
        let outcome = try SnapGuardBinary.run(["scan", "--format", "json"] + ["text-rgb8.png", "text-gray16.png", "text-palette.png",
            "text-alpha.png", "text.jpg", "text.tiff", "text.bmp", "text.webp", "text.gif"].map { "Tests/Fixtures/formats/\($0)" })
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        let summary = try XCTUnwrap(report["summary"] as? [String: Int])
        XCTAssertEqual(summary["errors"], 0, outcome.output)
        XCTAssertEqual(summary["screens"], 9)
    }

    func testMissingLanguageIsAUsageError() throws {
        let outcome = try SnapGuardBinary.run(["scan", "--lang", "eng+qqq", "Samples"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.error.contains("tesseract-ocr-qqq"), outcome.error)
        XCTAssertEqual(outcome.output, "")
    }

    func testNoImagesIsAUsageErrorNotAPass() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let outcome = try SnapGuardBinary.run(["scan", empty.path])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.error.contains("no image files found"), outcome.error)
    }
}
