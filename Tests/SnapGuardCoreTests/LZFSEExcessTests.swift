import Foundation
import Testing
@testable import SnapGuardCore

/// An LZFSE stream may decode to a little more than its reader needs: the excess is decoded (the
/// stream is still checked to its end) and dropped, and never stored.
@Suite struct LZFSEExcessTests {
    private func stream(_ name: String) throws -> (stream: [UInt8], length: Int) {
        let folder = Fixtures.repository.appendingPathComponent("Tests/Fixtures/lzfse")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("manifest.json"))) as? [[String: Any]])
        let entry = try #require(manifest.first { $0["stream"] as? String == name }, "\(name) in the manifest")
        return ([UInt8](try Data(contentsOf: folder.appendingPathComponent(name))), try #require(entry["length"] as? Int))
    }

    @Test(arguments: ["text.lzfse", "mixed.lzfse", "v1-text.lzfse", "lzvn-text.lzfse", "multiblock.lzfse", "astc-like.lzfse"])
    func excessWithinTheAllowanceIsDropped(_ name: String) throws {
        let (input, length) = try stream(name)
        let full = try LZFSEDecoder(outputLimit: length).decompress(input)
        let cut = length * 3 / 4
        let result = try LZFSEDecoder(outputLimit: cut, discardAllowance: length - cut).decompressCounting(input)
        #expect(result.bytes == Array(full.prefix(cut)), "the kept bytes are the stream's first ones, matches across the cut included")
        #expect(result.discarded == length - cut)
        #expect(result.bytes.capacity < cut + 4096, "nothing past the limit is stored (allocator rounding only)")
        #expect(throws: LZFSEError.outputLimitExceeded(limit: cut)) {
            try LZFSEDecoder(outputLimit: cut, discardAllowance: length - cut - 1).decompress(input)
        }
    }

    @Test func snapshotAllowanceIsLessThanOneBlockColumn() throws {
        #expect(SnapshotDecompression.excessAllowance(rows: 334) == 334 * 16 - 1)
        let blocks = [UInt8](repeating: 7, count: 10 * 4 * 16)  // 10 columns x 4 rows of 4x4 blocks: 40x16 pixels
        func expand(_ extra: Int) throws(ImageError) -> SnapshotDecompression.Expansion {
            let encoded = uncompressedStream(blocks + [UInt8](repeating: 9, count: extra))
            return try SnapshotDecompression.expand(encoded, to: blocks.count, rows: 4, format: .aapl, size: (40, 16, .rgba4x4))
        }
        #expect(try expand(63).excess == 63)
        #expect(try expand(63).blocks == blocks)
        #expect(throws: ImageError.self, "one more block in each row could be a wider picture: refused") { try expand(64) }
    }

    /// A `bvx-` block of `bytes`, then `bvx$`.
    private func uncompressedStream(_ bytes: [UInt8]) -> [UInt8] {
        let count = UInt32(bytes.count)
        return Array("bvx-".utf8) + withUnsafeBytes(of: count.littleEndian, Array.init) + bytes + Array("bvx$".utf8)
    }
}
