import Foundation
import Testing
@testable import SnapGuardCore

@Suite struct CoverageProbeTests {
    @Test func flatFramesAreCovered() throws {
        for level in [0, 255, 120] as [UInt8] {
            #expect(CoverageProbe().measure(GreyImage(width: 300, height: 600, filledWith: level)).isCovered)
        }
    }

    @Test func smoothGradientIsCovered() throws {
        var image = GreyImage(width: 300, height: 600, filledWith: 0)
        for y in 0..<600 { for x in 0..<300 { image[x, y] = UInt8((x + y) * 255 / 900) } }
        #expect(CoverageProbe().measure(image).isCovered)
    }

    @Test func screenWithTextIsNotCovered() throws {
        let image = try ImageReader().readGrey(contentsOf: Fixtures.format("text-rgb8.png"))
        #expect(!CoverageProbe().measure(image).isCovered)
    }

    /// Edges are counted exactly: a step of at least `edgeStep` levels to the right or below,
    /// in either direction, once per pixel, the last row and column having no neighbour there.
    @Test func edgesAreCountedAcrossAndDownInBothDirections() throws {
        var image = GreyImage(width: 10, height: 10, filledWith: 200)
        for y in 0..<10 { for x in 5..<10 { image[x, y] = 176 } }   // a 24-level step down at x = 4 | 5
        image[2, 7] = 224                                             // a 24-level step up: (1,7), (2,7) and (2,6)
        image[8, 2] = 177                                             // 1 level: below the edge step
        let measurement = CoverageProbe().measure(image)
        // x = 4 on rows 0...8 (9), (1,7) and (2,7) across, (2,6) down; (2,7) also steps down to 200 but counts once.
        #expect(abs(measurement.edgeShare * 100 - 12) <= 1e-9)
        #expect(CoverageProbe(edgeStep: 25).measure(image).edgeShare == 0)
    }
}
