import Foundation
import XCTest
@testable import SnapGuardCore

/// The Swift LZFSE decoder against streams from Apple's reference encoder
/// (Tests/Fixtures/lzfse/, written by Scripts/make_lzfse_fixtures.py), plus hand-made broken ones.
final class LZFSEDecoderTests: XCTestCase {
    private struct Fixture: Decodable {
        struct Block: Decodable {
            var magic: String
            var offset: Int
        }

        var name: String
        var stream: String
        var length: Int
        var sha256: String
        var original: String?
        var blocks: [Block]
    }

    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/lzfse")

    private func fixtures() throws -> [Fixture] {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("manifest.json"))
        return try JSONDecoder().decode([Fixture].self, from: data)
    }

    private func fixture(_ name: String) throws -> Fixture {
        try XCTUnwrap(fixtures().first { $0.name == name }, "no fixture \(name)")
    }

    private func bytes(_ file: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(file)))
    }

    private func hex(_ digest: [UInt8]) -> String {
        digest.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// The error decoding `input` throws, failing the test if it decodes.
    private func decodeError(_ input: [UInt8], limit: Int, file: StaticString = #filePath, line: UInt = #line) -> LZFSEError? {
        do {
            let output = try LZFSEDecoder(outputLimit: limit).decompress(input)
            XCTFail("decoded \(output.count) bytes instead of failing", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    // MARK: - Reference streams

    func testEveryFixtureDecodesToItsOriginal() throws {
        let all = try fixtures()
        XCTAssertGreaterThanOrEqual(all.count, 10)
        for fixture in all {
            let decoded = try LZFSEDecoder(outputLimit: fixture.length).decompress(try bytes(fixture.stream))
            XCTAssertEqual(decoded.count, fixture.length, fixture.name)
            XCTAssertEqual(hex(SHA256.hash(decoded)), fixture.sha256, fixture.name)
            if let original = fixture.original {
                XCTAssertEqual(decoded, try bytes(original), fixture.name)
            }
        }
    }

    func testDataInputDecodesLikeByteArrayInput() throws {
        let fixture = try fixture("text")
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(fixture.stream))
        let decoded = try LZFSEDecoder(outputLimit: fixture.length).decompress(data)
        XCTAssertEqual(decoded, try bytes(try XCTUnwrap(fixture.original)))
    }

    func testFixturesExerciseEveryBlockType() throws {
        let all = try fixtures()
        for magic in LZFSEBlockMagic.allCases {
            let holders = all.filter { $0.blocks.contains { $0.magic == magic.name } && $0.original != nil }
            XCTAssertFalse(holders.isEmpty, "no fixture has a \(magic.name) block")
            for fixture in holders {
                let stream = try bytes(fixture.stream)
                for block in fixture.blocks where block.magic == magic.name {
                    // The manifest's offsets come from the generator; check the bytes really are there.
                    XCTAssertEqual(Array(stream[block.offset..<block.offset + 4]), Array(magic.name.utf8),
                                   "\(fixture.name) @\(block.offset)")
                }
                let decoded = try LZFSEDecoder(outputLimit: fixture.length).decompress(stream)
                XCTAssertEqual(decoded, try bytes(try XCTUnwrap(fixture.original)), "\(fixture.name) (\(magic.name))")
            }
        }
        let mixed = try fixture("mixed")
        XCTAssertEqual(mixed.blocks.map(\.magic), ["bvx-", "bvxn", "bvx2", "bvx1", "bvx$"])
        XCTAssertGreaterThan(try fixture("multiblock").blocks.filter { $0.magic == "bvx2" }.count, 1)
    }

    // MARK: - Truncation and corruption

    func testTruncationAtEveryByteIsAnError() throws {
        // Every cut of the small streams; of the larger ones (where each cut decodes up to the whole
        // stream again) about 400 evenly spaced cuts, plus every cut in the first and last 64 bytes.
        for name in ["empty", "tiny", "lzvn-text", "text", "random", "repetitive", "v1-text", "astc-like", "mixed",
                     "multiblock"] {
            let fixture = try fixture(name)
            let stream = try bytes(fixture.stream)
            let step = stream.count <= 4096 ? 1 : stream.count / 400
            let ends = Array(0..<min(64, stream.count)) + Array(max(0, stream.count - 64)..<stream.count)
            for cut in Set(Array(stride(from: 0, to: stream.count, by: step)) + ends) {
                XCTAssertNotNil(decodeError(Array(stream[0..<cut]), limit: fixture.length), "\(name) cut at \(cut)")
            }
        }
    }

    func testTruncationErrorsNameWhereTheStreamEnds() throws {
        let text = try bytes(try fixture("text").stream)
        XCTAssertEqual(decodeError(Array(text[0..<20]), limit: 1 << 20)?.description,
                       "LZFSE stream truncated in a bvx2 block header")
        XCTAssertEqual(decodeError(Array(text[0..<200]), limit: 1 << 20), .truncated(part: "a bvx2 block payload"))
        XCTAssertEqual(decodeError(Array(text.dropLast(4)), limit: 1 << 20),
                       .truncated(part: "the stream, before its bvx$ end block"))
        XCTAssertEqual(decodeError(Array(try bytes("v1-text.lzfse")[0..<700]), limit: 1 << 20),
                       .truncated(part: "a bvx1 block header"))
        XCTAssertEqual(decodeError(Array(try bytes("random.lzfse")[0..<100]), limit: 1 << 20),
                       .truncated(part: "a bvx- block payload"))
    }

    func testRandomCorruptionsAreErrorsOrBoundedOutput() throws {
        var random = SplitMix64(seed: 0x5EED_1AF5)
        var failures = 0
        var runs = 0
        for name in ["lzvn-text", "text", "v1-text", "mixed", "astc-like", "random"] {
            let fixture = try fixture(name)
            let stream = try bytes(fixture.stream)
            let limit = fixture.length * 2
            for _ in 0..<150 {
                var corrupt = stream
                for _ in 0..<(1 + random.next(below: 4)) {
                    corrupt[random.next(below: corrupt.count)] = UInt8(truncatingIfNeeded: random.next(below: 256))
                }
                runs += 1
                do {
                    let output = try LZFSEDecoder(outputLimit: limit).decompress(corrupt)
                    XCTAssertLessThanOrEqual(output.count, limit)
                } catch {
                    failures += 1
                    XCTAssertFalse(error.description.contains("\n"))
                }
            }
        }
        // Most damage is caught: headers, tables and bit streams are checked, not trusted.
        XCTAssertGreaterThan(failures, runs / 2)
    }

    // MARK: - Output limit

    func testOutputLimitIsEnforced() throws {
        for name in ["text", "v1-text", "lzvn-text", "random", "mixed", "astc-like"] {
            let fixture = try fixture(name)
            let stream = try bytes(fixture.stream)
            XCTAssertEqual(decodeError(stream, limit: fixture.length - 1), .outputLimitExceeded(limit: fixture.length - 1),
                           name)
            XCTAssertEqual(try LZFSEDecoder(outputLimit: fixture.length).decompress(stream).count, fixture.length, name)
        }
        // 1 KB that expands to 1.5 MB.
        let repetitive = try bytes(try fixture("repetitive").stream)
        XCTAssertEqual(decodeError(repetitive, limit: 1_000_000)?.description, "LZFSE output would exceed 1000000 bytes")
        // A later block of a multi-block stream passes the limit.
        let multiblock = try bytes(try fixture("multiblock").stream)
        XCTAssertEqual(decodeError(multiblock, limit: 120_000), .outputLimitExceeded(limit: 120_000))
    }

    func testHugeDeclaredBlockFailsBeforeAllocating() {
        // A raw block that claims 4 GiB, and an LZVN block that claims 4 GiB, with a 1 MiB limit.
        let raw: [UInt8] = Array("bvx-".utf8) + [0xFF, 0xFF, 0xFF, 0xFF] + [1, 2, 3]
        XCTAssertEqual(decodeError(raw, limit: 1 << 20), .outputLimitExceeded(limit: 1 << 20))
        let lzvn: [UInt8] = Array("bvxn".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 8, 0, 0, 0, 0x06, 0, 0, 0, 0, 0, 0, 0]
        XCTAssertEqual(decodeError(lzvn, limit: 1 << 20), .outputLimitExceeded(limit: 1 << 20))
    }

    func testCapacityNeverGrowsPastTheLimit() throws {
        // Six blocks of ~50 KB: geometric growth alone would reserve ~400 KB for 300 KB of output.
        let fixture = try fixture("multiblock")
        let decoded = try LZFSEDecoder(outputLimit: fixture.length).decompress(try bytes(fixture.stream))
        XCTAssertEqual(decoded.count, fixture.length)
        XCTAssertLessThan(decoded.capacity, fixture.length + 4096) // allocator rounding only

        var output = LZFSEOutput(limit: 1000)
        try output.reserve(600)
        try output.append(ArraySlice(repeating: 7, count: 600))
        try output.reserve(400)
        XCTAssertLessThan(output.bytes.capacity, 1100)
        XCTAssertThrowsError(try output.reserve(401))
    }

    // MARK: - Malformed streams

    func testUnknownMagicIsNamed() {
        let error = decodeError(Array("bvx3".utf8) + [0, 0, 0, 0], limit: 100)
        XCTAssertEqual(error, .unknownBlockMagic(0x3378_7662))
        XCTAssertEqual(error?.description, "LZFSE stream has an unknown block magic 0x33787662")
        XCTAssertEqual(decodeError(Array("PNG!".utf8), limit: 100), .unknownBlockMagic(0x2147_4E50))
    }

    /// Offsets in a bvx1 header (see LZFSECompressedBlockHeader).
    private func patchedV1(_ patch: (inout [UInt8]) -> Void) throws -> [UInt8] {
        var stream = try bytes("v1-text.lzfse")
        patch(&stream)
        return stream
    }

    private func setUInt16(_ value: Int, at offset: Int, in bytes: inout [UInt8]) {
        bytes[offset] = UInt8(value & 0xFF)
        bytes[offset + 1] = UInt8(value >> 8)
    }

    private func uint16(at offset: Int, in bytes: [UInt8]) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }

    func testFrequencyTablesMustSumToTheirStateCount() throws {
        let literalFrequencies = 258
        let v1 = try bytes("v1-text.lzfse")
        // The literal table's most frequent symbol, one up and one down.
        let symbol = (0..<256).max { uint16(at: literalFrequencies + 2 * $0, in: v1) < uint16(at: literalFrequencies + 2 * $1, in: v1) }!
        let offset = literalFrequencies + 2 * symbol
        let frequency = uint16(at: offset, in: v1)
        for changed in [frequency + 1, frequency - 1] {
            let stream = try patchedV1 { setUInt16(changed, at: offset, in: &$0) }
            XCTAssertEqual(decodeError(stream, limit: 1 << 20),
                           .invalidFrequencyTable(detail: "the literal table sums to \(1024 + changed - frequency), not 1024"))
        }
        // An all-zero table is only allowed when no symbol uses it.
        let emptyL = try patchedV1 { for index in 0..<20 { setUInt16(0, at: 50 + 2 * index, in: &$0) } }
        XCTAssertEqual(decodeError(emptyL, limit: 1 << 20),
                       .invalidFrequencyTable(detail: "the L table is empty but \(uint16(at: 16, in: v1)) symbols use it"))
    }

    func testLiteralsPastTheBlockBufferAreAnError() throws {
        // Claim 4 literals where the matches need about 24000.
        let stream = try patchedV1 { setUInt16(4, at: 12, in: &$0); $0[14] = 0; $0[15] = 0 }
        guard case .literalOverrun(let needed, let available) = decodeError(stream, limit: 1 << 20) else {
            return XCTFail("expected a literal overrun")
        }
        XCTAssertEqual(available, 4)
        XCTAssertGreaterThan(needed, 4)
    }

    func testDeclaredBlockSizeMustMatchTheDecodedSize() throws {
        let v1 = try bytes("v1-text.lzfse")
        let declared = Int(v1[4]) | Int(v1[5]) << 8 | Int(v1[6]) << 16
        XCTAssertEqual(declared, 24000)
        for wrong in [declared - 1, declared + 1] {
            let stream = try patchedV1 { $0[4] = UInt8(wrong & 0xFF); $0[5] = UInt8((wrong >> 8) & 0xFF) }
            guard case .blockSizeMismatch = decodeError(stream, limit: 1 << 20) else {
                return XCTFail("expected a size mismatch for \(wrong)")
            }
        }
    }

    func testHeaderFieldsOutOfRangeAreErrors() throws {
        let tooManyMatches = try patchedV1 { setUInt16(10_001, at: 16, in: &$0) }
        XCTAssertEqual(decodeError(tooManyMatches, limit: 1 << 20),
                       .invalidBlockHeader(detail: "bvx1 has 10001 matches, over 10000"))
        let badState = try patchedV1 { setUInt16(64, at: 44, in: &$0) }
        XCTAssertEqual(decodeError(badState, limit: 1 << 20), .invalidBlockHeader(detail: "bvx1 L state 64 is not under 64"))
        // Each triple writes at least one byte, and literals are the block's own bytes: a header
        // that promises more of either than its size is refused before any decoding work.
        let v1 = try bytes("v1-text.lzfse")
        let literals = uint16(at: 12, in: v1), matches = uint16(at: 16, in: v1)
        let fewBytes = try patchedV1 { setUInt16(matches - 1, at: 4, in: &$0); $0[6] = 0; $0[7] = 0 }
        XCTAssertEqual(decodeError(fewBytes, limit: 1 << 20),
                       .invalidBlockHeader(detail: "bvx1 has \(matches) matches for \(matches - 1) bytes"))
        let fewerBytes = try patchedV1 {
            setUInt16(literals - 4, at: 4, in: &$0); $0[6] = 0; $0[7] = 0
            setUInt16(10, at: 16, in: &$0); $0[18] = 0; $0[19] = 0
        }
        XCTAssertEqual(decodeError(fewerBytes, limit: 1 << 20),
                       .invalidBlockHeader(detail: "bvx1 has \(literals) literals for \(literals - 4) bytes"))
        let badBits = try patchedV1 { $0[28] = 5 }
        guard case .invalidBitStream = decodeError(badBits, limit: 1 << 20) else { return XCTFail("expected a bit stream error") }
    }

    /// `bvxn` block around `payload`, then `bvx$`.
    private func lzvnStream(raw: Int, _ payload: [UInt8]) -> [UInt8] {
        var stream = Array("bvxn".utf8)
        for value in [raw, payload.count] { stream += (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        return stream + payload + Array("bvx$".utf8)
    }

    private let endOfStream: [UInt8] = [0x06, 0, 0, 0, 0, 0, 0, 0]

    func testLZVNMatchDistanceMustStayInTheOutput() throws {
        // sml_l "a", then sml_d with L=0, M=3 and distance 1 (repeat "a") or 2 (before the output).
        let good = lzvnStream(raw: 4, [0xE1, UInt8(ascii: "a"), 0x00, 0x01] + endOfStream)
        XCTAssertEqual(try LZFSEDecoder(outputLimit: 4).decompress(good), Array("aaaa".utf8))
        let far = lzvnStream(raw: 4, [0xE1, UInt8(ascii: "a"), 0x00, 0x02] + endOfStream)
        XCTAssertEqual(decodeError(far, limit: 4), .invalidMatchDistance(distance: 2, position: 1))
        let zero = lzvnStream(raw: 4, [0xE1, UInt8(ascii: "a"), 0x00, 0x00] + endOfStream)
        XCTAssertEqual(decodeError(zero, limit: 4), .invalidMatchDistance(distance: 0, position: 1))
        // sml_m before any distance was set.
        let noDistance = lzvnStream(raw: 4, [0xE1, UInt8(ascii: "a"), 0xF3] + endOfStream)
        XCTAssertEqual(decodeError(noDistance, limit: 4), .invalidMatchDistance(distance: 0, position: 1))
    }

    func testLZVNRejectsUndefinedOpcodesAndLooseEnds() throws {
        XCTAssertEqual(decodeError(lzvnStream(raw: 1, [0xE1, 0x41, 0x70] + endOfStream), limit: 10), .invalidLZVNOpcode(0x70))
        XCTAssertEqual(decodeError(lzvnStream(raw: 1, [0xE1, 0x41, 0xD3] + endOfStream), limit: 10)?.description,
                       "LZVN opcode 0xd3 is undefined")
        // Bytes after the end opcode, a short count, and a missing end opcode.
        guard case .blockSizeMismatch = decodeError(lzvnStream(raw: 1, [0xE1, 0x41] + endOfStream + [0]), limit: 10) else {
            return XCTFail("expected trailing payload to fail")
        }
        guard case .blockSizeMismatch = decodeError(lzvnStream(raw: 2, [0xE1, 0x41] + endOfStream), limit: 10) else {
            return XCTFail("expected a short block to fail")
        }
        XCTAssertEqual(decodeError(lzvnStream(raw: 1, [0xE1, 0x41]), limit: 10),
                       .truncated(part: "a bvxn block payload, before its end opcode"))
        // nop opcodes are skipped.
        XCTAssertEqual(try LZFSEDecoder(outputLimit: 1).decompress(lzvnStream(raw: 1, [0x0E, 0xE1, 0x41, 0x16] + endOfStream)),
                       [0x41])
    }

    func testEmptyInputAndMissingEndAreTruncations() {
        XCTAssertEqual(decodeError([], limit: 10)?.description, "LZFSE stream truncated in its first block magic")
        XCTAssertEqual(decodeError(Array("bvx-".utf8) + [1, 0, 0, 0, 0x41], limit: 10),
                       .truncated(part: "the stream, before its bvx$ end block"))
    }
}
