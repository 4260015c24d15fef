// libFuzzer target for the LZFSE decoder. Not a SwiftPM target: Scripts/fuzz.sh lzfse builds it
// with `swiftc -sanitise=fuzzer,address -parse-as-library` from this file and the decoder sources.
//
// The first input byte picks the output limit (0 ... 1 MiB in 4 KiB steps), so the limit checks
// are fuzzed too; the rest is the stream.

@_cdecl("LLVMFuzzerTestOneInput")
public func lzfseFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limit = Int(bytes[0]) * 4096
    do {
        let output = try LZFSEDecoder(outputLimit: limit).decompress(Array(bytes.dropFirst()))
        precondition(output.count <= limit, "output \(output.count) passed the limit \(limit)")
    } catch {
        precondition(!error.description.isEmpty && !error.description.contains("\n"), "bad error text: \(error)")
    }
    return 0
}
