import Foundation
import Testing
@testable import SnapGuardCore

/// SnapGuard's ASTC decoder against ARM's (`ASTCOracle`), byte for byte: on every fixture texture
/// and on random blocks of all 14 footprints, under the rounding of the astcenc version at hand.
/// Skipped, with the reason shown, where the `astcenc` program is missing; never passed without
/// comparing.
///
/// `swift test` compares `defaultBlockCount` random blocks. For the full run, set
/// `SNAPGUARD_ASTC_DIFFERENTIAL_BLOCKS` (Benchmarks/README.md records one of 1,000,000+):
///
///     SNAPGUARD_ASTC_DIFFERENTIAL_BLOCKS=1050000 swift test --filter ASTCDifferentialTests
@Suite(.enabled(if: ASTCOracle.isAvailable, Comment(rawValue: ASTCOracle.missing)))
struct ASTCDifferentialTests {
    static let defaultBlockCount = 100_800
    static var blockCount: Int {
        ProcessInfo.processInfo.environment["SNAPGUARD_ASTC_DIFFERENTIAL_BLOCKS"].flatMap(Int.init) ?? defaultBlockCount
    }

    /// Blocks across each test image; enough rows are added to hold the blocks.
    private static let columns = 128

    @Test("random blocks decode as ARM decodes them", arguments: ASTCFootprint.all)
    func randomBlocks(footprint: ASTCFootprint) throws {
        let perFootprint = max(Self.columns, Self.blockCount / ASTCFootprint.all.count)
        let seed = UInt64(footprint.blockWidth * 100 + footprint.blockHeight)
        // Linear for every block; sRGB for a quarter as many, from their own seed.
        for (colourSpace, count, salt) in [(ASTCColourSpace.linear, perFootprint, UInt64(0)), (.sRGB, perFootprint / 4, 0x5EED)]
        where ASTCOracle.colourSpaces.contains(colourSpace) {
            var random = ASTCRandomBlocks(seed: seed ^ salt)
            // Chunks of at most 64 rows keep each oracle image small.
            var remaining = count
            while remaining > 0 {
                let rows = min(64, (remaining + Self.columns - 1) / Self.columns)
                let blocks = random.blocks(rows * Self.columns, footprint: footprint)
                try compare(blocks, format: ASTCFormat(footprint: footprint, colourSpace: colourSpace), columns: Self.columns, rows: rows)
                remaining -= rows * Self.columns
            }
        }
    }

    /// Every texture among the snapshot fixtures (Tests/Fixtures/snapshots), as stored: row-major
    /// blocks, the expanded LZFSE stream, or the pre-tiled payload in stored order (one tall strip
    /// of tiles, as each tile decodes alone).
    @Test func fixtureTextures() throws {
        var compared = 0
        for url in try Self.snapshotFiles() {
            let data = try Data(contentsOf: url)
            guard let format = ImageFormat.detect(data), [.ktx, .aapl].contains(format) else { continue }
            let bytes = SnapshotBytes(data: data, format: format)
            var structure = SnapshotReading.emptyStructure(data, format: format)
            // Malformed fixtures that no container parser accepts hold no texture to compare.
            guard let texture = try? (format == .ktx ? KTX1Container.parse(bytes, recording: &structure)
                                                     : AppleSnapshotContainer.parse(bytes, recording: &structure)),
                  (try? ImageLimits().check(width: texture.width, height: texture.height)) != nil else { continue }
            let footprint = texture.format.footprint
            let needed = footprint.byteCount(width: texture.width, height: texture.height)
            let (blocks, width, height): ([UInt8], Int, Int)
            switch texture.layout {
            case .rowMajor:
                guard texture.data.count >= needed else { continue }
                (blocks, width, height) = (bytes.bytes(in: texture.data.prefix(needed)), texture.width, texture.height)
            case .lzfse:
                guard let expanded = try? SnapshotDecompression.expand(
                    bytes.bytes(in: texture.data), to: needed, rows: footprint.grid(width: texture.width, height: texture.height).rows,
                    format: format, size: (texture.width, texture.height, texture.format)) else { continue }
                (blocks, width, height) = (expanded.blocks, texture.width, texture.height)
            case .preTiled:
                let tiling = ASTCTiling(width: texture.width, height: texture.height, footprint: footprint)
                guard texture.data.count >= tiling.tiledByteCount else { continue }
                (blocks, width, height) = (bytes.bytes(in: texture.data.prefix(tiling.tiledByteCount)), tiling.tilePixels.width,
                                           tiling.tileCount * tiling.tilePixels.height)
            }
            guard ASTCOracle.colourSpaces.contains(texture.format.colourSpace) else { continue }
            try compare(blocks, format: texture.format, width: width, height: height, name: url.lastPathComponent)
            compared += 1
        }
        #expect(compared >= 20, "the fixtures hold at least 20 textures; \(compared) were compared")
    }

    private static func snapshotFiles() throws -> [URL] {
        let root = SnapshotFixtures.root
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "ktx" }.sorted { $0.path < $1.path }
    }

    /// Compares `rows` of `columns` blocks as a picture whose last column and row of blocks are
    /// cropped (by half a block across, and all but one texel down), so cropping is compared too.
    private func compare(_ blocks: [UInt8], format: ASTCFormat, columns: Int, rows: Int) throws {
        let footprint = format.footprint
        try compare(blocks, format: format, width: columns * footprint.blockWidth - footprint.blockWidth / 2,
                    height: (rows - 1) * footprint.blockHeight + 1, name: "random \(format)")
    }

    /// Decodes `blocks` with both decoders and records the first block where they differ.
    private func compare(_ blocks: [UInt8], format: ASTCFormat, width: Int, height: Int, name: String) throws {
        let reference = try ASTCOracle.decode(blocks: blocks, format: format, width: width, height: height)
        let decoded = try #require(ASTCDecoder(format: format, rounding: ASTCOracle.rounding).decode(blocks: blocks, width: width, height: height))
        guard decoded.rgba != reference else { return }
        let index = zip(decoded.rgba, reference).enumerated().first { $0.element.0 != $0.element.1 }!.offset
        let pixel = index / 4, (x, y) = (pixel % width, pixel / width)
        let columns = format.footprint.grid(width: width, height: height).columns
        let block = (y / format.footprint.blockHeight) * columns + x / format.footprint.blockWidth
        let hex = blocks[(block * 16)..<(block * 16 + 16)].map { String(format: "%02x", $0) }.joined()
        Issue.record("""
            \(name) (\(format)): pixel (\(x), \(y)) of block \(block) [\(hex)] is \
            \(Array(decoded.rgba[(pixel * 4)..<(pixel * 4 + 4)])), ARM decodes \(Array(reference[(pixel * 4)..<(pixel * 4 + 4)]))
            """)
    }
}
