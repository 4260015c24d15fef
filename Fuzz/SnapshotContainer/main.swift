// libFuzzer target for reading .ktx snapshots: the container parsers (KTX 1.1 and Apple's AAPL,
// with FILL/END chunks, length words, alignment tails, KTXorientation and the 420f refusal), the
// LZFSE expansion with its excess allowance, the pre-tiled ordering (decision and arrangement) and
// the orientation turn onto the canvas: everything in `SnapshotReading` but the ASTC decoding itself. Not a SwiftPM
// target: `Scripts/fuzz.sh snapshot` builds it with `swiftc -sanitize=fuzzer,address
// -parse-as-library` from this file and the sources it names. A stand-in block decoder turns each
// block's 16 bytes into its pixels, so the ordering reads real data; the ASTC decoder (libastcenc)
// and the colour image are left out: only SnapGuard's own code runs.
//
// Invariants checked on every input: no crash or hang; every error is one non-empty line; a
// decoded picture's size passed the pixel limit and it has exactly width × height pixels; the
// block decoder is only ever asked for whole blocks of the picture's size or of one tile; the
// recorded structure's parts and payload lie inside the input.

import Foundation

private let limits = ImageLimits(maxPixels: 1 << 16)

@_cdecl("LLVMFuzzerTestOneInput")
public func snapshotContainerFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Data(bytes: data, count: size)
    // Both parsers see every input, not only those with their magic, so the magic checks are fuzzed too.
    for format in [ImageFormat.ktx, .aapl] {
        var structure = SnapshotReading.emptyStructure(input, format: format)
        do {
            let canvas = try SnapshotReading.read(input, format: format, limits: limits, recording: &structure,
                                                  decodeBlocks: standInBlockDecoder, into: RGBACanvas.self)
            let (width, height) = (canvas.width, canvas.rgba.count / 4 / max(1, canvas.width))
            precondition(width * height <= limits.maxPixels, "\(width)x\(height) passed the pixel limit")
            precondition(structure.width == width && structure.height == height, "a \(width)x\(height) canvas for \(structure)")
        } catch {
            let text = error.description
            precondition(!text.isEmpty && !text.contains("\n"), "bad error text: \(text)")
        }
        for part in structure.parts {
            precondition(part.offset >= 0 && part.size >= 0 && part.offset <= input.count, "part \(part) outside \(input.count) bytes")
        }
        if let payload = structure.payload {
            precondition(payload.dataOffset + payload.dataBytes <= input.count, "payload \(payload) outside \(input.count) bytes")
        }
    }
    return 0
}

/// Each pixel takes a byte of its block, so any order of blocks shows in the pixels.
private func standInBlockDecoder(_ blocks: [UInt8], _ width: Int, _ height: Int, _ astc: ASTCFormat) throws(ImageError) -> [UInt8] {
    let footprint = astc.footprint
    let (columns, rows) = footprint.grid(width: width, height: height)
    precondition(blocks.count == columns * rows * ASTCFootprint.bytesPerBlock, "\(blocks.count) bytes of blocks for \(width)x\(height)")
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    blocks.withUnsafeBufferPointer { source in
        rgba.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                let blockRow = (y / footprint.blockHeight) * columns, inBlock = (y % footprint.blockHeight) * footprint.blockWidth
                for x in 0..<width {
                    let block = blockRow + x / footprint.blockWidth
                    let byte = source[block * ASTCFootprint.bytesPerBlock + (inBlock + x % footprint.blockWidth) % 16]
                    let pixel = (y * width + x) * 4
                    target[pixel] = byte
                    target[pixel + 1] = byte &+ 1
                    target[pixel + 2] = byte &+ 2
                }
            }
        }
    }
    return rgba
}
