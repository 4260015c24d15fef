/// Reads the text of a chip again against the chip's own colour when background binarisation
/// turned the whole chip, letters included, into one solid black shape.
///
/// A chip, badge or filled button too small to hold a background region of its own takes the
/// page's level. When both the chip and its letters differ from the page (white letters on a green
/// or red chip on a black page), both come out as ink: a black stadium without holes that
/// `ChipTextInversion` cannot read (it turns holes into letters) and `SolidRegionRemoval` clears.
/// Such a shape is thresholded again, in the grey image, against its own most common level: the
/// pixels that differ from it by the minimum contrast, away from its soft rim, are the letters.
/// Only shapes that hold a solid `side` square, are no taller than `maximumHeight`, have no holes
/// (a shape with holes is left to `ChipTextInversion`), are mostly one flat colour (a chip, not
/// a photo or an icon's gradient) and hold letters (a share of pixels off that colour; the thick
/// part of a large glyph or a filled icon holds none and stays ink) are touched; their pixels are
/// the only ones that change.
struct SolidChipText {
    /// Side of the solid square of ink that makes a shape, in pixels.
    var side: Int
    /// Shapes taller than this are not chips or buttons (cards, sheets and photos are taller).
    var maximumHeight: Int
    /// Smallest difference from the chip's level, in grey levels, that counts as a letter.
    var minimumContrast: Int

    /// Pixels within this many levels of the chip's level are its flat colour.
    static let flatTolerance = 12
    /// At least this share of a shape's pixels must be its flat colour.
    static let flatShare = 0.5
    /// Pixels this close to the shape's edge (its anti-aliased rim) never count as letters.
    static let rim = 2
    /// A shape with more enclosed paper than this share of its pixels already shows its letters as holes.
    static let holeShare = 0.01
    /// At least this share of a shape's pixels must be letters for it to be a chip with text.
    static let letterShare = 0.03

    /// `binary` with every solid chip of it read against its own colour in `grey` (same size).
    func apply(binary: GreyImage, grey: GreyImage) throws(ImageError) -> GreyImage {
        let width = binary.width, height = binary.height
        guard width >= side, height >= side, grey.width == width, grey.height == height else { return binary }
        let seeds = try ChipTextInversion.solidSquareCentres(in: binary, side: side)
        guard !seeds.isEmpty else { return binary }
        var output = binary.pixels
        var visited = [Bool](repeating: false, count: width * height)
        var component: [Int] = []
        for seed in seeds where !visited[seed] {
            // The shape: ink pixels 8-connected to the seed.
            component.removeAll(keepingCapacity: true)
            visited[seed] = true
            component.append(seed)
            var head = 0
            var minX = width, maxX = -1, minY = height, maxY = -1
            while head < component.count {
                let index = component[head]
                head += 1
                let x = index % width, y = index / width
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                for dy in -1...1 {
                    let ny = y + dy
                    guard ny >= 0, ny < height else { continue }
                    for dx in -1...1 where dx != 0 || dy != 0 {
                        let nx = x + dx
                        guard nx >= 0, nx < width else { continue }
                        let neighbour = ny * width + nx
                        if !visited[neighbour], binary.pixels[neighbour] < GreyImage.inkThreshold {
                            visited[neighbour] = true
                            component.append(neighbour)
                        }
                    }
                }
            }
            guard maxY - minY + 1 <= maximumHeight else { continue }
            let box = Box(minX: minX, minY: minY, width: maxX - minX + 1, height: maxY - minY + 1)
            if let chip = Chip(component, box: box, imageWidth: width), !chip.hasHoles,
               let level = Self.flatLevel(of: component, in: grey) {
                chip.rethreshold(into: &output, grey: grey, level: level, minimumContrast: minimumContrast)
            }
        }
        return GreyImage(width: width, height: height, pixels: output)
    }

    /// The shape's most common grey level (±2 levels), when at least `flatShare` of its pixels
    /// lie within `flatTolerance` of it; nil for a shape of many colours.
    static func flatLevel(of pixels: [Int], in grey: GreyImage) -> Int? {
        var histogram = [Int](repeating: 0, count: 256)
        for index in pixels { histogram[Int(grey.pixels[index])] += 1 }
        var best = 0, bestCount = -1
        for level in 0..<256 {
            var count = 0
            for neighbour in max(0, level - 2)...min(255, level + 2) { count += histogram[neighbour] }
            if count > bestCount { bestCount = count; best = level }
        }
        var flat = 0
        for level in max(0, best - flatTolerance)...min(255, best + flatTolerance) { flat += histogram[level] }
        return Double(flat) >= flatShare * Double(pixels.count) ? best : nil
    }

    struct Box {
        var minX: Int, minY: Int, width: Int, height: Int
    }

    /// One shape's pixels as a mask over its bounding box.
    struct Chip {
        let box: Box
        let imageWidth: Int
        /// Row-major over the box: true where the shape is.
        let mask: [Bool]
        let count: Int

        init?(_ pixels: [Int], box: Box, imageWidth: Int) {
            guard box.width > 2 * SolidChipText.rim, box.height > 2 * SolidChipText.rim else { return nil }
            var mask = [Bool](repeating: false, count: box.width * box.height)
            for index in pixels {
                mask[(index / imageWidth - box.minY) * box.width + index % imageWidth - box.minX] = true
            }
            self.box = box
            self.imageWidth = imageWidth
            self.mask = mask
            count = pixels.count
        }

        /// Whether paper lies between the shape's leftmost and rightmost pixels on its rows (letters
        /// already cut out of it) in more than `holeShare` of its area.
        var hasHoles: Bool {
            var enclosed = 0
            for y in 0..<box.height {
                let row = y * box.width
                guard let first = (0..<box.width).first(where: { mask[row + $0] }),
                      let last = (0..<box.width).last(where: { mask[row + $0] }) else { continue }
                for x in first...last where !mask[row + x] { enclosed += 1 }
            }
            return Double(enclosed) > SolidChipText.holeShare * Double(count)
        }

        /// The shape's pixels in `output`: black where `grey` differs from `level` by
        /// `minimumContrast` or more at least `rim` pixels inside the shape, white elsewhere; left
        /// as they are when fewer than `letterShare` of them are letters.
        func rethreshold(into output: inout [UInt8], grey: GreyImage, level: Int, minimumContrast: Int) {
            let inside = interior()
            let letters: [Bool] = mask.indices.map { offset in
                guard inside[offset] else { return false }
                let index = (box.minY + offset / box.width) * imageWidth + box.minX + offset % box.width
                return abs(Int(grey.pixels[index]) - level) >= minimumContrast
            }
            guard Double(letters.lazy.filter { $0 }.count) >= SolidChipText.letterShare * Double(count) else { return }
            for offset in mask.indices where mask[offset] {
                let index = (box.minY + offset / box.width) * imageWidth + box.minX + offset % box.width
                output[index] = letters[offset] ? 0 : 255
            }
        }

        /// The mask eroded by a square of side 2 × rim + 1 (separably: along rows, then columns).
        private func interior() -> [Bool] {
            let r = SolidChipText.rim, w = box.width, h = box.height
            var rows = [Bool](repeating: false, count: w * h)
            for y in 0..<h {
                for x in r..<max(r, w - r) {
                    rows[y * w + x] = (x - r...x + r).allSatisfy { mask[y * w + $0] }
                }
            }
            var inside = [Bool](repeating: false, count: w * h)
            for y in r..<max(r, h - r) {
                for x in 0..<w {
                    inside[y * w + x] = (y - r...y + r).allSatisfy { rows[$0 * w + x] }
                }
            }
            return inside
        }
    }
}
