import XCTest
@testable import SnapGuardCore

final class RotationTests: XCTestCase {
    /// A mark found in the turned image maps back onto the mark in the original.
    func testBoxesMapBackToTheOriginal() {
        var image = GrayImage(width: 40, height: 20, filledWith: 255)
        let mark = BoundingBox(x: 5, y: 3, width: 8, height: 4)
        for y in mark.minY..<mark.maxY { for x in mark.minX..<mark.maxX { image[x, y] = 0 } }
        for rotation in Rotation.allCases {
            let turned = rotation.apply(to: image)
            XCTAssertEqual(turned.pixels.filter { $0 == 0 }.count, 32)
            var found: BoundingBox?
            for y in 0..<turned.height { for x in 0..<turned.width where turned[x, y] == 0 {
                found = (found ?? BoundingBox(x: x, y: y, width: 1, height: 1)).union(BoundingBox(x: x, y: y, width: 1, height: 1))
            } }
            XCTAssertEqual(rotation.boxInOriginal(found!, width: image.width, height: image.height), mark, "\(rotation)")
        }
    }

    func testQuarterTurnsSwapTheSides() {
        let image = GrayImage(width: 40, height: 20, filledWith: 9)
        XCTAssertEqual([Rotation.clockwise.apply(to: image).width, Rotation.clockwise.apply(to: image).height], [20, 40])
        XCTAssertEqual([Rotation.halfTurn.apply(to: image).width, Rotation.halfTurn.apply(to: image).height], [40, 20])
    }
}
