import XCTest
@testable import SnapGuardCore

final class BoundingBoxTests: XCTestCase {
    func testUnionHoldsBothBoxes() {
        let union = BoundingBox(x: 10, y: 10, width: 10, height: 10).union(BoundingBox(x: 30, y: 5, width: 5, height: 5))
        XCTAssertEqual(union, BoundingBox(x: 10, y: 5, width: 25, height: 15))
    }

    func testIntersectionOfDisjointBoxesIsNil() {
        XCTAssertNil(BoundingBox(x: 0, y: 0, width: 10, height: 10).intersection(BoundingBox(x: 10, y: 0, width: 5, height: 5)))
    }

    func testOverlapRatio() {
        let box = BoundingBox(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(box.overlapRatio(with: box), 1)
        XCTAssertEqual(box.overlapRatio(with: BoundingBox(x: 5, y: 0, width: 10, height: 10)), 50.0 / 150.0, accuracy: 1e-9)
    }

    func testScalingBackToSourceCoversTheSameArea() {
        let scaled = BoundingBox(x: 10, y: 20, width: 30, height: 11).scaled(by: 1.5)
        XCTAssertEqual(scaled, BoundingBox(x: 15, y: 30, width: 45, height: 17))
    }

    func testExpandedStaysInsideBounds() {
        let bounds = BoundingBox(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(BoundingBox(x: 2, y: 90, width: 10, height: 8).expanded(by: 5, within: bounds),
                       BoundingBox(x: 0, y: 85, width: 17, height: 15))
    }

    func testUnionBoxOfSequence() {
        XCTAssertNil([BoundingBox]().unionBox())
        XCTAssertEqual([BoundingBox(x: 0, y: 0, width: 1, height: 1), BoundingBox(x: 4, y: 4, width: 1, height: 1)].unionBox(),
                       BoundingBox(x: 0, y: 0, width: 5, height: 5))
    }
}
