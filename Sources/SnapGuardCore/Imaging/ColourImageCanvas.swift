import CLeptonica

/// A snapshot canvas that is the colour image itself: pixels are written straight into a 32-bit
/// Leptonica picture, so a decoded snapshot is never held twice.
struct ColourImageCanvas: SnapshotCanvas {
    private let pix: LeptonicaPix
    private let words: UnsafeMutablePointer<UInt32>
    private let wordsPerLine: Int

    init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
              let pix = LeptonicaPix(taking: pixCreate(Int32(width), Int32(height), 32)) else { return nil }
        pixSetSpp(pix.pointer(), 4)
        self.pix = pix
        words = pixGetData(pix.pointer())
        wordsPerLine = Int(pixGetWpl(pix.pointer()))
    }

    mutating func write(_ rgba: UnsafeBufferPointer<UInt8>, x: Int, y: Int) {
        let row = words + y * wordsPerLine + x
        for pixel in 0..<(rgba.count / 4) {
            let i = pixel * 4
            // Leptonica keeps a pixel in one word: red in the most significant byte, alpha in the least.
            row[pixel] = UInt32(rgba[i]) << 24 | UInt32(rgba[i + 1]) << 16 | UInt32(rgba[i + 2]) << 8 | UInt32(rgba[i + 3])
        }
    }

    /// The finished picture.
    var image: ColourImage { ColourImage(pix: pix) }
}
