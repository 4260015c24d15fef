import Foundation
import Testing
@testable import SnapGuardCore

@Suite struct BoundingBoxTests {
    @Test func unionHoldsBothBoxes() {
        let union = BoundingBox(x: 10, y: 10, width: 10, height: 10).union(BoundingBox(x: 30, y: 5, width: 5, height: 5))
        #expect(union == BoundingBox(x: 10, y: 5, width: 25, height: 15))
    }

    @Test func intersectionOfDisjointBoxesIsNil() {
        #expect(BoundingBox(x: 0, y: 0, width: 10, height: 10).intersection(BoundingBox(x: 10, y: 0, width: 5, height: 5)) == nil)
    }

    @Test func overlapRatio() {
        let box = BoundingBox(x: 0, y: 0, width: 10, height: 10)
        #expect(box.overlapRatio(with: box) == 1)
        #expect(abs(box.overlapRatio(with: BoundingBox(x: 5, y: 0, width: 10, height: 10)) - 50.0 / 150.0) <= 1e-9)
    }

    @Test func scalingBackToSourceCoversTheSameArea() {
        let scaled = BoundingBox(x: 10, y: 20, width: 30, height: 11).scaled(by: 1.5)
        #expect(scaled == BoundingBox(x: 15, y: 30, width: 45, height: 17))
    }

    @Test func expandedStaysInsideBounds() {
        let bounds = BoundingBox(x: 0, y: 0, width: 100, height: 100)
        #expect(BoundingBox(x: 2, y: 90, width: 10, height: 8).expanded(by: 5, within: bounds) == BoundingBox(x: 0, y: 85, width: 17, height: 15))
    }

    @Test func unionBoxOfSequence() {
        #expect([BoundingBox]().unionBox() == nil)
        #expect([BoundingBox(x: 0, y: 0, width: 1, height: 1), BoundingBox(x: 4, y: 4, width: 1, height: 1)].unionBox() == BoundingBox(x: 0, y: 0, width: 5, height: 5))
    }
}
