import Testing
@testable import SnapGuardCore

/// `ComponentLabels` against a plain flood fill from each unlabelled pixel in raster order (ink
/// 8-connected, paper 4-connected), label for label, on noise of several densities, thin and
/// one-row images, and shapes whose runs touch only at a corner.
@Suite struct ComponentLabelsTests {
    /// Pixels dark with the given chance in 256, from a fixed pseudo-random sequence.
    private static func noise(width: Int, height: Int, inkChance: UInt32, seed: UInt32) -> GreyImage {
        var image = GreyImage(width: width, height: height, filledWith: 255)
        var state = seed
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_103_515_245 &+ 12345
                if (state >> 16) & 255 < inkChance { image[x, y] = 0 }
            }
        }
        return image
    }

    /// Labels by flood fill, numbered in the order each component's first pixel is met.
    private static func floodFilled(_ image: GreyImage) -> (labels: [Int32], count: Int) {
        let width = image.width, height = image.height
        var labels = [Int32](repeating: -1, count: width * height)
        var count: Int32 = 0
        for start in 0..<labels.count where labels[start] < 0 {
            let isInk = image.pixels[start] < 128
            labels[start] = count
            var stack = [start]
            while let index = stack.popLast() {
                let x = index % width, y = index / width
                for dy in -1...1 {
                    for dx in -1...1 where (dx != 0 || dy != 0) && (isInk || dx == 0 || dy == 0) {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, nx < width, ny >= 0, ny < height else { continue }
                        let neighbour = ny * width + nx
                        if labels[neighbour] < 0, (image.pixels[neighbour] < 128) == isInk {
                            labels[neighbour] = count
                            stack.append(neighbour)
                        }
                    }
                }
            }
            count += 1
        }
        return (labels, Int(count))
    }

    @Test(arguments: [(40, 30, 128, 1), (64, 64, 40, 2), (64, 64, 220, 3), (1, 50, 128, 4), (50, 1, 128, 5),
                      (97, 61, 90, 6), (3, 3, 128, 7), (200, 120, 160, 8)])
    func labelsMatchAFloodFill(width: Int, height: Int, inkChance: UInt32, seed: UInt32) {
        let image = Self.noise(width: width, height: height, inkChance: inkChance, seed: seed)
        let expected = Self.floodFilled(image)
        let labels = ComponentLabels(image)
        #expect(labels.count == expected.count)
        let found = labels.withLabels { Array($0) }
        #expect(found == expected.labels)
        for index in 0..<found.count where index < 200 {
            #expect(labels.isInk(Int(found[index])) == (image.pixels[index] < 128))
        }
    }

    /// Two ink runs touching only at a corner are one component; two paper runs touching only at
    /// a corner are two.
    @Test func cornersJoinInkButNotPaper() {
        var image = GreyImage(width: 4, height: 2, filledWith: 255)
        image[0, 0] = 0; image[1, 0] = 0; image[2, 1] = 0; image[3, 1] = 0
        let labels = ComponentLabels(image)
        // Ink: one component; paper: the top right and the bottom left, apart.
        #expect(labels.count == 3)
        #expect(labels.label(at: 0) == labels.label(at: 4 + 3))
        #expect(labels.label(at: 2) != labels.label(at: 4))
    }
}
