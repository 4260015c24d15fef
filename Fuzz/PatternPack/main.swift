// libFuzzer target for the pattern pack decoder. Not a SwiftPM target: `Scripts/fuzz.sh
// patternpack` builds it with `swiftc -sanitise=fuzzer,address -parse-as-library` from this file
// and the sources it needs.
//
// Any input either decodes to a pack (whose patterns then run on a line of text) or gives one
// PatternPackError naming the file, on one line.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func patternPackFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let pack = try PatternPackDecoder(file: "fuzz.json", validators: .standard).decode(text)
        let matcher = PatternMatcher(patterns: pack.patterns, options: MatchOptions())
        _ = matcher.findings(inText: "Balance 1 234,56 € card 4111 1111 1111 1111\nIBAN GB82 WEST 1234 5698 7654 32")
    } catch {
        let description = error.description
        precondition(description.hasPrefix("fuzz.json"), "error without the file: \(description)")
        precondition(!description.contains("\n"), "error on several lines: \(description)")
    }
    return 0
}
