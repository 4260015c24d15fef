import Foundation
import SnapGuardCore
import XCTest

/// Annotated images black out the whole recognised line of a finding, not just the matched
/// characters: the "SSN" label before the number is covered too.
final class LineRedactionTests: XCTestCase {
    func testTheLabelBesideAFindingIsBlackedOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-lines-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = "Tests/Fixtures/hostile/leak.png"
        let outcome = try SnapGuardBinary.run(["scan", "--no-config", "--format", "json", "--annotate", folder.path, path])
        XCTAssertEqual(outcome.status, 1, outcome.error)
        let document = try JSONDecoder().decode(ReportDocument.self, from: Data(outcome.output.utf8))
        let screen = try XCTUnwrap(document.screens.first)
        let ssn = try XCTUnwrap(screen.findings.first { $0.category == "ssn" }?.box)
        let original = try ImageReader().read(contentsOf: SnapGuardBinary.repository.appendingPathComponent(path))
        let annotated = try ImageReader().read(contentsOf: AnnotationWriter(folder: folder).file(for: path))
        // The label "SSN" is drawn from x = 24 on the same text row, left of the matched number.
        let label = BoundingBox(x: 26, y: ssn.y + ssn.height / 4, width: max(1, ssn.x - 26 - 12), height: ssn.height / 2)
        XCTAssertGreaterThan(ssn.x, 80, "the number starts after its label: \(ssn)")
        XCTAssertGreaterThan(try RedactionCheck.nonBlackPixels(in: original, inside: label), 0, "the original shows the label")
        XCTAssertEqual(try RedactionCheck.nonBlackPixels(in: annotated, inside: label), 0, "the label on the finding's line is blacked out")
        // A line without a finding stays readable ("Profile", the first line, above).
        let title = BoundingBox(x: 26, y: 34, width: 100, height: 30)
        XCTAssertGreaterThan(try RedactionCheck.nonBlackPixels(in: annotated, inside: title), 0, "other lines are not covered")
    }
}
