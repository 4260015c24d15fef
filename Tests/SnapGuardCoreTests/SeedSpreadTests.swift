import Testing
@testable import SnapGuardCore

/// `SeedSpread`: every empty pixel takes the value of a seed at the least number of steps up,
/// down, left and right from it, and seeds keep theirs, on sparse and dense seeds, one seed,
/// seeds at the corners, and images narrower than its frame.
@Suite struct SeedSpreadTests {
    /// At most 255 seeds, each with its own value, at pseudo-random places.
    private static func seeds(width: Int, height: Int, count: Int, seed: UInt32) -> GreyImage {
        var image = GreyImage(width: width, height: height, filledWith: 0)
        var state = seed, placed = 0
        while placed < min(count, 255, width * height) {
            state = state &* 1_103_515_245 &+ 12345
            let index = Int(state >> 8) % (width * height)
            guard image.pixels[index] == 0 else { continue }
            placed += 1
            image[index % width, index / width] = UInt8(placed)
        }
        return image
    }

    private static func expectNearest(_ image: GreyImage) {
        let spread = SeedSpread.apply(to: image)
        var place: [UInt8: (x: Int, y: Int)] = [:]
        for y in 0..<image.height { for x in 0..<image.width where image[x, y] != 0 { place[image[x, y]] = (x, y) } }
        for y in 0..<image.height {
            for x in 0..<image.width {
                if image[x, y] != 0 { #expect(spread[x, y] == image[x, y]); continue }
                let nearest = place.values.map { abs($0.x - x) + abs($0.y - y) }.min()
                let taken = place[spread[x, y]].map { abs($0.x - x) + abs($0.y - y) }
                #expect(taken != nil && taken == nearest, "pixel \(x),\(y) took \(spread[x, y])")
            }
        }
    }

    @Test(arguments: [(60, 40, 12, 1), (60, 40, 255, 2), (120, 90, 5, 3), (1, 30, 4, 4), (30, 1, 4, 5),
                      (7, 5, 20, 6), (97, 33, 40, 7)])
    func everyEmptyPixelTakesANearestSeed(width: Int, height: Int, count: Int, seed: UInt32) {
        Self.expectNearest(Self.seeds(width: width, height: height, count: count, seed: seed))
    }

    @Test func oneSeedFillsTheImageAndCornerSeedsSpreadInwards() {
        var one = GreyImage(width: 20, height: 12, filledWith: 0)
        one[13, 4] = 77
        #expect(SeedSpread.apply(to: one).pixels.allSatisfy { $0 == 77 })
        var corners = GreyImage(width: 16, height: 9, filledWith: 0)
        corners[0, 0] = 10; corners[15, 8] = 200; corners[0, 8] = 90; corners[15, 0] = 140
        Self.expectNearest(corners)
    }
}
