// libFuzzer target for the `.snapguard.json` decoder. Not a SwiftPM target: `Scripts/fuzz.sh
// configuration` builds it with `swiftc -sanitise=fuzzer,address -parse-as-library` from this
// file and the sources it needs.
//
// Any input either decodes or gives one ConfigurationError naming the file, on one line; a decoded
// configuration's globs are run on a path, so a hostile glob cannot crash or stall the gate.

@_cdecl("LLVMFuzzerTestOneInput")
public func configurationFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var decoder = ConfigurationDecoder(file: ".snapguard.json")
    do {
        let configuration = try decoder.decode(text)
        for glob in configuration.ignore + configuration.screenRules.map(\.glob) {
            _ = glob.matches("fastlane/screenshots/en-US/iPhone 15 Pro-01_Balance.png")
        }
    } catch {
        let description = error.description
        precondition(description.hasPrefix(".snapguard.json"), "error without the file: \(description)")
        precondition(!description.contains("\n"), "error on several lines: \(description)")
    }
    return 0
}
