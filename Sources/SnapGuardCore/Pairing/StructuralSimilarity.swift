/// SSIM (Wang et al., 2004) between two working images, in square windows with uniform weights,
/// summed up per grid region and over the whole image.
///
/// A window counts only when it carries information: either picture's grey levels vary in it by
/// at least `minimumStructure` (standard deviation). Two flat patches of similar grey are alike
/// by SSIM, but they say nothing about whether a cover came up.
struct StructuralSimilarity {
    var windowSize: Int
    var minimumStructure: Double
    var minimumInformativeShare: Double

    /// The SSIM stabilising constants for 8-bit grey: (0.01 · 255)² and (0.03 · 255)².
    static let c1 = 6.5025
    static let c2 = 58.5225

    struct Totals {
        var sum = 0.0
        var informative = 0
        var windows = 0
    }

    /// Per-region totals (`columns` x `rows`, row by row) and the global one.
    func measure(_ a: WorkingImage, _ b: WorkingImage, columns: Int, rows: Int) -> (regions: [Totals], global: Totals) {
        precondition(a.width == b.width && a.height == b.height, "working images differ in size")
        let width = a.width, height = a.height, k = windowSize
        var regions = [Totals](repeating: Totals(), count: columns * rows)
        var global = Totals()
        guard width >= k, height >= k else { return (regions, global) }
        let sa = SummedArea(a.pixels, width: width, height: height) { $0 }
        let sb = SummedArea(b.pixels, width: width, height: height) { $0 }
        let saa = SummedArea(a.pixels, width: width, height: height) { $0 * $0 }
        let sbb = SummedArea(b.pixels, width: width, height: height) { $0 * $0 }
        let products = zip(a.pixels, b.pixels).map { $0 * $1 }
        let sab = SummedArea(products, width: width, height: height) { $0 }
        let count = Double(k * k)
        for y in 0...(height - k) {
            let regionRow = min(rows - 1, (y + k / 2) * rows / height)
            for x in 0...(width - k) {
                let regionColumn = min(columns - 1, (x + k / 2) * columns / width)
                let meanA = sa.sum(x, y, k) / count, meanB = sb.sum(x, y, k) / count
                let varianceA = max(0, saa.sum(x, y, k) / count - meanA * meanA)
                let varianceB = max(0, sbb.sum(x, y, k) / count - meanB * meanB)
                let covariance = sab.sum(x, y, k) / count - meanA * meanB
                let index = regionRow * columns + regionColumn
                regions[index].windows += 1
                global.windows += 1
                guard max(varianceA, varianceB) >= minimumStructure * minimumStructure else { continue }
                let ssim = ((2 * meanA * meanB + Self.c1) * (2 * covariance + Self.c2))
                    / ((meanA * meanA + meanB * meanB + Self.c1) * (varianceA + varianceB + Self.c2))
                regions[index].sum += ssim
                regions[index].informative += 1
                global.sum += ssim
                global.informative += 1
            }
        }
        return (regions, global)
    }

    /// The mean SSIM of informative windows, or nil when too few windows carry information.
    func score(_ totals: Totals, requireShare: Bool = true) -> Double? {
        guard totals.informative > 0 else { return nil }
        if requireShare, Double(totals.informative) < minimumInformativeShare * Double(totals.windows) { return nil }
        return totals.sum / Double(totals.informative)
    }
}

/// A summed-area table: any window's sum in constant time.
private struct SummedArea {
    let width: Int
    var table: [Double]

    init(_ values: [Double], width: Int, height: Int, _ transform: (Double) -> Double) {
        self.width = width
        table = [Double](repeating: 0, count: (width + 1) * (height + 1))
        for y in 0..<height {
            var rowSum = 0.0
            for x in 0..<width {
                rowSum += transform(values[y * width + x])
                table[(y + 1) * (width + 1) + x + 1] = table[y * (width + 1) + x + 1] + rowSum
            }
        }
    }

    /// Sum of the `size` x `size` window with top-left corner (x, y).
    func sum(_ x: Int, _ y: Int, _ size: Int) -> Double {
        let stride = width + 1
        return table[(y + size) * stride + x + size] - table[y * stride + x + size]
            - table[(y + size) * stride + x] + table[y * stride + x]
    }
}
