import Foundation
import Testing
@testable import SnapGuardCore

@Suite struct RotationTests {
    /// A mark found in the turned image maps back onto the mark in the original.
    @Test func boxesMapBackToTheOriginal() throws {
        var image = GreyImage(width: 40, height: 20, filledWith: 255)
        let mark = BoundingBox(x: 5, y: 3, width: 8, height: 4)
        for y in mark.minY..<mark.maxY { for x in mark.minX..<mark.maxX { image[x, y] = 0 } }
        for rotation in Rotation.allCases {
            let turned = try rotation.apply(to: image)
            #expect(turned.pixels.filter { $0 == 0 }.count == 32)
            var found: BoundingBox?
            for y in 0..<turned.height { for x in 0..<turned.width where turned[x, y] == 0 {
                found = (found ?? BoundingBox(x: x, y: y, width: 1, height: 1)).union(BoundingBox(x: x, y: y, width: 1, height: 1))
            } }
            #expect(rotation.boxInOriginal(found!, width: image.width, height: image.height) == mark, "\(rotation)")
        }
    }

    @Test func quarterTurnsSwapTheSides() throws {
        let image = GreyImage(width: 40, height: 20, filledWith: 9)
        #expect(try [Rotation.clockwise.apply(to: image).width, Rotation.clockwise.apply(to: image).height] == [20, 40])
        #expect(try [Rotation.halfTurn.apply(to: image).width, Rotation.halfTurn.apply(to: image).height] == [40, 20])
    }
}
