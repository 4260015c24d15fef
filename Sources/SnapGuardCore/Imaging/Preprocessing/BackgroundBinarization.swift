/// Turns every pixel that stands out from its local background into black, the rest into white.
///
/// The background level of each tile is the most common grey around it, so the stage does not
/// care whether text is darker or lighter than its background: grey labels on white, dark-mode
/// text, white text on a blue chat bubble and light digits on card art all come out as black
/// text on white, which is what Tesseract reads best.
public struct BackgroundBinarization: ImageStage {
    /// Side of the square tiles whose background level is estimated, in pixels.
    public var tileSize: Int
    /// Smallest difference from the background, in grey levels, that counts as ink.
    public var minimumContrast: Int

    public init(tileSize: Int = 32, minimumContrast: Int = 40) {
        precondition(tileSize > 0 && minimumContrast > 0)
        self.tileSize = tileSize
        self.minimumContrast = minimumContrast
    }

    public var name: String { "binarize(bg,\(minimumContrast))" }

    public func apply(to image: GrayImage) -> GrayImage {
        guard image.width > 0, image.height > 0 else { return image }
        let background = BackgroundMap(image, tileSize: tileSize)
        var output = [UInt8](repeating: 255, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                let tileRow = y / tileSize
                for x in 0..<image.width {
                    let level = Int(background.level(tileX: x / tileSize, tileY: tileRow))
                    let value = Int(source[y * image.width + x])
                    if abs(value - level) >= minimumContrast { output[y * image.width + x] = 0 }
                }
            }
        }
        return GrayImage(width: image.width, height: image.height, pixels: output)
    }
}

/// The dominant grey level around each tile of an image: the mode of the 3×3 tiles centred on it.
struct BackgroundMap {
    let columns: Int
    let rows: Int
    private var levels: [UInt8]

    init(_ image: GrayImage, tileSize: Int) {
        let columns = (image.width + tileSize - 1) / tileSize
        let rows = (image.height + tileSize - 1) / tileSize
        self.columns = columns
        self.rows = rows
        var histograms = [[Int32]](repeating: [Int32](repeating: 0, count: 256), count: columns * rows)
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                let tileRow = (y / tileSize) * columns
                for x in 0..<image.width {
                    histograms[tileRow + x / tileSize][Int(source[y * image.width + x])] += 1
                }
            }
        }
        var levels = [UInt8](repeating: 255, count: columns * rows)
        var neighbourhood = [Int32](repeating: 0, count: 256)
        for tileY in 0..<rows {
            for tileX in 0..<columns {
                for index in 0..<256 { neighbourhood[index] = 0 }
                for ny in max(0, tileY - 1)...min(rows - 1, tileY + 1) {
                    for nx in max(0, tileX - 1)...min(columns - 1, tileX + 1) {
                        let histogram = histograms[ny * columns + nx]
                        for index in 0..<256 { neighbourhood[index] += histogram[index] }
                    }
                }
                levels[tileY * columns + tileX] = UInt8(Self.smoothedMode(neighbourhood))
            }
        }
        self.levels = levels
    }

    func level(tileX: Int, tileY: Int) -> UInt8 { levels[tileY * columns + tileX] }

    /// The grey level with the most pixels within ±2 levels, robust to gentle gradients and noise.
    private static func smoothedMode(_ histogram: [Int32]) -> Int {
        var best = 0, bestCount: Int32 = -1
        for level in 0..<256 {
            var count: Int32 = 0
            for neighbour in max(0, level - 2)...min(255, level + 2) { count += histogram[neighbour] }
            if count > bestCount { bestCount = count; best = level }
        }
        return best
    }
}
