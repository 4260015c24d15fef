// libFuzzer target for the located JSON reader of configuration files and pattern packs. Not a
// SwiftPM target: `Scripts/fuzz.sh json` builds it with `swiftc -sanitise=fuzzer,address
// -parse-as-library` from this file and the reader's sources.
//
// Any input either parses or gives one SyntaxError with a one-line message and a location inside
// the text; nothing crashes (deep nesting, surrogate escapes, numbers).

@_cdecl("LLVMFuzzerTestOneInput")
public func jsonFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        _ = try JSONParser.parse(text)
    } catch {
        precondition(!error.message.isEmpty && !error.message.contains("\n"), "bad error text: \(error.message)")
        // Lines are counted by LF scalars ("\r\n" is one Character, so not by Characters).
        let lines = text.unicodeScalars.filter { $0 == "\n" }.count + 1
        precondition(error.location.line >= 1 && error.location.line <= lines, "line \(error.location.line) of \(lines)")
        precondition(error.location.column >= 1, "column \(error.location.column)")
    }
    return 0
}
