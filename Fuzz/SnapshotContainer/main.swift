// libFuzzer target for the .ktx snapshot container parsers (KTX 1.1 and Apple's AAPL), the LZFSE
// expansion they feed and the tile ordering. Not a SwiftPM target: `Scripts/fuzz.sh snapshot`
// builds it with `swiftc -sanitize=fuzzer,address -parse-as-library` from this file and the sources
// it names. ASTC block decoding has its own target (Fuzz/ASTCDecoding); here the colour image and
// the block decoder are left out.
//
// Invariants checked on every input: no crash or hang; every error is one non-empty line; a
// parsed picture's size passed the pixel limit; its payload lies inside the input and has exactly
// the bytes the size needs (for LZFSE, after expansion); tiles are only arranged for a payload
// whose size fits them.

import Foundation

private let limits = ImageLimits(maxPixels: 1 << 18)

@_cdecl("LLVMFuzzerTestOneInput")
public func snapshotContainerFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Data(bytes: data, count: size)
    // Both parsers see every input, not only those with their magic, so the magic checks are fuzzed too.
    for format in [ImageFormat.ktx, .aapl] {
        do {
            try check(SnapshotBytes(data: input, format: format))
        } catch {
            let text = error.description
            precondition(!text.isEmpty && !text.contains("\n"), "bad error text: \(text)")
        }
    }
    return 0
}

private func check(_ bytes: SnapshotBytes) throws(ImageError) {
    let texture = bytes.format == .ktx ? try KTX1Container.parse(bytes) : try AppleSnapshotContainer.parse(bytes)
    try limits.check(width: texture.width, height: texture.height)
    let footprint = texture.format.footprint
    let needed = footprint.byteCount(width: texture.width, height: texture.height)
    switch texture.payload {
    case .linear(let range):
        // The decoder refuses a payload whose size is not `needed`; the range must lie in the input.
        precondition(range.upperBound <= bytes.count, "linear payload \(range) outside \(bytes.count) bytes")
    case .lzfse(let range):
        precondition(range.upperBound <= bytes.count, "stream \(range) outside \(bytes.count) bytes")
        let blocks = try SnapshotDecompression.expand(bytes.bytes(in: range), to: needed, format: bytes.format,
                                                      size: (texture.width, texture.height))
        precondition(blocks.count == needed, "expanded to \(blocks.count), needed \(needed)")
    case .appleRaw(let range):
        precondition(range.upperBound <= bytes.count, "payload \(range) outside \(bytes.count) bytes")
        let tiling = ASTCTiling(width: texture.width, height: texture.height, footprint: footprint)
        guard let orders = tiling.candidates(byteCount: range.count) else { return }
        guard orders != [.rowMajor] else { return precondition(range.count == needed) }
        // Stand in for the decoded blocks with the payload's own bytes, so the arrangement reads real data.
        let blockCount = range.count / ASTCFootprint.bytesPerBlock
        let stripBytes = ASTCTiling.DecodedStrip.width(footprint) * ASTCTiling.DecodedStrip.height(blockCount: blockCount, footprint) * 4
        var rgba = bytes.bytes(in: range)
        rgba += [UInt8](repeating: 0, count: max(0, stripBytes - rgba.count))
        let strip = ASTCTiling.DecodedStrip(rgba: Array(rgba.prefix(stripBytes)), footprint: footprint)
        let best = orders.min { tiling.seamScore(strip, order: $0) < tiling.seamScore(strip, order: $1) } ?? orders[0]
        let picture = tiling.arrange(strip, order: best)
        precondition(picture.count == texture.width * texture.height * 4)
    }
}
