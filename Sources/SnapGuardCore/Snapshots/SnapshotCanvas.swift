/// Where a decoded snapshot's pixels go: runs of 8-bit RGBA written at their place in the picture.
/// Decoding writes each block row (or tile row) straight into the canvas, so the picture is held
/// once, in the form its reader wants, and never as a second full-size copy.
protocol SnapshotCanvas {
    /// A blank `width × height` canvas, or nil when one cannot be made.
    init?(width: Int, height: Int)
    /// Writes `rgba` (a whole number of pixels) at (`x`, `y`), left to right.
    mutating func write(_ rgba: UnsafeBufferPointer<UInt8>, x: Int, y: Int)
}

/// A canvas of plain RGBA bytes, row-major.
struct RGBACanvas: SnapshotCanvas {
    let width: Int
    private(set) var rgba: [UInt8]

    init?(width: Int, height: Int) {
        self.width = width
        rgba = [UInt8](repeating: 0, count: width * height * 4)
    }

    mutating func write(_ run: UnsafeBufferPointer<UInt8>, x: Int, y: Int) {
        let start = (y * width + x) * 4
        rgba.withUnsafeMutableBufferPointer { target in
            for i in 0..<run.count { target[start + i] = run[i] }
        }
    }
}

/// Writes into `canvas` as `orientation` says the stored rows and columns run.
struct OrientedCanvas<Canvas: SnapshotCanvas> {
    var canvas: Canvas
    let width: Int
    let height: Int
    let orientation: SnapshotOrientation

    mutating func write(_ run: UnsafeBufferPointer<UInt8>, x: Int, y: Int) {
        let row = orientation.rowsRunUp ? height - 1 - y : y
        guard orientation.columnsRunLeft else { return canvas.write(run, x: x, y: row) }
        let count = run.count / 4
        var reversed = [UInt8](repeating: 0, count: run.count)
        for pixel in 0..<count {
            for channel in 0..<4 { reversed[(count - 1 - pixel) * 4 + channel] = run[pixel * 4 + channel] }
        }
        reversed.withUnsafeBufferPointer { canvas.write($0, x: width - x - count, y: row) }
    }
}
