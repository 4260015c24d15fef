import CLeptonica

/// Turns every pixel that stands out from its background into black, the rest into white.
///
/// The stage does not care whether text is darker or lighter than its background: grey labels
/// on white, dark-mode text, white text on a blue chat bubble, on a green chip or on a filled
/// button, and light digits on card art all come out as black text on white, which is what
/// Tesseract reads best.
///
/// A pixel's background is the flat region of colour it sits on (the page, a chip, a button, a
/// bubble, a card) when `regionSide` is set: a region is where squares of that side hold one
/// colour, their centres running at least two sides long or tall (so a region is at least three
/// sides less one across, 56 px at side 19, away from the image's edge; the junction of a large
/// glyph's strokes is no region); it grows over the neighbouring pixels of its colour (the band
/// of a chip under its text); the rest, letters and their edges, takes the level of the nearest
/// region (`SeedSpread`). So a chip with room for such a region beside or above its
/// text is read against its own colour, never half against the page; a smaller one takes the
/// page's level as a whole and is left to `ChipTextInversion`; when its letters differ from the
/// page as much as the chip does, the chip comes out solid and is read again against its own
/// colour (`SolidChipText`). Without `regionSide`, or in an
/// image with no flat region (a photo, a tightly cropped line), the background of each tile is
/// the most common grey around it.
package struct BackgroundBinarisation: ImageStage {
    /// Side of the square tiles whose background level is estimated, in pixels.
    package var tileSize: Int
    /// Smallest difference from the background, in grey levels, that counts as ink.
    package var minimumContrast: Int
    /// Side of the smallest square of one colour that makes a background region, in pixels
    /// (rounded up to odd; at least 3); larger than the strokes of the text to be read. Nil: tiles only.
    package var regionSide: Int?

    package init(tileSize: Int = 32, minimumContrast: Int = 40, regionSide: Int? = nil) {
        precondition(tileSize > 0 && minimumContrast > 0 && (3...4096).contains(regionSide ?? 3))
        self.tileSize = tileSize
        self.minimumContrast = minimumContrast
        self.regionSide = regionSide
    }

    package var name: String { regionSide.map { "binarise(regions \($0),\(minimumContrast))" } ?? "binarise(bg,\(minimumContrast))" }

    package func apply(to image: GreyImage) throws(ImageError) -> GreyImage {
        guard image.width > 0, image.height > 0 else { return image }
        if let regionSide, let background = try RegionBackground(image, side: regionSide) {
            let side = regionSide | 1
            return try SolidChipText(side: side, maximumHeight: 8 * side, minimumContrast: minimumContrast)
                .apply(binary: background.binarised(minimumContrast: minimumContrast), grey: image)
        }
        let background = BackgroundMap(image, tileSize: tileSize)
        var output = [UInt8](repeating: 255, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                let tileRow = y / tileSize
                for x in 0..<image.width {
                    let level = Int(background.level(tileX: x / tileSize, tileY: tileRow))
                    if abs(Int(source[y * image.width + x]) - level) >= minimumContrast { output[y * image.width + x] = 0 }
                }
            }
        }
        return GreyImage(width: image.width, height: image.height, pixels: output)
    }
}

/// The background level under every pixel of an image, from its flat regions of colour. Levels
/// are held one above the grey (0 marks a pixel whose background is not known yet).
struct RegionBackground {
    /// Levels within this many grey levels of each other are one colour (JPEG noise, gentle gradients).
    static let flatness: Int32 = 6
    /// A region grows over neighbouring pixels within this many levels of its own.
    static let growthTolerance: Int32 = 12

    /// The image, each pixel one level up (255 stays 255).
    private let raised: LeptonicaPix
    /// The background level of each pixel, one level up, row-major.
    private let levels: GreyImage

    /// Nil when `image` has no flat region of squares of `side`. The images of one step are
    /// released before the next where they are no longer needed (Leptonica's morphology and
    /// `SeedSpread` make bordered copies of their own); `Benchmarks/memory.py` measures the peak.
    init?(_ image: GreyImage, side: Int) throws(ImageError) {
        let size = Int32(side | 1)
        let grey = try LeptonicaPix.grey(image)
        let failure = ImageError.processingFailed(operation: "find the flat regions of", width: image.width, height: image.height)
        // Centres of flat squares, where the brightest and darkest pixels around differ little;
        // only runs of them at least two squares long or tall (a region, not the junction of a
        // large glyph's strokes); the squares around them are the regions' known pixels.
        let known: LeptonicaPix
        do {
            let centres = try Self.flatCentres(image, side: Int(size))
            guard let regionCentres = LeptonicaPix(taking: pixSelectBySize(centres.pointer(), 2 * size, 2 * size, 8,
                                                                           Int32(L_SELECT_IF_EITHER), Int32(L_SELECT_IF_GTE), nil)),
                  let dilated = LeptonicaPix(taking: pixDilateBrick(nil, regionCentres.pointer(), size, size)) else { throw failure }
            known = dilated
        }
        var knownCount: Int32 = 0
        pixCountPixels(known.pointer(), &knownCount, nil)
        guard knownCount > 0 else { return nil }
        guard let inside = LeptonicaPix(taking: pixErodeBrick(nil, known.pointer(), 3, 3)),
              let edge = LeptonicaPix(taking: pixSubtract(nil, known.pointer(), inside.pointer())) else { throw failure }
        pixAddConstantGray(grey.pointer(), 1)
        guard let seeds = LeptonicaPix(taking: pixCopy(nil, grey.pointer())) else { throw failure }
        pixInvert(known.pointer(), known.pointer())
        pixSetMasked(seeds.pointer(), known.pointer(), 0)
        Self.grow(seeds, over: grey, from: edge)
        // Letters and their edges take the level of the nearest known pixel.
        self.raised = grey
        self.levels = SeedSpread.apply(to: seeds.copyGreyPixels())
    }

    /// Black where a pixel differs from its background by `minimumContrast` or more, white
    /// elsewhere, and white on the border between two regions: a pixel whose grey lies between
    /// the levels of regions within `boundaryReach` pixels is the soft edge of a bubble, chip or
    /// card, not ink (the ring it would leave joins the letters next to it into one blob).
    func binarised(minimumContrast: Int) -> GreyImage {
        let around = SquareExtremes(levels, reach: Self.boundaryReach)
        let width = raised.width, height = raised.height, stride = Int(pixGetWpl(raised.pointer())) * 4
        var output = [UInt8](repeating: 255, count: width * height)
        // The image stays alive while its bytes are read (Swift may free an object after its last use).
        withExtendedLifetime(raised) {
            let grey = Self.bytes(of: raised)
            levels.pixels.withUnsafeBufferPointer { level in
                around.brightest.withUnsafeBufferPointer { high in
                    around.darkest.withUnsafeBufferPointer { low in
                        output.withUnsafeMutableBufferPointer { output in
                            for y in 0..<height {
                                for x in 0..<width {
                                    let value = Int(grey[(y * stride + x) ^ Self.swizzle])
                                    guard abs(value - Int(level[y * width + x])) >= minimumContrast else { continue }
                                    let lower = Int(low[y * width + x]), upper = Int(high[y * width + x])
                                    if upper - lower >= minimumContrast, value >= lower, value <= upper { continue }
                                    output[y * width + x] = 0
                                }
                            }
                        }
                    }
                }
            }
        }
        return GreyImage(width: width, height: height, pixels: output)
    }

    /// A 1-bit image of `image` with the pixels set at the centre of a square of `side` (odd)
    /// whose brightest and darkest levels differ by at most `flatness`, the square clipped to the
    /// image as Leptonica's grey dilation and erosion clip it: the flat centres drawn as ink and
    /// packed as `LeptonicaPix.ink` packs any ink.
    private static func flatCentres(_ image: GreyImage, side: Int) throws(ImageError) -> LeptonicaPix {
        let extremes = SquareExtremes(image, reach: side / 2)
        let flat = [UInt8](unsafeUninitializedCapacity: image.pixels.count) { flat, count in
            extremes.brightest.withUnsafeBufferPointer { high in
                extremes.darkest.withUnsafeBufferPointer { low in
                    for index in 0..<high.count { flat[index] = high[index] &- low[index] <= UInt8(flatness) ? 0 : 255 }
                }
            }
            count = image.pixels.count
        }
        return try LeptonicaPix.ink(GreyImage(width: image.width, height: image.height, pixels: flat))
    }

    /// How far, in pixels, the border between two regions is looked for around a pixel.
    static let boundaryReach = 2

    /// Leptonica keeps 8-bit pixels in 32-bit words, most significant byte first: on a
    /// little-endian machine pixel `x` of a row is byte `x ^ 3` of it. A pixel's position is
    /// `y * stride + x` (stride in bytes, whole words); its byte is that `^ swizzle`.
    private static let swizzle = 1.littleEndian == 1 ? 3 : 0

    private static func bytes(of pix: LeptonicaPix) -> UnsafeMutablePointer<UInt8> {
        UnsafeMutableRawPointer(pixGetData(pix.pointer())!).assumingMemoryBound(to: UInt8.self)
    }

    /// Grows the known levels in `seeds` (0: unknown) breadth first from the pixels of `edge`
    /// over neighbouring pixels of `raised` within `growthTolerance` of the level they come from
    /// (the band of a chip under its text joins the chip).
    private static func grow(_ seeds: LeptonicaPix, over raised: LeptonicaPix, from edge: LeptonicaPix) {
        let width = seeds.width, height = seeds.height
        let stride = Int(pixGetWpl(seeds.pointer())) * 4
        let level = bytes(of: seeds), grey = bytes(of: raised)
        var frontier: [Int32] = []
        let edgeWords = Int(pixGetWpl(edge.pointer()))
        let edgeData: UnsafeMutablePointer<UInt32> = pixGetData(edge.pointer())
        for y in 0..<height {
            let row = edgeData + y * edgeWords
            for column in 0..<edgeWords where row[column] != 0 {
                var bits = row[column]
                while bits != 0 {
                    let x = column * 32 + bits.leadingZeroBitCount
                    if x < width { frontier.append(Int32(y * stride + x)) }
                    bits &= ~(UInt32(0x8000_0000) >> UInt32(bits.leadingZeroBitCount))
                }
            }
        }
        var head = 0
        @inline(__always) func visit(_ position: Int, from known: UInt8) {
            let byte = position ^ swizzle
            guard level[byte] == 0, abs(Int32(grey[byte]) - Int32(known)) <= growthTolerance else { return }
            level[byte] = known
            frontier.append(Int32(position))
        }
        while head < frontier.count {
            let position = Int(frontier[head])
            head += 1
            let known = level[position ^ swizzle], x = position % stride
            if x > 0 { visit(position - 1, from: known) }
            if x < width - 1 { visit(position + 1, from: known) }
            if position >= stride { visit(position - stride, from: known) }
            if position + stride < height * stride { visit(position + stride, from: known) }
        }
    }
}

/// The dominant grey level around each tile of an image: the mode of the 3×3 tiles centred on it.
struct BackgroundMap {
    let columns: Int
    let rows: Int
    private var levels: [UInt8]

    init(_ image: GreyImage, tileSize: Int) {
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
