import XCTest
@testable import SnapGuardCore

final class CoverageProbeTests: XCTestCase {
    func testFlatFramesAreCovered() {
        for level in [0, 255, 120] as [UInt8] {
            XCTAssertTrue(CoverageProbe().measure(GrayImage(width: 300, height: 600, filledWith: level)).isCovered)
        }
    }

    func testSmoothGradientIsCovered() {
        var image = GrayImage(width: 300, height: 600, filledWith: 0)
        for y in 0..<600 { for x in 0..<300 { image[x, y] = UInt8((x + y) * 255 / 900) } }
        XCTAssertTrue(CoverageProbe().measure(image).isCovered)
    }

    func testScreenWithTextIsNotCovered() throws {
        let image = try ImageReader().readGray(contentsOf: Fixtures.format("text-rgb8.png"))
        XCTAssertFalse(CoverageProbe().measure(image).isCovered)
    }
}
