/// Reads a BMP's headers without decoding (Leptonica's header read decodes the whole image),
/// and checks that uncompressed pixel data is all in the file.
enum BMPContainer {
    static func inspect(_ cursor: ByteCursor) throws(ImageError) -> ContainerInfo {
        guard let dataOffset = cursor.uint(at: 10, size: 4, bigEndian: false),
              let headerSize = cursor.uint(at: 14, size: 4, bigEndian: false) else {
            throw .corrupt(.bmp, detail: "unreadable header")
        }
        let width: Int, height: Int, bitsPerPixel: Int, compression: Int
        if headerSize == 12 {  // OS/2 BITMAPCOREHEADER: unsigned 16-bit sizes
            guard let w = cursor.uint(at: 18, size: 2, bigEndian: false), let h = cursor.uint(at: 20, size: 2, bigEndian: false),
                  let bits = cursor.uint(at: 24, size: 2, bigEndian: false) else {
                throw .corrupt(.bmp, detail: "unreadable header")
            }
            (width, height, bitsPerPixel, compression) = (w, h, bits, 0)
        } else {
            guard headerSize >= 40, let w = cursor.uint(at: 18, size: 4, bigEndian: false),
                  let h = cursor.uint(at: 22, size: 4, bigEndian: false),
                  let bits = cursor.uint(at: 28, size: 2, bigEndian: false),
                  let method = cursor.uint(at: 30, size: 4, bigEndian: false) else {
                throw .corrupt(.bmp, detail: "unreadable header")
            }
            // Signed 32-bit sizes; a negative height means rows stored top-down.
            (width, height) = (Int(Int32(truncatingIfNeeded: w)), abs(Int(Int32(truncatingIfNeeded: h))))
            (bitsPerPixel, compression) = (bits, method)
        }
        guard width > 0, height > 0, [1, 2, 4, 8, 16, 24, 32].contains(bitsPerPixel) else {
            throw .invalidDimensions(width: width, height: height)
        }
        var damage: String?
        if compression == 0 || compression == 3 {  // BI_RGB, BI_BITFIELDS: rows padded to 4 bytes
            let (bits, overflow) = width.multipliedReportingOverflow(by: bitsPerPixel)
            let rowBytes = overflow ? Int.max : (bits + 31) / 32 * 4
            let (needed, tooMany) = rowBytes.multipliedReportingOverflow(by: height)
            if overflow || tooMany || needed > cursor.count - min(dataOffset, cursor.count) {
                damage = "the pixel data ends early (truncated)"
            }
        }
        return ContainerInfo(width: width, height: height, damage: damage)
    }
}
