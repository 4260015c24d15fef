import Foundation
@testable import SnapGuardCore

/// ARM's reference decoder, the `astcenc` program (Debian package `astcenc`), as a test oracle:
/// blocks are written to an `.astc` file, decoded with `astcenc -dl` (linear) or `-ds` (sRGB) to an
/// uncompressed KTX file, and read back as 8-bit RGBA. SnapGuard never runs it outside the tests.
///
/// The program is `SNAPGUARD_ASTCENC` when that is set, else `astcenc` on PATH. Its version decides
/// the rounding it is compared under (`ASTCRounding`): astcenc 5.2 and later round to 8 bits as the
/// specification says, 4.6 and earlier (Debian 12 has 4.2) through a half float. 4.7 to 5.1 follow
/// neither in sRGB alpha, so only their linear decoding is compared.
enum ASTCOracle {
    /// The program, or nil.
    static let executable: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment["SNAPGUARD_ASTCENC"] { return URL(fileURLWithPath: chosen) }
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("astcenc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The program's version, from the first line it prints ("astcenc v4.2.0, 64-bit sse2").
    static let version: (major: Int, minor: Int)? = {
        guard let executable else { return nil }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-help"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let range = text.range(of: #"v\d+\.\d+"#, options: .regularExpression) else { return nil }
        let numbers = text[range].dropFirst().split(separator: ".").compactMap { Int($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }()

    /// The rounding the program decodes 8-bit output with.
    static var rounding: ASTCRounding {
        guard let version, version < (4, 7) else { return .specification }
        return .astcencBefore4_7
    }

    /// The colour spaces whose decoding the program's version can be compared in.
    static var colourSpaces: [ASTCColourSpace] {
        guard let version, version >= (4, 7), version < (5, 2) else { return [.linear, .sRGB] }
        return [.linear]
    }

    static var isAvailable: Bool { executable != nil }

    /// Why the differential tests are skipped when the oracle is missing.
    static let missing = "ARM's astcenc program is not installed, so the bit-exactness comparison with it did not run "
        + "(Scripts/setup.sh installs it with apt: apt-get install astcenc)"

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The `.astc` file format: a 16-byte header (magic 0x5CA1AB13, block dimensions, 24-bit image
    /// dimensions) and the row-major blocks.
    static func astcFile(blocks: [UInt8], footprint: ASTCFootprint, width: Int, height: Int) -> [UInt8] {
        func u24(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF)] }
        return [0x13, 0xAB, 0xA1, 0x5C, UInt8(footprint.blockWidth), UInt8(footprint.blockHeight), 1]
            + u24(width) + u24(height) + u24(1) + blocks
    }

    /// What ARM's decoder makes of `blocks`: `width × height × 4` bytes of RGBA.
    static func decode(blocks: [UInt8], format: ASTCFormat, width: Int, height: Int) throws -> [UInt8] {
        guard let executable else { throw Failure(description: missing) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-astc-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.astc"), output = folder.appendingPathComponent("out.ktx")
        try Data(astcFile(blocks: blocks, footprint: format.footprint, width: width, height: height)).write(to: input)
        let process = Process()
        process.executableURL = executable
        process.arguments = [format.colourSpace == .sRGB ? "-ds" : "-dl", input.path, output.path, "-silent"]
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "astcenc failed (\(process.terminationStatus)): \(message)") }
        return try readKTX(Data(contentsOf: output), width: width, height: height)
    }

    /// The pixels of the uncompressed KTX 1.1 file astcenc writes: 8-bit red, red-green,
    /// RGB or RGBA, whichever holds the image exactly (one channel when it is grey and opaque, two
    /// for grey with alpha), widened back to RGBA.
    static func readKTX(_ data: Data, width: Int, height: Int) throws -> [UInt8] {
        let bytes = [UInt8](data)
        func u32(_ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24 }
        guard bytes.count >= 68, u32(36) == width, u32(40) == height, u32(16) == 0x1401 else {
            throw Failure(description: "astcenc wrote an unexpected KTX header")
        }
        let channels: Int
        switch u32(24) {
        case 0x1903: channels = 1  // GL_RED, grey and opaque
        case 0x8227: channels = 2  // GL_RG, grey and alpha
        case 0x1907: channels = 3
        case 0x1908: channels = 4
        case let other: throw Failure(description: "astcenc wrote KTX format 0x\(String(other, radix: 16))")
        }
        let start = 64 + u32(60) + 4
        guard bytes.count >= start + width * height * channels else { throw Failure(description: "astcenc's KTX output is short") }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for pixel in 0..<(width * height) {
            let from = start + pixel * channels, to = pixel * 4
            switch channels {
            case 1: (rgba[to], rgba[to + 1], rgba[to + 2]) = (bytes[from], bytes[from], bytes[from])
            case 2: (rgba[to], rgba[to + 1], rgba[to + 2], rgba[to + 3]) = (bytes[from], bytes[from], bytes[from], bytes[from + 1])
            case 3: (rgba[to], rgba[to + 1], rgba[to + 2]) = (bytes[from], bytes[from + 1], bytes[from + 2])
            default: for c in 0..<4 { rgba[to + c] = bytes[from + c] }
            }
        }
        return rgba
    }
}
