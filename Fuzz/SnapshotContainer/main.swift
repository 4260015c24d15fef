// libFuzzer target for reading .ktx snapshots: the container parsers (KTX 1.1 and Apple's AAPL,
// with FILL/END chunks, length words, alignment tails, KTXorientation and the 420f refusal), the
// LZFSE expansion with its excess allowance, SnapGuard's ASTC decoder row by row and tile by tile,
// the pre-tiled ordering (decision and arrangement), the damage check and the orientation turn
// onto the canvas: everything in `SnapshotReading`. Not a SwiftPM target: `Scripts/fuzz.sh
// snapshot` builds it with `swiftc -sanitise=fuzzer,address -parse-as-library` from this file and
// the sources it names; a plain RGBA canvas stands in for the colour image. The ASTC decoder has a
// target of its own too (Fuzz/ASTCDecoding), which compares it with ARM's.
//
// Invariants checked on every input: no crash or hang; every error is one non-empty line; a
// decoded picture's size passed the pixel limit and it has exactly width × height pixels; the
// recorded structure's parts and payload lie inside the input; damage is the last thing refused:
// a file refused as damaged decodes when damage is allowed, to the same size, and a file read
// without damage allowed reads the same with it.

import Foundation

private let limits = ImageLimits(maxPixels: 1 << 16)

@_cdecl("LLVMFuzzerTestOneInput")
public func snapshotContainerFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Data(bytes: data, count: size)
    // Both parsers see every input, not only those with their magic, so the magic checks are fuzzed too.
    for format in [ImageFormat.ktx, .aapl] {
        var structure = SnapshotReading.emptyStructure(input, format: format)
        var refusedAsDamaged = false
        do {
            let canvas = try read(input, format: format, allowsDamage: false, recording: &structure)
            let (width, height) = (canvas.width, canvas.rgba.count / 4 / max(1, canvas.width))
            precondition(width * height <= limits.maxPixels, "\(width)x\(height) passed the pixel limit")
            precondition(structure.width == width && structure.height == height, "a \(width)x\(height) canvas for \(structure)")
            var again = SnapshotReading.emptyStructure(input, format: format)
            precondition((try? read(input, format: format, allowsDamage: true, recording: &again))?.rgba == canvas.rgba,
                         "an undamaged picture reads differently when damage is allowed")
        } catch {
            let text = error.description
            precondition(!text.isEmpty && !text.contains("\n"), "bad error text: \(text)")
            if case .damaged = error { refusedAsDamaged = true }
        }
        for part in structure.parts {
            precondition(part.offset >= 0 && part.size >= 0 && part.offset <= input.count, "part \(part) outside \(input.count) bytes")
        }
        if let payload = structure.payload {
            precondition(payload.dataOffset + payload.dataBytes <= input.count, "payload \(payload) outside \(input.count) bytes")
        }
        if refusedAsDamaged {
            var shown = SnapshotReading.emptyStructure(input, format: format)
            do {
                let canvas = try read(input, format: format, allowsDamage: true, recording: &shown)
                precondition(structure.width == canvas.width, "the damaged picture's size changed when shown")
            } catch {
                preconditionFailure("refused as damaged, but with damage allowed: \(error)")
            }
        }
    }
    return 0
}

private func read(_ input: Data, format: ImageFormat, allowsDamage: Bool, recording structure: inout SnapshotStructure) throws(ImageError) -> RGBACanvas {
    try SnapshotReading.read(input, format: format, limits: limits, allowsDamagedBlocks: allowsDamage, recording: &structure, into: RGBACanvas.self)
}
