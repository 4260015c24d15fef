import Foundation
import XCTest

/// Screens that only look covered must not pass: stored sideways, or text on transparency.
final class FailClosedTests: XCTestCase {
    func testASidewaysScreenStillFailsWithBoxesInStoredPixels() throws {
        let outcome = try SnapGuardBinary.run(["scan", "--format", "json", "Tests/Fixtures/formats/sideways-profile.png"])
        XCTAssertEqual(outcome.status, 1, outcome.output)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        let screen = try XCTUnwrap((report["screens"] as? [[String: Any]])?.first)
        XCTAssertEqual(screen["overlayDetected"] as? Bool, false)
        XCTAssertEqual(screen["width"] as? Int, 1334)
        let findings = try XCTUnwrap(screen["findings"] as? [[String: Any]])
        XCTAssertEqual(Set(findings.compactMap { $0["category"] as? String }), ["ssn", "dob"])
        for finding in findings {
            let box = try XCTUnwrap(finding["box"] as? [String: Int])
            XCTAssertGreaterThan(box["height"]!, box["width"]!, "sideways text is taller than wide: \(box)")
            XCTAssertLessThanOrEqual(box["x"]! + box["width"]!, 1334)
            XCTAssertLessThanOrEqual(box["y"]! + box["height"]!, 750)
        }
    }

    func testAnEXIFRotatedJPEGIsReportedUpright() throws {
        let outcome = try SnapGuardBinary.run(["scan", "--format", "json", "Tests/Fixtures/formats/exif-rotated.jpg"])
        XCTAssertEqual(outcome.status, 1, outcome.output)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        let screen = try XCTUnwrap((report["screens"] as? [[String: Any]])?.first)
        XCTAssertEqual([screen["width"] as? Int, screen["height"] as? Int], [750, 1334])
        let findings = try XCTUnwrap(screen["findings"] as? [[String: Any]])
        let ssn = try XCTUnwrap(findings.first { $0["category"] as? String == "ssn" }?["box"] as? [String: Int])
        XCTAssertGreaterThan(ssn["width"]!, ssn["height"]!, "upright text is wider than tall")
        XCTAssertTrue((280...340).contains(ssn["y"]!), "the third line of the screen: \(ssn)")
    }

    func testLightTextOnTransparencyFails() throws {
        let outcome = try SnapGuardBinary.run(["scan", "Tests/Fixtures/formats/light-text-transparent.png"])
        XCTAssertEqual(outcome.status, 1, outcome.output)
    }

    func testATinyImageIsUnreadableNotPassing() throws {
        let tiny = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-tiny-\(UUID().uuidString).png")
        // A valid 1x1 PNG (every chunk CRC correct: a wrong one is reported as damage first).
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
                              8, 0, 0, 0, 0, 0x3A, 0x7E, 0x9B, 0x55, 0, 0, 0, 10, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0x0F,
                              0, 0x01, 0x01, 0x01, 0x00, 0xB1, 0x38, 0xF6, 0x14, 0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        try Data(bytes).write(to: tiny)
        defer { try? FileManager.default.removeItem(at: tiny) }
        let outcome = try SnapGuardBinary.run(["scan", tiny.path])
        XCTAssertEqual(outcome.status, 3, outcome.output)
        XCTAssertTrue(outcome.output.contains("too small"), outcome.output)
    }
}
