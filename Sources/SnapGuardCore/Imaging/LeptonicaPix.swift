import CLeptonica
import Foundation

/// A Leptonica `PIX` owned by Swift: the one place Leptonica image pointers are held.
/// It is created from a pointer Leptonica handed over and destroyed in `deinit`.
///
/// Leptonica 1.83 made `PIX` opaque, so Swift sees `OpaquePointer` there and
/// `UnsafeMutablePointer<Pix>` before; `pointer()` bridges both.
final class LeptonicaPix {
    private let raw: UnsafeMutableRawPointer

    /// Takes ownership of a pointer Leptonica returned, or returns nil for a null one.
    init?<P>(taking pointer: P?) {
        // Leptonica's messages go to SnapGuard's handler, never to the terminal, whichever decoder
        // (Leptonica's or the snapshot decoder) made the first image.
        LeptonicaDiagnostics.silence()
        guard let pointer, let raw = unsafeBitCast(pointer, to: UnsafeMutableRawPointer?.self) else { return nil }
        self.raw = raw
    }

    deinit { Self.destroy(raw, with: pixDestroy) }

    /// The pointer, typed as the Leptonica function being called expects it. Valid while `self` lives.
    func pointer<P>() -> P { unsafeBitCast(raw, to: P.self) }

    var width: Int { Int(pixGetWidth(pointer())) }
    var height: Int { Int(pixGetHeight(pointer())) }
    var depth: Int { Int(pixGetDepth(pointer())) }
    var samplesPerPixel: Int { Int(pixGetSpp(pointer())) }

    /// Reads an image from encoded bytes, turned upright as a viewer shows it (a JPEG's EXIF
    /// orientation applied). `warnings` is set to the number of corrupt-data warnings libjpeg
    /// gave (Leptonica returns a JPEG's pixels despite them); other formats leave it at 0.
    static func decode(_ data: Data, warnings: inout Int) -> LeptonicaPix? {
        let isJPEG = ImageFormat.detect(data) == .jpeg
        var jpegWarnings: Int32 = 0
        let stored = StandardErrorSilencer.run {
            data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> LeptonicaPix? in
                let bytes = buffer.bindMemory(to: UInt8.self).baseAddress
                return isJPEG
                    ? LeptonicaPix(taking: pixReadMemJpeg(bytes, buffer.count, 0, 1, &jpegWarnings, Int32(L_JPEG_CONTINUE_WITH_BAD_DATA)))
                    : LeptonicaPix(taking: pixReadMem(bytes, buffer.count))
            }
        }
        warnings = Int(jpegWarnings)
        guard let stored, isJPEG else { return stored }
        return stored.oriented(ExifOrientation.of(jpeg: data))
    }

    /// This image turned and mirrored so that `orientation` shows upright.
    private func oriented(_ orientation: ExifOrientation) -> LeptonicaPix {
        let (turns, mirror) = orientation.quarterTurnsThenMirror
        var result = self
        if turns != 0, let turned = LeptonicaPix(taking: pixRotateOrth(result.pointer(), turns)) { result = turned }
        if mirror, let flipped = LeptonicaPix(taking: pixFlipLR(nil, result.pointer())) { result = flipped }
        return result
    }

    /// This image as 32 bits per pixel: a copy converted from lower depths (opaque), or itself.
    func colour32() -> LeptonicaPix? {
        if depth == 32 { return self }
        guard let converted = LeptonicaPix(taking: pixConvertTo32(pointer())), converted.depth == 32 else { return nil }
        pixSetSpp(converted.pointer(), 3)
        return converted
    }

    /// A copy that can be drawn on without changing this image.
    func copy() -> LeptonicaPix? {
        LeptonicaPix(taking: pixCopy(nil, pointer()))
    }

    /// An 8-bit Leptonica image holding `image`'s pixels, for the operations Leptonica already has.
    /// Rows are copied whole; Leptonica's byte order within a word is then set by its own
    /// `pixEndianByteSwap` (nothing to do on a big-endian machine).
    static func grey(_ image: GreyImage) throws(ImageError) -> LeptonicaPix {
        let (pix, words, wordsPerLine) = try blank(like: image, depth: 8)
        let width = image.width
        image.pixels.withUnsafeBytes { source in
            guard let base = source.baseAddress else { return }
            for y in 0..<image.height {
                UnsafeMutableRawPointer(words + y * wordsPerLine).copyMemory(from: base + y * width, byteCount: width)
            }
        }
        guard pixEndianByteSwap(pix.pointer()) == 0 else {
            throw .processingFailed(operation: "reorder the bytes of", width: image.width, height: image.height)
        }
        return pix
    }

    /// A 1-bit Leptonica image (set bits are ink) of an image that holds only black (0) and white
    /// (255), as the binarising stages leave it; nil for any other image.
    static func binary(_ image: GreyImage) throws(ImageError) -> LeptonicaPix? {
        guard image.width > 0, image.height > 0 else { return nil }
        return try packed(image, blackAndWhiteOnly: true)
    }

    /// A 1-bit Leptonica image with the bits set where `image` is darker than
    /// `GreyImage.inkThreshold` (the ink): the
    /// bits `pixConvertTo1(_, 128)` sets on an 8-bit copy, packed straight from the bytes (Leptonica
    /// tests them one at a time), 32 pixels to a word, the leftmost in the most significant bit.
    static func ink(_ image: GreyImage) throws(ImageError) -> LeptonicaPix {
        // Without the black-and-white check, every image packs.
        guard let ink = try packed(image, blackAndWhiteOnly: false) else { preconditionFailure("every image packs as ink") }
        return ink
    }

    /// The ink of `image`, packed eight pixels at a time: the top bits of eight bytes, read as one
    /// 64-bit word, are gathered into one byte by a single multiplication (each bit lands on its
    /// own place, so no two of them carry into each other). With `blackAndWhiteOnly`, nil as soon
    /// as a pixel is neither 0 nor 255.
    private static func packed(_ image: GreyImage, blackAndWhiteOnly: Bool) throws(ImageError) -> LeptonicaPix? {
        let (pix, words, wordsPerLine) = try blank(like: image, depth: 1)
        let width = image.width
        let lowBits: UInt64 = 0x0101_0101_0101_0101
        let allPacked = image.pixels.withUnsafeBytes { bytes -> Bool in
            guard let base = bytes.baseAddress else { return true }
            for y in 0..<image.height {
                let source = base + y * width, row = words + y * wordsPerLine
                var x = 0
                while x + 8 <= width {
                    let eight = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: x, as: UInt64.self))
                    let tops = (eight >> 7) & lowBits
                    // Each byte is 0 or 255 exactly when it is its own top bit times 255.
                    if blackAndWhiteOnly, eight != tops &* 0xFF { return false }
                    // Ink is a clear top bit (below 128, `GreyImage.inkThreshold`); the leftmost
                    // pixel goes to the byte's top bit.
                    let byte = UInt32(truncatingIfNeeded: ((tops ^ lowBits) &* 0x8040_2010_0804_0201) >> 56)
                    row[x >> 5] |= byte << UInt32(24 - (x & 31))
                    x += 8
                }
                while x < width {
                    let value = source.load(fromByteOffset: x, as: UInt8.self)
                    if blackAndWhiteOnly, value != 0, value != 255 { return false }
                    if value < GreyImage.inkThreshold { row[x >> 5] |= 1 << UInt32(31 - (x & 31)) }
                    x += 1
                }
            }
            return true
        }
        return allPacked ? pix : nil
    }

    /// A new image of `image`'s size at `depth` bits per pixel, all clear, with its words to fill.
    private static func blank(like image: GreyImage, depth: Int32) throws(ImageError)
        -> (pix: LeptonicaPix, words: UnsafeMutablePointer<UInt32>, wordsPerLine: Int) {
        guard image.width > 0, image.height > 0, image.width <= Int(Int32.max), image.height <= Int(Int32.max),
              let pix = LeptonicaPix(taking: pixCreate(Int32(image.width), Int32(image.height), depth)) else {
            throw .processingFailed(operation: "allocate", width: image.width, height: image.height)
        }
        return (pix, pixGetData(pix.pointer()), Int(pixGetWpl(pix.pointer())))
    }

    /// Runs a Leptonica operation on `image` and returns its 8-bit result as a `GreyImage`.
    /// `operation` names what it does in the error when Leptonica returns no image ("scale").
    static func apply(to image: GreyImage, _ operation: String,
                      _ body: (LeptonicaPix) throws(ImageError) -> LeptonicaPix?) throws(ImageError) -> GreyImage {
        guard image.width > 0, image.height > 0 else { return image }
        guard let result = try body(grey(image)), result.depth == 8 else {
            throw .processingFailed(operation: operation, width: image.width, height: image.height)
        }
        return result.copyGreyPixels()
    }

    /// The pixels of an 8-bit image, in row order. Leptonica packs four pixels per 32-bit word,
    /// most significant byte first, so each whole word is stored big-endian (the leftmost pixel
    /// at the lowest address) and only a row's last partial word is taken apart.
    func copyGreyPixels() -> GreyImage {
        precondition(depth == 8, "copyGrayPixels needs an 8-bit image")
        let width = self.width, height = self.height
        let wordsPerLine = Int(pixGetWpl(pointer()))
        let words: UnsafeMutablePointer<UInt32> = pixGetData(pointer())
        let wholeWords = width / 4
        // Every byte is written below, so the array is not zeroed first.
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height) { target, count in
            count = width * height
            guard let base = UnsafeMutableRawPointer(target.baseAddress) else { return }
            for y in 0..<height {
                let row = words + y * wordsPerLine, start = base + y * width
                for word in 0..<wholeWords {
                    start.storeBytes(of: row[word].bigEndian, toByteOffset: 4 * word, as: UInt32.self)
                }
                for x in (4 * wholeWords)..<width {
                    start.storeBytes(of: UInt8(truncatingIfNeeded: row[x >> 2] >> (24 - 8 * UInt32(x & 3))), toByteOffset: x, as: UInt8.self)
                }
            }
        }
        return GreyImage(width: width, height: height, pixels: pixels)
    }

    /// Sets every pixel inside `box` (clipped to the image) to black: a 32-bit image, or a
    /// colourmapped one whose colourmap holds black or has room for it (`hasRoomForDrawing`).
    func fillBlack(_ box: BoundingBox) {
        guard let colourmap = pixGetColormap(pointer()) else {
            withBox(box) { pixClearInRect(pointer(), $0) }
            return
        }
        var black: Int32 = 0
        guard pixcmapAddNearestColor(colourmap, 0, 0, 0, &black) == 0 else { return }
        withBox(box) { pixSetInRectArbitrary(pointer(), $0, UInt32(black)) }
    }

    /// Draws the outline of `box`, `width` pixels thick, in an RGB colour: a 32-bit image, or a
    /// colourmapped one (the colour is added to its colourmap).
    func outline(_ box: BoundingBox, width: Int, red: UInt8, green: UInt8, blue: UInt8) {
        withBox(box) { pixRenderBoxArb(pointer(), $0, Int32(width), red, green, blue) }
    }

    /// Whether the image's pixels index a colourmap.
    var hasColourmap: Bool { pixGetColormap(pointer()) != nil }

    /// Whether a colourmapped image has room for the colours redaction draws in (black, red,
    /// orange), so that each is exact; true for an image without a colourmap.
    var hasRoomForDrawing: Bool {
        guard let colourmap = pixGetColormap(pointer()) else { return true }
        return pixcmapGetFreeCount(colourmap) >= 3
    }

    /// A copy scaled by `factor` (area-averaged when shrinking). A colourmapped image is first
    /// sampled down to twice the size wanted, keeping its colourmap, so it is never expanded to
    /// 32 bits a pixel at full size.
    func scaled(by factor: Double) -> LeptonicaPix? {
        guard hasColourmap, factor < 0.5 else {
            return LeptonicaPix(taking: pixScale(pointer(), Float(factor), Float(factor)))
        }
        let sampling = Float(2 * factor)
        guard let sampled = LeptonicaPix(taking: pixScaleBySampling(pointer(), sampling, sampling)) else { return nil }
        return LeptonicaPix(taking: pixScale(sampled.pointer(), Float(factor) / sampling, Float(factor) / sampling))
    }

    /// The image encoded as PNG.
    func pngData() -> Data? {
        var bytes: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        let status = StandardErrorSilencer.run { pixWriteMemPng(&bytes, &size, pointer(), 0) }
        guard status == 0, let bytes else { return nil }
        defer { lept_free(bytes) }
        return Data(bytes: bytes, count: size)
    }

    /// Runs a Leptonica drawing call with a `BOX` for `box`, destroyed afterwards. Like `pointer()`,
    /// the box is typed as the call expects (`BOX` is opaque from Leptonica 1.83 on).
    private func withBox<P>(_ box: BoundingBox, _ body: (P) -> Int32) {
        var leptonicaBox = boxCreate(Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
        defer { boxDestroy(&leptonicaBox) }
        _ = body(unsafeBitCast(leptonicaBox, to: P.self))
    }

    /// Destroys a Leptonica object with its `…Destroy` function, whatever Swift's view of its type.
    static func destroy<P>(_ raw: UnsafeMutableRawPointer, with destroy: (UnsafeMutablePointer<P?>?) -> Void) {
        var pointer: P? = unsafeBitCast(raw, to: P.self)
        destroy(&pointer)
    }
}
