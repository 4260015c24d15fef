import Foundation
import Testing
@testable import SnapGuardCore

/// The simulator tree's snapshots decode to the pictures they were made from, in every layout, and
/// broken files are refused with a reason.
@Suite struct SnapshotDecoderTests {
    static let simulatorLayouts: [(bundle: String, file: String, source: String)] =
        ["ktx-raw", "ktx-lzfse", "aapl-lzfs", "aapl-rowmajor", "aapl-tiled", "aapl-tiled-yeven"].map { ("com.snapguard.bank", "vn-bank-\($0).ktx", "vn-bank") }
        + ["ktx-raw", "ktx-lzfse", "aapl-lzfs", "aapl-rowmajor", "aapl-tiled"].map { ("com.snapguard.splash", "splash-\($0).ktx", "splash") }
        + [("com.snapguard.health", "health-ktx-lzfse.ktx", "health"), ("com.snapguard.health", "health-aapl-lzfs.ktx", "health"),
           ("com.snapguard.settings", "settings-aapl-lzfs.ktx", "settings"), ("com.snapguard.wallet", "balance-aapl-lzfs.ktx", "balance")]

    @Test("every simulator snapshot decodes to its source picture", arguments: simulatorLayouts)
    func decodesToTheSourcePicture(_ fixture: (bundle: String, file: String, source: String)) throws {
        let snapshot = try ImageReader().read(contentsOf: SnapshotFixtures.snapshot(fixture.bundle, fixture.file))
        let reference = try ImageReader().read(contentsOf: SnapshotFixtures.source(fixture.source))
        try #require(SnapshotFixtures.size(snapshot) == SnapshotFixtures.size(reference), "\(fixture.file)")
        #expect(SnapshotFixtures.meanError(snapshot.rgba, reference.rgba) < SnapshotFixtures.acceptedError, "\(fixture.file)")
    }

    @Test func downscaledCopyHasItsOwnSize() throws {
        let small = try ImageReader().read(contentsOf: SnapshotFixtures.snapshot("com.snapguard.wallet", "downscaled/balance-aapl-lzfs.ktx"))
        #expect(SnapshotFixtures.size(small) == [589, 1278])
    }

    @Test func mortonInterleaving() throws {
        #expect(ASTCTiling.interleave(even: 1, odd: 0) == 1)
        #expect(ASTCTiling.interleave(even: 0, odd: 1) == 2)
        #expect(ASTCTiling.interleave(even: 3, odd: 0) == 5)
        #expect(ASTCTiling.interleave(even: 2, odd: 3) == 0b1110)
        #expect(ASTCTiling.interleave(even: 31, odd: 31) == 1023)
        let tiling = ASTCTiling(width: 300, height: 200, footprint: .block4x4)  // 3 x 2 tiles
        #expect(tiling.tiles.across == 3)
        #expect(tiling.storedIndex(x: 33, y: 0, order: .xEven) == 1024 + 1)
        #expect(tiling.storedIndex(x: 0, y: 33, order: .xEven) == 3 * 1024 + 2)
        #expect(tiling.storedIndex(x: 0, y: 33, order: .yEven) == 3 * 1024 + 1)
        // 8x8 blocks: the same 32x32-block tiles cover 256 pixels a side.
        let wide = ASTCTiling(width: 300, height: 200, footprint: try #require(ASTCFootprint(blockWidth: 8, blockHeight: 8)))
        #expect(wide.tiles.across == 2 && wide.tiles.down == 1 && wide.tilePixels == (256, 256))
    }

    @Test func magicsAreRecognised() throws {
        #expect(ImageFormat.detect(try Data(contentsOf: SnapshotFixtures.snapshot("com.snapguard.bank", "vn-bank-aapl-rowmajor.ktx"))) == .aapl)
        #expect(ImageFormat.detect(try Data(contentsOf: SnapshotFixtures.snapshot("com.snapguard.bank", "vn-bank-ktx-raw.ktx"))) == .ktx)
    }

    /// The header's size is checked against the pixel limit before any pixel is allocated.
    @Test func pixelLimitAppliesToSnapshots() {
        let url = SnapshotFixtures.snapshot("com.snapguard.bank", "vn-bank-aapl-tiled.ktx")
        #expect(throws: ImageError.tooLarge(width: 750, height: 1334, limit: 750 * 1334 - 1)) {
            try ImageReader(limits: ImageLimits(maxPixels: 750 * 1334 - 1)).read(contentsOf: url)
        }
    }

    static let malformedCases: [(String, String)] = [
        ("truncated-aapl.ktx", "past the end"),
        ("truncated-ktx.ktx", "shorter than the 64-byte KTX header"),
        ("truncated-ktx-data.ktx", "the image data"),
        ("wrong-magic.ktx", "not an image"),
        ("ktx-unknown-format.ktx", "unknown internal format 0x8C02"),
        ("aapl-unknown-format.ktx", "unknown internal format 0x8C02"),
        ("chunk-past-end.ktx", "chunk 'LZFS' at offset"),
        ("chunk-wraps.ktx", "claims 4294967288 bytes"),
        ("dims-vs-data-aapl.ktx", "holds 15360 bytes of blocks, but 96x224 in ASTC 4x4 blocks needs 21504 (row-major)"),
        ("dims-vs-data-ktx.ktx", "holds 15360 bytes of blocks, but 192x160 in ASTC 4x4 blocks needs 30720 (row-major)"),
        ("no-head.ktx", "no HEAD chunk"),
        ("ktx-huge-dims.ktx", "image is 4294967295x4294967295 pixels, over the limit"),
        ("aapl-huge-dims.ktx", "image is 4294967295x4294967295 pixels, over the limit"),
        ("lzfse-over-expansion.ktx", "the LZFSE stream expands past the 3840 bytes that 48x80 in ASTC 4x4 blocks needs"),
        ("lzfse-column-too-many.ktx", "the LZFSE stream expands past the 14720 bytes that 92x160 in ASTC 4x4 blocks needs"),
        ("lzfse-short.ktx", "the LZFSE stream holds 15360 bytes of blocks, but 96x320 in ASTC 4x4 blocks needs 30720"),
        ("astc-short-of-tiles.ktx", "holds 16384 bytes of blocks, but 96x160 in ASTC 4x4 blocks needs 32768 (pre-tiled: 2 whole tiles"),
        ("astc-rowmajor-blocks.ktx", "holds 15360 bytes of blocks, but 96x160 in ASTC 4x4 blocks needs 32768 (pre-tiled"),
        ("astc-undecidable.ktx", "cannot tell which way the Morton order runs inside the tiles"),
        ("astc-word-past-chunk.ktx", "chunk 'ASTC' says it holds 15376 bytes of blocks, but only 15360 follow its length word"),
        ("yuv-420f.ktx", "a 420f (YUV 4:2:0) picture"),
        ("ktx-orientation-unknown.ktx", "KTXorientation is 'S=r,T=sideways'"),
    ]

    /// Each malformed file is refused with a one-line reason that says what is wrong.
    @Test(arguments: malformedCases)
    func malformedSnapshotIsRefusedWithAReason(_ name: String, _ fragment: String) {
        do {
            _ = try ImageReader().read(contentsOf: SnapshotFixtures.malformed(name))
            Issue.record("\(name) decoded")
        } catch {
            let message = String(describing: error)
            #expect(message.contains(fragment), "\(name): \(message)")
            #expect(!message.contains("\n"), "\(name): one line")
        }
    }

    @Test func everyMalformedFixtureIsListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SnapshotFixtures.root.appendingPathComponent("malformed").path)
        #expect(Set(files) == Set(Self.malformedCases.map(\.0)))
    }

    /// Every prefix of a valid snapshot is refused, never read as a picture, and never crashes.
    @Test(arguments: ["vn-bank-aapl-tiled.ktx", "vn-bank-aapl-rowmajor.ktx", "vn-bank-ktx-raw.ktx", "vn-bank-aapl-lzfs.ktx"])
    func everyTruncationIsRefused(_ file: String) throws {
        let data = try Data(contentsOf: SnapshotFixtures.snapshot("com.snapguard.bank", file))
        for length in Array(stride(from: 0, to: data.count, by: 997)) + [data.count - 1] {
            #expect(throws: ImageError.self, "\(file) cut to \(length)") { try ImageReader().decode(data.prefix(length)) }
        }
    }
}
