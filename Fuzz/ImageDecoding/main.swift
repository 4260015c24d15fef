// libFuzzer target for image decoding: `ImageReader.decode` (format detection, SnapGuard's own
// structure readers, then Leptonica and its codecs) on arbitrary bytes. Not a SwiftPM target:
// Scripts/fuzz.sh image builds it with `swiftc -sanitise=fuzzer,address -parse-as-library`
// from this file and the imaging sources, linked against the system Leptonica.
//
// Invariants: no crash; a decoded picture is within the limits; an error is one line.
import Foundation

// Limits well under the defaults keep each run short (a decode of up to 1 MP) so a million runs fit
// in an hour; the limit checks and every code path are the same as with the defaults.
private let limits = ImageLimits(maxPixels: 1_000_000, maxFileBytes: 1 << 18)

@_cdecl("LLVMFuzzerTestOneInput")
public func imageFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    do {
        let image = try ImageReader(limits: limits).decode(bytes)
        precondition(image.width > 0 && image.height > 0 && image.width * image.height <= limits.maxPixels,
                     "decoded \(image.width)x\(image.height) past the limit")
    } catch {
        precondition(!error.description.isEmpty && !error.description.contains("\n"), "bad error text: \(error)")
    }
    return 0
}
