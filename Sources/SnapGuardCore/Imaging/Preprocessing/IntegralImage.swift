/// Summed-area table: the sum of any rectangle in constant time.
struct IntegralImage {
    let width: Int
    private var sums: [Int32]

    init(width: Int, height: Int, value: (Int, Int) -> Int32) {
        self.width = width
        var sums = [Int32](repeating: 0, count: (width + 1) * (height + 1))
        for y in 0..<height {
            var rowSum: Int32 = 0
            for x in 0..<width {
                rowSum += value(x, y)
                sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + rowSum
            }
        }
        self.sums = sums
    }

    func sum(x: Int, y: Int, width w: Int, height h: Int) -> Int {
        let stride = width + 1
        return Int(sums[(y + h) * stride + x + w] - sums[y * stride + x + w] - sums[(y + h) * stride + x] + sums[y * stride + x])
    }
}
