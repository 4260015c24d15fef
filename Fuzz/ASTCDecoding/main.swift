// libFuzzer target for SnapGuard's ASTC decoder (Sources/SnapGuardCore/Snapshots/ASTC): arbitrary
// 16-byte blocks of every footprint, linear and sRGB. Not a SwiftPM target: `Scripts/fuzz.sh astc`
// builds it with `swiftc -sanitise=fuzzer,address -parse-as-library` from this file and the
// decoder's sources.
//
// Input: the first byte picks the footprint (mod 14) and the colour space (next bit); the rest are
// blocks, decoded as one row of blocks whose last block is cropped by the second byte.
//
// Invariants checked on every input: no crash; the decode succeeds with `width × height × 4` bytes;
// the damage runs are ascending, disjoint, inside the block count and add up to the damaged count;
// each of the first 16 blocks decoded alone gives the same pixels and the same damage as in the row.
//
// Where ARM's `astcenc` program is on PATH (or is SNAPGUARD_ASTCENC), the decoded blocks are also
// gathered per format and compared byte for byte with `astcenc -dl`/`-ds` every 4,096 blocks and
// at exit, under the rounding of its version (`ASTCRounding`); a difference is printed with the
// block and stops the run. SNAPGUARD_FUZZ_NO_ORACLE=1 switches this off.
import Foundation

private let oracle: URL? = {
    let environment = ProcessInfo.processInfo.environment
    guard environment["SNAPGUARD_FUZZ_NO_ORACLE"] == nil else { return nil }
    if let chosen = environment["SNAPGUARD_ASTCENC"] { return URL(fileURLWithPath: chosen) }
    return (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("astcenc") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// The oracle's version, from the first line it prints ("astcenc v4.2.0, 64-bit sse2").
private let oracleVersion: (Int, Int)? = {
    guard let oracle else { return nil }
    let banner = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-astc-fuzz-version-\(getpid())")
    defer { try? FileManager.default.removeItem(at: banner) }
    _ = spawn(oracle.path, ["-help"], output: banner.path)
    let text = (try? String(contentsOf: banner, encoding: .utf8)) ?? ""
    guard let range = text.range(of: #"v\d+\.\d+"#, options: .regularExpression) else { return nil }
    let version = text[range].dropFirst().split(separator: ".").compactMap { Int($0) }
    return version.count == 2 ? (version[0], version[1]) : nil
}()

/// The oracle's 8-bit rounding: the specification's from astcenc 5.2 on, a half float's before 4.7.
private let rounding: ASTCRounding = oracleVersion.map { $0 < (4, 7) } == true ? .astcencBefore4_7 : .specification

/// astcenc 4.7 to 5.1 follow neither rounding in sRGB alpha: only their linear decoding is compared.
private let comparesSRGB = oracleVersion.map { $0 >= (4, 7) && $0 < (5, 2) } != true

/// Blocks waiting for the oracle, and how many were compared, per format.
private nonisolated(unsafe) var pending: [ASTCFormat: [UInt8]] = [:]
private nonisolated(unsafe) var compared = 0
private let batchBlocks = 4096
private let batchColumns = 64

@_cdecl("LLVMFuzzerInitialize")
public func astcFuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    if oracle != nil {
        atexit {
            for format in pending.keys { flush(format, force: true) }
            FileHandle.standardError.write(Data("astc fuzz: \(compared) blocks compared with astcenc (\(rounding) rounding)\n".utf8))
        }
    } else {
        FileHandle.standardError.write(Data("astc fuzz: astcenc not used; blocks are not compared with ARM's decoder\n".utf8))
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func astcFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 2 + 16 else { return 0 }
    let selector = Int(data[0])
    let format = ASTCFormat(footprint: ASTCFootprint.all[selector % 14], colourSpace: selector / 14 % 2 == 0 ? .linear : .sRGB)
    let footprint = format.footprint
    let count = (size - 2) / 16
    let blocks = Array(UnsafeBufferPointer(start: data + 2, count: count * 16))
    let width = count * footprint.blockWidth - Int(data[1]) % footprint.blockWidth
    let decoder = ASTCDecoder(format: format, rounding: rounding)
    guard let image = decoder.decode(blocks: blocks, width: width, height: footprint.blockHeight) else {
        fatalError("\(count) blocks of \(format) did not decode as \(width)x\(footprint.blockHeight)")
    }
    precondition(image.rgba.count == width * footprint.blockHeight * 4)
    let damage = image.damage
    precondition(damage.blockCount == count)
    var total = 0, previousEnd = -1
    for run in damage.runs {
        // Ascending, inside the blocks, and apart: touching runs would have been one run.
        precondition(!run.isEmpty && run.lowerBound > previousEnd && run.upperBound <= count, "bad runs \(damage.runs)")
        total += run.count
        previousEnd = run.upperBound
    }
    precondition(total == damage.damagedBlockCount)
    for index in 0..<min(count, 16) {
        let one = Array(blocks[(index * 16)..<(index * 16 + 16)])
        let alone = decoder.decode(blocks: one, width: footprint.blockWidth, height: footprint.blockHeight)!
        precondition(alone.damage.isEmpty != damage.contains(index), "block \(index): damage differs alone and in the row")
        let visible = min(footprint.blockWidth, width - index * footprint.blockWidth)
        for y in 0..<footprint.blockHeight {
            let row = (y * width + index * footprint.blockWidth) * 4
            precondition(image.rgba[row..<(row + visible * 4)].elementsEqual(alone.rgba[(y * footprint.blockWidth * 4)...].prefix(visible * 4)),
                         "block \(index): pixels differ alone and in the row")
        }
    }
    if oracle != nil, format.colourSpace == .linear || comparesSRGB {
        pending[format, default: []] += blocks
        flush(format, force: false)
    }
    return 0
}

/// Compares the pending blocks of `format` with astcenc once there are enough (or when `force`).
private func flush(_ format: ASTCFormat, force: Bool) {
    guard let oracle, var blocks = pending[format], !blocks.isEmpty, force || blocks.count >= batchBlocks * 16 else { return }
    pending[format] = []
    // Whole rows of `batchColumns` blocks; the last row is padded with copies of the first block.
    let count = blocks.count / 16
    let rows = (count + batchColumns - 1) / batchColumns
    blocks += Array(repeating: blocks[0..<16], count: rows * batchColumns - count).flatMap { $0 }
    let footprint = format.footprint
    let (width, height) = (batchColumns * footprint.blockWidth, rows * footprint.blockHeight)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-astc-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let input = folder.appendingPathComponent("in.astc"), output = folder.appendingPathComponent("out.ktx")
    func u24(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF)] }
    let header: [UInt8] = [0x13, 0xAB, 0xA1, 0x5C, UInt8(footprint.blockWidth), UInt8(footprint.blockHeight), 1] + u24(width) + u24(height) + u24(1)
    try! Data(header + blocks).write(to: input)
    let status = spawn(oracle.path, [format.colourSpace == .sRGB ? "-ds" : "-dl", input.path, output.path, "-silent"], output: "/dev/null")
    precondition(status == 0, "astcenc failed (\(status)) on \(input.path)")
    let reference = readKTX([UInt8](try! Data(contentsOf: output)), pixels: width * height)
    let decoded = ASTCDecoder(format: format, rounding: rounding).decode(blocks: blocks, width: width, height: height)!.rgba
    if let at = zip(decoded, reference).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
        let pixel = at / 4, (x, y) = (pixel % width, pixel / width)
        let block = (y / footprint.blockHeight) * batchColumns + x / footprint.blockWidth
        let hex = blocks[(block * 16)..<(block * 16 + 16)].map { String(format: "%02x", $0) }.joined()
        fatalError("\(format) block \(hex): pixel (\(x % footprint.blockWidth), \(y % footprint.blockHeight)) is "
                   + "\(Array(decoded[(pixel * 4)..<(pixel * 4 + 4)])), astcenc decodes \(Array(reference[(pixel * 4)..<(pixel * 4 + 4)]))")
    }
    compared += count
}

/// Runs `program` with `arguments` (standard output to the file `output`, errors to /dev/null) and
/// returns its wait status. Foundation's `Process` leaks a little on every run, which
/// LeakSanitiser would report as the input's fault.
private func spawn(_ program: String, _ arguments: [String], output: String) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    guard posix_spawn(&pid, program, &actions, nil, argv, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return status
}

/// The RGBA pixels of the uncompressed KTX 1.1 file astcenc writes (1 to 4 channels: R, RG as grey
/// and alpha, RGB, RGBA).
private func readKTX(_ bytes: [UInt8], pixels: Int) -> [UInt8] {
    func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
    let channels = [0x1903: 1, 0x8227: 2, 0x1907: 3, 0x1908: 4][u32(24)]!
    let start = 64 + u32(60) + 4
    var rgba = [UInt8](repeating: 255, count: pixels * 4)
    for pixel in 0..<pixels {
        let from = start + pixel * channels
        let values = Array(bytes[from..<(from + channels)])
        switch channels {
        case 1: rgba.replaceSubrange((pixel * 4)..<(pixel * 4 + 3), with: [values[0], values[0], values[0]])
        case 2: rgba.replaceSubrange((pixel * 4)..<(pixel * 4 + 4), with: [values[0], values[0], values[0], values[1]])
        default: rgba.replaceSubrange((pixel * 4)..<(pixel * 4 + channels), with: values)
        }
    }
    return rgba
}
