import Foundation
import XCTest
@testable import SnapGuardCore

final class SnapshotDecoderTests: XCTestCase {
    /// Mean absolute difference per colour channel (R, G, B) of two equally sized RGBA pictures.
    private func meanError(_ a: [UInt8], _ b: [UInt8]) -> Double {
        precondition(a.count == b.count)
        var total = 0
        for i in 0..<a.count where i % 4 != 3 { total += abs(Int(a[i]) - Int(b[i])) }
        return Double(total) / Double(a.count / 4 * 3)
    }

    private func assertMatchesSource(_ bundle: String, _ file: String, source: String, file line: StaticString = #filePath, _ l: UInt = #line) throws {
        let snapshot = try ImageReader().read(contentsOf: SnapshotFixtures.snapshot(bundle, file))
        let reference = try ImageReader().read(contentsOf: SnapshotFixtures.source(source))
        XCTAssertEqual([snapshot.width, snapshot.height], [reference.width, reference.height], file, file: line, line: l)
        guard snapshot.width == reference.width, snapshot.height == reference.height else { return }
        XCTAssertLessThan(meanError(snapshot.rgba, reference.rgba), 1.0, "\(file): mean error against the source PNG", file: line, line: l)
    }

    /// The uncompressed layouts decode to the picture that was encoded.
    func testRawLayoutsDecodeToTheSourcePicture() throws {
        for layout in ["ktx-raw", "aapl-linear", "aapl-tiled", "aapl-tiled-yeven"] {
            try assertMatchesSource("com.snapguard.bank", "vn-bank-\(layout).ktx", source: "vn-bank")
        }
        for layout in ["ktx-raw", "aapl-linear", "aapl-tiled"] {
            try assertMatchesSource("com.snapguard.splash", "splash-\(layout).ktx", source: "splash")
        }
    }

    /// The compressed layouts (KTX with Compression_APPLE, AAPL LZFS) decode too, at full size and
    /// downscaled, and the @3x snapshot.
    func testCompressedLayoutsDecodeToTheSourcePicture() throws {
        try assertMatchesSource("com.snapguard.bank", "vn-bank-ktx-lzfse.ktx", source: "vn-bank")
        try assertMatchesSource("com.snapguard.bank", "vn-bank-aapl-lzfs.ktx", source: "vn-bank")
        try assertMatchesSource("com.snapguard.splash", "splash-ktx-lzfse.ktx", source: "splash")
        try assertMatchesSource("com.snapguard.splash", "splash-aapl-lzfs.ktx", source: "splash")
        try assertMatchesSource("com.snapguard.health", "health-ktx-lzfse.ktx", source: "health")
        try assertMatchesSource("com.snapguard.settings", "settings-aapl-lzfs.ktx", source: "settings")
        try assertMatchesSource("com.snapguard.wallet", "balance-aapl-lzfs.ktx", source: "balance")
        let small = try ImageReader().read(contentsOf: SnapshotFixtures.snapshot("com.snapguard.wallet", "downscaled/balance-aapl-lzfs.ktx"))
        XCTAssertEqual([small.width, small.height], [589, 1278])
    }

    /// Tiles read in the wrong Morton order (or not de-tiled at all) scramble the picture: the
    /// smoothness rule must tell them apart, and the scrambled reading must be far from the source.
    func testTiledBlocksAreOrderedByEdgeSmoothness() throws {
        let data = try Data(contentsOf: SnapshotFixtures.snapshot("com.snapguard.bank", "vn-bank-aapl-tiled.ktx"))
        let texture = try AppleSnapshotContainer.parse(SnapshotBytes(data: data, format: .aapl))
        guard case .appleRaw(let range) = texture.payload else { return XCTFail("expected a raw payload") }
        let tiling = ASTCTiling(width: texture.width, height: texture.height, footprint: texture.format.footprint)
        XCTAssertEqual(tiling.candidates(byteCount: range.count), [.tiledXEven, .tiledYEven], "750x1334 is not whole tiles, so row-major is ruled out by size")
        let blocks = SnapshotBytes(data: data, format: .aapl).bytes(in: range)
        let decoded = try XCTUnwrap(ASTCDecoder(format: texture.format).decode(
            blocks: blocks, width: ASTCTiling.DecodedStrip.width(.block4x4),
            height: ASTCTiling.DecodedStrip.height(blockCount: blocks.count / 16, .block4x4)))
        let strip = ASTCTiling.DecodedStrip(rgba: decoded.rgba, footprint: .block4x4)
        let right = tiling.seamScore(strip, order: .tiledXEven), wrong = tiling.seamScore(strip, order: .tiledYEven)
        XCTAssertLessThan(right * 3, wrong, "the order the fixture was written in meets far more smoothly")

        let reference = try ImageReader().read(contentsOf: SnapshotFixtures.source("vn-bank"))
        let scrambledRGBA = tiling.arrange(strip, order: .tiledYEven)
        XCTAssertGreaterThan(meanError(scrambledRGBA, reference.rgba), 10,
                             "the wrong order is visibly different, so the closeness test above can fail")
    }

    func testMortonInterleaving() {
        XCTAssertEqual(ASTCTiling.interleave(even: 1, odd: 0), 1)
        XCTAssertEqual(ASTCTiling.interleave(even: 0, odd: 1), 2)
        XCTAssertEqual(ASTCTiling.interleave(even: 3, odd: 0), 5)
        XCTAssertEqual(ASTCTiling.interleave(even: 2, odd: 3), 0b1110)
        XCTAssertEqual(ASTCTiling.interleave(even: 31, odd: 31), 1023)
        let tiling = ASTCTiling(width: 300, height: 200, footprint: .block4x4)  // 3 x 2 tiles
        XCTAssertEqual(tiling.tiles.across, 3)
        XCTAssertEqual(tiling.storedIndex(x: 33, y: 0, order: .tiledXEven), 1024 + 1)
        XCTAssertEqual(tiling.storedIndex(x: 0, y: 33, order: .tiledXEven), 3 * 1024 + 2)
        XCTAssertEqual(tiling.storedIndex(x: 0, y: 33, order: .tiledYEven), 3 * 1024 + 1)
    }

    /// A picture whose sides are whole tiles has the same byte count row-major and tiled; all three
    /// orders are candidates then, and a row-major payload must still come out right.
    func testWholeTileSizeConsidersRowMajorToo() {
        XCTAssertEqual(ASTCTiling(width: 256, height: 128, footprint: .block4x4).candidates(byteCount: 64 * 32 * 16), [.rowMajor, .tiledXEven, .tiledYEven])
        XCTAssertNil(ASTCTiling(width: 256, height: 128, footprint: .block4x4).candidates(byteCount: 64 * 32 * 16 - 16))
    }

    func testAAPLMagicIsRecognised() throws {
        let data = try Data(contentsOf: SnapshotFixtures.snapshot("com.snapguard.bank", "vn-bank-aapl-linear.ktx"))
        XCTAssertEqual(ImageFormat.detect(data), .aapl)
        let ktx = try Data(contentsOf: SnapshotFixtures.snapshot("com.snapguard.bank", "vn-bank-ktx-raw.ktx"))
        XCTAssertEqual(ImageFormat.detect(ktx), .ktx)
    }

    /// The header's size is checked against the pixel limit before any pixel is allocated.
    func testPixelLimitAppliesToSnapshots() throws {
        let url = SnapshotFixtures.snapshot("com.snapguard.bank", "vn-bank-aapl-tiled.ktx")
        XCTAssertThrowsError(try ImageReader(limits: ImageLimits(maxPixels: 750 * 1334 - 1)).read(contentsOf: url)) { error in
            XCTAssertEqual(error as? ImageError, .tooLarge(width: 750, height: 1334, limit: 750 * 1334 - 1))
        }
    }

    /// Each malformed file is refused with a one-line reason that says what is wrong.
    func testMalformedSnapshotsAreRefusedWithAReason() {
        let expectations: [(String, String)] = [
            ("truncated-aapl.ktx", "past the end"),
            ("truncated-ktx.ktx", "shorter than the 64-byte KTX header"),
            ("truncated-ktx-data.ktx", "the image data"),
            ("wrong-magic.ktx", "not an image"),
            ("ktx-astc-8x8.ktx", "in ASTC 8x8 blocks needs"),  // 8x8 is read; these blocks are sized for 4x4
            ("ktx-unknown-format.ktx", "unknown internal format 0x8C02"),
            ("aapl-unknown-format.ktx", "unknown internal format 0x8C02"),
            ("chunk-past-end.ktx", "chunk 'LZFS' at offset"),
            ("chunk-wraps.ktx", "claims 4294967288 bytes"),
            ("dims-vs-data-aapl.ktx", "but 96x224 needs"),
            ("dims-vs-data-ktx.ktx", "but 192x160 in ASTC 4x4 blocks needs"),
            ("no-head.ktx", "no HEAD chunk"),
            ("ktx-huge-dims.ktx", "image is 4294967295x4294967295 pixels, over the limit"),
            ("aapl-huge-dims.ktx", "image is 4294967295x4294967295 pixels, over the limit"),
            ("lzfse-over-expansion.ktx", "the LZFSE stream expands past the 3840 bytes that 48x80"),
            ("lzfse-short.ktx", "the LZFSE stream holds 15360 bytes of blocks, but 96x320 needs 30720"),
        ]
        for (name, fragment) in expectations {
            XCTAssertThrowsError(try ImageReader().read(contentsOf: SnapshotFixtures.malformed(name)), name) { error in
                let message = String(describing: error)
                XCTAssertTrue(message.contains(fragment), "\(name): \(message)")
                XCTAssertFalse(message.contains("\n"), "\(name): one line")
            }
        }
    }

    /// Every prefix of a valid snapshot is refused, never read as a picture, and never crashes.
    func testEveryTruncationIsRefused() throws {
        for file in ["vn-bank-aapl-tiled.ktx", "vn-bank-ktx-raw.ktx"] {
            let data = try Data(contentsOf: SnapshotFixtures.snapshot("com.snapguard.bank", file))
            for length in stride(from: 0, to: data.count, by: 997) + [data.count - 1] {
                XCTAssertThrowsError(try ImageReader().decode(data.prefix(length)), "\(file) cut to \(length)")
            }
        }
    }
}
