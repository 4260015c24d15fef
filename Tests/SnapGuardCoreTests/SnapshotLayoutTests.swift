import Foundation
import Testing
@testable import SnapGuardCore

/// Snapshots as iOS 17, 18 and 26 write them (Scripts/render_snapshot_fixtures.py follows ImageIO's
/// writer): the tag decides the layout, pre-tiled blocks are put in order from the pixels only for
/// the one thing the tag leaves open, and lengths, tails, orientation and block sizes are read.
@Suite struct SnapshotLayoutTests {
    /// (fixture, source, the Morton order the script wrote it in)
    static let ios26: [(String, String, ASTCTiling.Order)] = [
        ("profile-828x1792", "profile-828x1792", .xEven), ("card-1170x2532", "card-1170x2532", .yEven),
        ("balance-1179x2556", "balance-1179x2556", .xEven), ("profile-turned-1792x828", "profile-turned-1792x828", .yEven),
    ]
    static let variants = ["vn-bank-ktx-raw-tail", "vn-bank-ktx-lzfse-word-compressed", "vn-bank-ktx-bottom-up",
                           "vn-bank-aapl-lzfs-word-expanded", "vn-bank-aapl-lzfs-excess", "vn-bank-aapl-rowmajor-tail",
                           "vn-bank-aapl-tiled-tail", "vn-bank-aapl-tiled-word-tail"]

    private func expectMatchesSource(_ url: URL, _ source: String) throws {
        let snapshot = try ImageReader().read(contentsOf: url)
        let reference = try ImageReader().read(contentsOf: SnapshotFixtures.source(source))
        try #require(SnapshotFixtures.size(snapshot) == SnapshotFixtures.size(reference), "\(url.lastPathComponent)")
        #expect(SnapshotFixtures.meanError(snapshot.rgba, reference.rgba) < SnapshotFixtures.acceptedError, "\(url.lastPathComponent)")
    }

    @Test("iOS 26 raw pre-tiled snapshots decode to their source", arguments: ios26)
    func preTiledDecodesToItsSource(_ name: String, _ source: String, _ written: ASTCTiling.Order) throws {
        try expectMatchesSource(SnapshotFixtures.ios26(name), source)
        let structure = try SnapshotFixtures.structure(SnapshotFixtures.ios26(name))
        let tiling = try #require(structure.tiling)
        #expect(tiling.order == written.rawValue, "the order the fixture was written in")
        #expect(tiling.margin >= 0.5, "real screens are decided by a wide margin: \(tiling.margin)")
        #expect(structure.payload?.layout.hasPrefix("pre-tiled") == true)
    }

    @Test("each variant of one screen decodes to it", arguments: variants)
    func variantDecodesToItsSource(_ name: String) throws {
        try expectMatchesSource(SnapshotFixtures.variant(name), "vn-bank")
    }

    /// The files follow ImageIO's writer: HEAD of 84 bytes, FILL up to the alignment (256 bytes,
    /// 16 KiB for pre-tiled), the picture chunk, END with size 0.
    @Test(arguments: ["ios26/profile-828x1792.ktx", "ios26/card-1170x2532.ktx", "variants/vn-bank-aapl-rowmajor-tail.ktx",
                      "CoreSimulator/Devices/5A7C1E2B-8D34-4F6A-9B21-3C0D4E5F6A71/data/Containers/Data/Application/0B1E6C57-3F0A-4C55-8E1F-7D2A9C4B1001/Library/SplashBoard/Snapshots/sceneID:com.snapguard.bank-default/vn-bank-aapl-lzfs.ktx"])
    func chunksAreRecordedAsWritten(_ path: String) throws {
        let structure = try SnapshotFixtures.structure(SnapshotFixtures.root.appendingPathComponent(path))
        #expect(structure.parts.map(\.name) == ["HEAD", "FILL", structure.parts[2].name, "END "])
        #expect(structure.parts[0].size == 84 && structure.parts[3].size == 0)
        let payload = try #require(structure.payload)
        #expect(payload.dataOffset % (payload.layout.hasPrefix("pre-tiled") ? 16384 : 256) == 0, "\(payload.dataOffset)")
        #expect(structure.error == nil)
    }

    /// `ASTC` means row-major and `astc` pre-tiled, whatever the sizes would allow: the same blocks
    /// read under the other tag come out scrambled, so the tag, not a guess, must decide.
    @Test func theTagDecidesTheLayout() throws {
        var data = try Data(contentsOf: SnapshotFixtures.ios26("profile-828x1792"))
        let structure = try SnapshotFixtures.structure(SnapshotFixtures.ios26("profile-828x1792"))
        let tag = try #require(structure.parts.first { $0.name == "astc" })
        data.replaceSubrange((tag.offset + 4)..<(tag.offset + 8), with: Array("ASTC".utf8))
        let retagged = try #require(SnapshotDecoder().inspect(data))
        #expect(retagged.payload?.layout == "row-major")
        #expect(retagged.payload?.tailBytes == tag.size - 4 - 207 * 448 * 16, "the tiles' padding is a tail to a row-major reader")
        let scrambled = try ImageReader().decode(data)
        let reference = try ImageReader().read(contentsOf: SnapshotFixtures.source("profile-828x1792"))
        #expect(SnapshotFixtures.meanError(scrambled.rgba, reference.rgba) > 10 * SnapshotFixtures.acceptedError,
                "read in the wrong layout, the picture is far from its source: the closeness tests above would fail")
    }

    /// Forced into the other Morton order, each pre-tiled fixture is far from its source: the
    /// closeness test catches a scrambled picture, and the decision is what keeps it away.
    @Test(arguments: ios26)
    func theWrongMortonOrderIsCaught(_ name: String, _ source: String, _ written: ASTCTiling.Order) throws {
        let url = SnapshotFixtures.ios26(name)
        let data = try Data(contentsOf: url)
        var structure = SnapshotReading.emptyStructure(data, format: .aapl)
        let texture = try AppleSnapshotContainer.parse(SnapshotBytes(data: data, format: .aapl), recording: &structure)
        let tiling = ASTCTiling(width: texture.width, height: texture.height, footprint: texture.format.footprint)
        let bytes = SnapshotBytes(data: data, format: .aapl)
        let decodeTile = { (tile: Int) throws(ImageError) -> ASTCDecodedImage in
            let start = texture.data.lowerBound + tile * ASTCTiling.bytesPerTile
            return ASTCDecoder(format: texture.format).decode(blocks: bytes.bytes(in: start..<(start + ASTCTiling.bytesPerTile)), width: 128, height: 128)!
        }
        let wrong: ASTCTiling.Order = written == .xEven ? .yEven : .xEven
        let reference = try ImageReader().read(contentsOf: SnapshotFixtures.source(source))
        func arranged(_ order: ASTCTiling.Order) throws -> [UInt8] {
            var canvas = try #require(RGBACanvas(width: texture.width, height: texture.height))
            try tiling.arrange(order: order, pixels: { (tile: Int) throws(ImageError) -> [UInt8] in try decodeTile(tile).rgba }) { run, x, y in
                canvas.write(run, x: x, y: y)
            }
            return canvas.rgba
        }
        let right = try arranged(written)
        let scrambled = try arranged(wrong)
        #expect(SnapshotFixtures.meanError(right, reference.rgba) < SnapshotFixtures.acceptedError)
        #expect(SnapshotFixtures.meanError(scrambled, reference.rgba) > 10 * SnapshotFixtures.acceptedError)
        let decision = try tiling.decide(decodeTile: decodeTile)
        #expect(decision.order == written)
        #expect(decision.roughness[written]! * 2 < decision.roughness[wrong]!)
    }

    /// A damaged block never lets a damaged picture read as intact through the Morton order. Each
    /// case is one tile of text (x-even) read as a 64x128 picture, 16 of its 32 block columns, with
    /// the blocks zeroed that x-even shows and y-even would keep in the padding. Damaged blocks have
    /// no say in the decision, so it rests on the intact blocks both orders show: tile 30's still
    /// pick x-even, which shows the damage; tile 77's are blank, the same both ways, and y-even
    /// shows fewer damaged blocks, but would hide them in padding whose other blocks are intact
    /// (so the damage is placed as x-even shows it); tile 35's cannot tell. Every one is refused.
    @Test(arguments: [(30, "x-even"), (77, "y-even"), (35, nil)] as [(Int, String?)])
    func damageCannotHideInThePadding(_ tile: Int, _ decided: String?) throws {
        var data = try Data(contentsOf: SnapshotFixtures.ios26("profile-828x1792"))
        let structure = try SnapshotFixtures.structure(SnapshotFixtures.ios26("profile-828x1792"))
        let head = try #require(structure.parts.first { $0.name == "HEAD" }).offset + 8
        let blocks = try #require(structure.payload).dataOffset
        func put(_ value: Int, at offset: Int) { for i in 0..<4 { data[offset + i] = UInt8(value >> (8 * i) & 0xFF) } }
        put(64, at: head + 0x18)
        put(128, at: head + 0x1C)
        put(ASTCTiling.bytesPerTile, at: blocks - 4)
        data.replaceSubrange(blocks..<(blocks + ASTCTiling.bytesPerTile),
                             with: data[(blocks + tile * ASTCTiling.bytesPerTile)..<(blocks + (tile + 1) * ASTCTiling.bytesPerTile)])
        let hidden = Set((0..<32).flatMap { y in (0..<16).map { ASTCTiling.localIndex(x: $0, y: y, order: .xEven) } })
            .subtracting((0..<32).flatMap { y in (0..<16).map { ASTCTiling.localIndex(x: $0, y: y, order: .yEven) } })
        #expect(hidden.count == 256)
        let intact = try #require(SnapshotDecoder().inspect(data))
        #expect(intact.error == nil && intact.tiling?.order == "x-even", "undamaged, the tile reads x-even: \(intact.error ?? "")")
        for index in hidden { data.replaceSubrange((blocks + index * 16)..<(blocks + index * 16 + 16), with: [UInt8](repeating: 0, count: 16)) }

        let damaged = try #require(SnapshotDecoder().inspect(data))
        #expect(damaged.tiling?.order == decided)
        #expect(damaged.tiling?.damagedXEven == 256 && damaged.tiling?.damagedYEven == 0)
        do {
            _ = try ImageReader().decode(data)
            Issue.record("tile \(tile): a picture with 256 damaged blocks decoded")
        } catch .damaged(_, let message) {
            #expect(decided != nil && message.hasPrefix("256 of 512 ASTC blocks are damaged") && message.contains("in rows 64–127"), "\(message)")
            #expect((decided == "y-even") == message.contains("placed in x-even Morton order"), "\(message)")
        } catch {
            #expect(decided == nil && error.description.contains("cannot tell which way"), "\(error)")
        }
    }

    /// When the two orders give the same picture, either is right; when they differ but are as
    /// rough as each other, nothing is decided.
    @Test func identicalAndUndecidedTilings() throws {
        let tiling = ASTCTiling(width: 128, height: 128, footprint: .block4x4)
        // A grey ramp by block index along a diagonal: symmetric, so both orders give the same picture.
        let symmetric = { (_: Int) throws(ImageError) -> ASTCDecodedImage in
            var tile = [UInt8](repeating: 255, count: 128 * 128 * 4)
            for y in 0..<32 { for x in 0..<32 {
                let stored = ASTCTiling.localIndex(x: x, y: y, order: .xEven)
                let value = UInt8((x + y) * 4)
                for py in 0..<4 { for px in 0..<4 { for c in 0..<3 {
                    tile[(((stored / 32) * 4 + py) * 128 + (stored % 32) * 4 + px) * 4 + c] = value
                } } }
            } }
            return ASTCDecodedImage(width: 128, height: 128, rgba: tile, damage: ASTCDamage(blockCount: 1024))
        }
        let agreeing = try tiling.decide(decodeTile: symmetric)
        #expect(agreeing.identical && agreeing.order == .xEven)
        let undecided = try #require(SnapshotDecoder().inspect(try Data(contentsOf: SnapshotFixtures.malformed("astc-undecidable.ktx"))))
        let record = try #require(undecided.tiling)
        #expect(!record.decided && record.order == nil && record.margin < ASTCTiling.marginNeeded)
        #expect(undecided.error?.contains("margin") == true)
        #expect(undecided.error?.contains("damaged") == false)
        // With damaged blocks too, the error says how many the picture shows whichever way it runs.
        var data = try Data(contentsOf: SnapshotFixtures.malformed("astc-undecidable.ktx"))
        let start = try #require(undecided.payload).dataOffset
        data.replaceSubrange(start..<(start + 10 * 16), with: [UInt8](repeating: 0, count: 10 * 16))
        let damaged = try #require(SnapshotDecoder().inspect(data))
        #expect(damaged.tiling?.decided == false)
        #expect(damaged.error?.hasSuffix("so the picture would come out scrambled; either way, 10 of its 1,024 ASTC blocks are damaged") == true,
                "\(damaged.error ?? "")")
    }

    /// Both meanings of the length word before an LZFSE stream are read (the stream runs to its
    /// bvx$ block), and inspection says which it was.
    @Test(arguments: [
        ("CoreSimulator/Devices/5A7C1E2B-8D34-4F6A-9B21-3C0D4E5F6A71/data/Containers/Data/Application/0B1E6C57-3F0A-4C55-8E1F-7D2A9C4B1001/Library/SplashBoard/Snapshots/sceneID:com.snapguard.bank-default/vn-bank-aapl-lzfs.ktx", "the compressed length"),
        ("variants/vn-bank-aapl-lzfs-word-expanded.ktx", "the expanded length"),
        ("CoreSimulator/Devices/5A7C1E2B-8D34-4F6A-9B21-3C0D4E5F6A71/data/Containers/Data/Application/0B1E6C57-3F0A-4C55-8E1F-7D2A9C4B1001/Library/SplashBoard/Snapshots/sceneID:com.snapguard.bank-default/vn-bank-ktx-lzfse.ktx", "the expanded length"),
        ("variants/vn-bank-ktx-lzfse-word-compressed.ktx", "the compressed length"),
    ])
    func lengthWordMeanings(_ path: String, _ meaning: String) throws {
        let structure = try SnapshotFixtures.structure(SnapshotFixtures.root.appendingPathComponent(path))
        #expect(structure.error == nil)
        #expect(structure.payload?.lengthWordMeaning == meaning)
        #expect(structure.payload?.compressed == true)
    }

    /// Alignment tails and LZFSE output past the blocks are ignored, and counted.
    @Test(arguments: [("vn-bank-ktx-raw-tail", 4096), ("vn-bank-aapl-lzfs-excess", 256), ("vn-bank-aapl-tiled-word-tail", 12288),
                      ("vn-bank-aapl-rowmajor-tail", 0), ("vn-bank-aapl-tiled-tail", 0)])
    func tailsAreCounted(_ name: String, _ tail: Int) throws {
        let structure = try SnapshotFixtures.structure(SnapshotFixtures.variant(name))
        #expect(structure.error == nil)
        #expect(structure.payload?.tailBytes == tail)
        if tail == 0 {
            // The tail is after the block data the length word counts, inside the chunk.
            let picture = try #require(structure.parts.first { ["ASTC", "astc"].contains($0.name) })
            #expect(picture.size - 4 > structure.payload!.dataBytes)
        }
    }

    @Test func orientationIsHonoured() throws {
        let structure = try SnapshotFixtures.structure(SnapshotFixtures.variant("vn-bank-ktx-bottom-up"))
        #expect(structure.orientation == "S=r,T=u")
        let stored = SnapshotOrientation(ktxValue: "S=l,T=u")
        #expect(stored == SnapshotOrientation(ktxValue: "T=u,S=l,R=i"))
        // 2x2: columns and rows both run backwards.
        var canvas = OrientedCanvas(canvas: try #require(RGBACanvas(width: 2, height: 2)), width: 2, height: 2, orientation: try #require(stored))
        let rows: [[UInt8]] = [[1, 1, 1, 1, 2, 2, 2, 2], [3, 3, 3, 3, 4, 4, 4, 4]]
        for (y, row) in rows.enumerated() { row.withUnsafeBufferPointer { canvas.write($0, x: 0, y: y) } }
        #expect(canvas.canvas.rgba == [4, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1])
        // A run in the middle of a row lands mirrored.
        var wide = OrientedCanvas(canvas: try #require(RGBACanvas(width: 3, height: 1)), width: 3, height: 1, orientation: try #require(SnapshotOrientation(ktxValue: "S=l")))
        [UInt8]([5, 5, 5, 5, 6, 6, 6, 6]).withUnsafeBufferPointer { wide.write($0, x: 0, y: 0) }
        #expect(wide.canvas.rgba == [0, 0, 0, 0, 6, 6, 6, 6, 5, 5, 5, 5])
        #expect(SnapshotOrientation(ktxValue: "S=r,T=x") == nil)
    }

    /// The 8x8 fixture names its block size and decodes to its source.
    @Test func eightByEightBlocks() throws {
        let structure = try SnapshotFixtures.structure(SnapshotFixtures.variant("balance-aapl-8x8"))
        #expect(structure.blockSize == "8x8")
        #expect(structure.pixelFormat?.hasPrefix("ASTC 8x8 (0x93B7)") == true)
        #expect(structure.payload?.blockBytesNeeded == 148 * 320 * 16)
        try expectMatchesSource(SnapshotFixtures.variant("balance-aapl-8x8"), "balance")
    }

    @Test func everyASTCInternalFormatIsNamed() throws {
        #expect(try SnapshotPixelFormat.astc(0x93B0, in: .aapl) == .rgba4x4)
        #expect(try SnapshotPixelFormat.astc(0x93BD, in: .aapl).footprint == ASTCFootprint(blockWidth: 12, blockHeight: 12))
        #expect(try SnapshotPixelFormat.astc(0x93D7, in: .ktx).description == "sRGB ASTC 8x8")
        #expect(throws: ImageError.self) { try SnapshotPixelFormat.astc(0x93BE, in: .aapl) }
        #expect(throws: ImageError.self) { try SnapshotPixelFormat.astc(0x93CF, in: .aapl) }
        #expect(SnapshotPixelFormat.name(0x93D7) == "sRGB ASTC 8x8 (0x93D7)")
        #expect(SnapshotPixelFormat.name(SnapshotPixelFormat.yuv420f) == "420f (0x66303234)")
    }

    /// Inspection shows structure, never pixels: its size does not grow with the picture, and no
    /// run of the block data appears in it.
    @Test func inspectionHoldsNoPixelData() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: SnapshotFixtures.root.path).filter { $0.hasSuffix(".ktx") }
        #expect(files.count > 60)
        let encoder = JSONEncoder()
        for file in files {
            let data = try Data(contentsOf: SnapshotFixtures.root.appendingPathComponent(file))
            guard ImageFormat.detect(data) != nil else { continue }  // malformed/wrong-magic.ktx
            let structure = try #require(SnapshotDecoder().inspect(data), "\(file)")
            let json = String(decoding: try encoder.encode(structure), as: UTF8.self)
            #expect(json.utf8.count < 8192, "\(file): \(json.utf8.count) bytes")
            if let payload = structure.payload, payload.dataBytes >= 64 {
                let sample = data[(payload.dataOffset + 32)..<(payload.dataOffset + 40)].map { String(format: "%02x", $0) }.joined(separator: " ")
                #expect(!json.contains(sample), "\(file)")
            }
        }
    }
}
