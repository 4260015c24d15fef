/// Every pixel of an 8-bit image that is 0 takes the value of the nearest pixel that is not, in
/// steps up, down, left and right (the background level of a letter's pixels, in
/// `RegionBackground`, from the regions around it).
///
/// This is the algorithm of Leptonica's `pixSeedspread(_, 4)`: the image framed by 4 empty
/// pixels, the outermost ring of them infinitely far; one raster scan gives each empty pixel one
/// more than the distance of the nearer of its upper and left neighbours, and that neighbour's
/// value (the left one's when they are as near); one anti-raster scan then takes the nearer of
/// its right and lower neighbours where that is nearer still (the lower one's value when they
/// are as near). Leptonica 1.82 reads that lower neighbour's value at the wrong row stride (its
/// 16-bit distance image's, about two rows down in the 8-bit one), so its result can take a
/// farther pixel's value; this one takes the nearest (`SeedSpreadTests` checks every pixel).
enum SeedSpread {
    static func apply(to image: GreyImage) -> GreyImage {
        let border = 4, width = image.width + 2 * border, height = image.height + 2 * border
        guard image.width > 0, image.height > 0 else { return image }
        var value = [UInt8](repeating: 0, count: width * height)
        var distance = [UInt16](repeating: 1, count: width * height)
        value.withUnsafeMutableBufferPointer { value in
            distance.withUnsafeMutableBufferPointer { distance in
                image.pixels.withUnsafeBufferPointer { source in
                    for y in 0..<image.height {
                        let row = (y + border) * width + border
                        for x in 0..<image.width where source[y * image.width + x] != 0 {
                            value[row + x] = source[y * image.width + x]
                            distance[row + x] = 0
                        }
                    }
                }
                let far = UInt16.max
                for x in 0..<width {
                    distance[x] = far
                    distance[(height - 1) * width + x] = far
                }
                for y in 0..<height {
                    distance[y * width] = far
                    distance[y * width + width - 1] = far
                }
                for y in 1..<height {
                    for x in 1..<(width - 1) {
                        let index = y * width + x
                        guard distance[index] > 0 else { continue }
                        let above = distance[index - width], left = distance[index - 1]
                        distance[index] = min(above, left, far - 1) + 1
                        value[index] = above < left ? value[index - width] : value[index - 1]
                    }
                }
                for y in stride(from: height - 2, through: 1, by: -1) {
                    for x in stride(from: width - 2, through: 1, by: -1) {
                        let index = y * width + x
                        let current = Int(distance[index])
                        guard current > 0 else { continue }
                        let below = Int(distance[index + width]), right = Int(distance[index + 1])
                        let nearest = min(min(right, below) + 1, current)
                        guard current > nearest else { continue }
                        distance[index] = UInt16(nearest)
                        value[index] = right < below ? value[index + 1] : value[index + width]
                    }
                }
            }
        }
        var pixels = [UInt8](repeating: 0, count: image.width * image.height)
        for y in 0..<image.height {
            let row = (y + border) * width + border
            pixels[(y * image.width)..<((y + 1) * image.width)] = value[row..<(row + image.width)]
        }
        return GreyImage(width: image.width, height: image.height, pixels: pixels)
    }
}
