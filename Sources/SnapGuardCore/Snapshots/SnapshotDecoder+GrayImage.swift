import Foundation

// Until ImageDecoder returns colour (issue 8), the snapshot decoder hands over luminance.
extension SnapshotDecoder {
    public func decode(_ data: Data, format: ImageFormat, limits: ImageLimits) throws(ImageError) -> GrayImage {
        let (width, height, rgba) = try decodeRGBA(data, format: format, limits: limits)
        var pixels = [UInt8](repeating: 0, count: width * height)
        for i in 0..<(width * height) {
            let r = Int(rgba[4 * i]), g = Int(rgba[4 * i + 1]), b = Int(rgba[4 * i + 2]), a = Int(rgba[4 * i + 3])
            let luma = (3 * r + 5 * g + 2 * b) / 10
            pixels[i] = UInt8((luma * a + 128 * (255 - a)) / 255)
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }
}
