import Testing
@testable import SnapGuardCore

/// The random blocks of `ASTCDifferentialTests` reach every path of the decoder: legal blocks of
/// every partition count, with two weight planes, of every LDR endpoint mode, legal void extents,
/// and damage of every kind. Without this, a differential test could pass on blocks that are
/// nearly all errors.
struct ASTCRandomCorpusTests {
    @Test(arguments: [ASTCFootprint.block4x4, ASTCFootprint(blockWidth: 8, blockHeight: 6)!, ASTCFootprint(blockWidth: 12, blockHeight: 12)!])
    func randomBlocksReachEveryPath(footprint: ASTCFootprint) throws {
        var random = ASTCRandomBlocks(seed: 42)
        let count = 12_000
        let blocks = random.blocks(count, footprint: footprint)
        let image = try #require(ASTCDecoder(format: ASTCFormat(footprint: footprint, colourSpace: .linear))
            .decode(blocks: blocks, width: footprint.blockWidth * count, height: footprint.blockHeight))
        var intact: [ASTCRandomBlocks.Kind] = [], damaged: [ASTCRandomBlocks.Kind] = []
        for (index, kind) in random.kinds.enumerated() {
            if image.damage.contains(index) { damaged.append(kind) } else { intact.append(kind) }
        }
        var partitionCounts: Set<Int> = [], endpointModes: Set<Int> = []
        var dualPlane = 0, voidExtents = 0, modeBlocks = 0
        for case .mode(let partitions, let dual, let modes) in intact {
            modeBlocks += 1
            partitionCounts.insert(partitions)
            endpointModes.formUnion(modes)
            if dual { dualPlane += 1 }
        }
        for case .voidExtent(false) in intact { voidExtents += 1 }
        #expect(partitionCounts == [1, 2, 3, 4])
        #expect(endpointModes == [0, 1, 4, 5, 6, 8, 9, 10, 12, 13], "every LDR endpoint mode, and no HDR one, decodes intact")
        #expect(dualPlane > 100 && voidExtents > 300, "\(dualPlane) dual-plane blocks, \(voidExtents) void extents")
        #expect(modeBlocks > count / 2, "most blocks are legal: \(modeBlocks) of \(count)")
        // Damage of every kind.
        #expect(damaged.contains(.raw))
        #expect(damaged.contains(.voidExtent(hdr: true)) && damaged.contains(.voidExtent(hdr: false)))
        #expect(damaged.contains { if case .mode(_, _, let modes) = $0 { modes.contains { [2, 3, 7, 11, 14, 15].contains($0) } } else { false } })
        #expect(!intact.contains(.voidExtent(hdr: true)), "an HDR void extent is never intact")
    }
}
