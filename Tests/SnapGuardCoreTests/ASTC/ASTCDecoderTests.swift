import Testing
@testable import SnapGuardCore

/// SnapGuard's ASTC decoder on hand-made blocks whose meaning the specification fixes: the
/// formats it names, reserved and HDR encodings (damage) against a legal constant colour (not
/// damage), and the damage report. `ASTCDifferentialTests` compares everything else with ARM's decoder.
struct ASTCDecoderTests {
    /// A picture of `blocks` side by side in one row of `footprint` blocks.
    private func decode(_ blocks: [[UInt8]], _ format: ASTCFormat = .rgba4x4, rounding: ASTCRounding = .specification) throws -> ASTCDecodedImage {
        let footprint = format.footprint
        return try #require(ASTCDecoder(format: format, rounding: rounding).decode(blocks: blocks.flatMap { $0 }, width: footprint.blockWidth * blocks.count,
                                                               height: footprint.blockHeight))
    }

    /// The pixels of block `index` of a one-row picture.
    private func pixels(_ image: ASTCDecodedImage, block index: Int, _ footprint: ASTCFootprint = .block4x4) -> Set<[UInt8]> {
        var seen: Set<[UInt8]> = []
        for y in 0..<footprint.blockHeight {
            for x in (index * footprint.blockWidth)..<((index + 1) * footprint.blockWidth) {
                let at = (y * image.width + x) * 4
                seen.insert(Array(image.rgba[at..<(at + 4)]))
            }
        }
        return seen
    }

    /// A 2D void extent without an extent, of the 16-bit colour `rgba`; `hdr` sets the HDR bit.
    private func voidExtent(_ rgba: [Int], hdr: Bool = false) -> [UInt8] {
        [0xFC, hdr ? 0xFF : 0xFD] + [UInt8](repeating: 0xFF, count: 6) + rgba.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    /// A legal 4x4 block: block mode 0x51 (a 4x4 grid of weights in 3 levels, 26 bits), one
    /// partition of colour endpoint mode `endpointMode`, endpoint values and weights from `fill`.
    private func singlePartition(endpointMode: Int, fill: UInt8 = 0xA5) -> [UInt8] {
        var block = [UInt8](repeating: fill, count: 16)
        let low = 0x51 | endpointMode << 13  // mode, 1 partition (bits 11–12 zero), endpoint mode at 13
        block[0] = UInt8(low & 0xFF)
        block[1] = UInt8(low >> 8 & 0xFF)
        block[2] = block[2] & 0xFE | UInt8(low >> 16 & 1)
        return block
    }

    @Test func everyInternalFormatNamesItsFootprint() {
        // The KTX / OpenGL ES names, in the order of their numbers.
        let names = ["4x4", "5x4", "5x5", "6x5", "6x6", "8x5", "8x6", "8x8", "10x5", "10x6", "10x8", "10x10", "12x10", "12x12"]
        for (offset, name) in names.enumerated() {
            let linear = ASTCFormat(glInternalFormat: 0x93B0 + offset), sRGB = ASTCFormat(glInternalFormat: 0x93D0 + offset)
            #expect(linear?.footprint.description == name && linear?.colourSpace == .linear)
            #expect(sRGB?.footprint.description == name && sRGB?.colourSpace == .sRGB)
            #expect(linear?.glInternalFormat == 0x93B0 + offset && sRGB?.glInternalFormat == 0x93D0 + offset)
        }
        for other in [0x93AF, 0x93BE, 0x93CF, 0x93DE, 0x8C02, 0] { #expect(ASTCFormat(glInternalFormat: other) == nil) }
        #expect(ASTCFootprint(blockWidth: 4, blockHeight: 4) == .block4x4)
        #expect(ASTCFootprint(blockWidth: 7, blockHeight: 7) == nil, "not an ASTC footprint")
        #expect(ASTCFootprint(blockWidth: 4, blockHeight: 5) == nil, "ASTC has 5x4, not 4x5")
        #expect(ASTCFootprint.block4x4.byteCount(width: 1290, height: 2796) == 323 * 699 * 16)
        #expect(ASTCFootprint(blockWidth: 12, blockHeight: 10)!.grid(width: 1290, height: 2796) == (108, 280))
    }

    /// All-zero and all-FF blocks are reserved encodings: a zero-filled tail is damage.
    @Test func reservedBlocksAreDamageInTheErrorColour() throws {
        for footprint in ASTCFootprint.all {
            let format = ASTCFormat(footprint: footprint, colourSpace: .linear)
            let image = try decode([[UInt8](repeating: 0, count: 16), [UInt8](repeating: 0xFF, count: 16)], format)
            #expect(image.damage.damagedBlockCount == 2 && image.damage.runs == [0..<2], "\(footprint)")
            #expect(pixels(image, block: 0, footprint) == [[255, 0, 255, 255]] && pixels(image, block: 1, footprint) == [[255, 0, 255, 255]])
        }
    }

    /// A uniform colour written as a void extent is what an encoder writes for a flat area: not damage.
    /// Its colour's top 8 bits are the pixel; ARM's astcenc before 4.7 rounded a linear texture's
    /// through a half float (astcenc 4.2 decodes this block to 18, 86, 154, 255).
    @Test func aVoidExtentIsAColourAndAnHDROneIsDamage() throws {
        let colour = [0x1234, 0x5678, 0x9ABC, 0xFFFF]
        let image = try decode([voidExtent(colour), voidExtent(colour, hdr: true)])
        #expect(pixels(image, block: 0) == [[0x12, 0x56, 0x9A, 0xFF]])
        #expect(pixels(image, block: 1) == [[255, 0, 255, 255]])
        #expect(image.damage.runs == [1..<2])
        let older = try decode([voidExtent(colour)], rounding: .astcencBefore4_7)
        #expect(pixels(older, block: 0) == [[18, 86, 154, 255]])
        let sRGB = try decode([voidExtent(colour)], ASTCFormat(footprint: .block4x4, colourSpace: .sRGB), rounding: .astcencBefore4_7)
        #expect(pixels(sRGB, block: 0) == [[0x12, 0x56, 0x9A, 0xFF]], "an sRGB texture keeps the top 8 bits")
        // Reserved bits not both 1, and an extent whose low end is not below its high end.
        var reserved = voidExtent([0, 0, 0, 0xFFFF])
        reserved[1] = 0xF9
        var empty = voidExtent([0, 0, 0, 0xFFFF])
        empty[3] = 0  // high s coordinate 0, below the low one (0xFFF)
        empty[4] = 0
        let broken = try decode([reserved, empty])
        #expect(broken.damage.damagedBlockCount == 2)
    }

    /// An HDR colour endpoint mode has no place in an LDR texture: the block is damage, and its
    /// partition takes the error colour. ARM's astcenc before 4.7 wrote 0xFF00 per channel for it,
    /// so 254 in a linear texture.
    @Test func anHDREndpointModeIsDamage() throws {
        let ldr = try decode([singlePartition(endpointMode: 12)])
        #expect(ldr.damage.isEmpty, "RGBA direct (mode 12) is LDR")
        let sRGB = ASTCFormat(footprint: .block4x4, colourSpace: .sRGB)
        for hdrMode in [2, 3, 7, 11, 14, 15] {
            for (format, rounding, colour) in [(ASTCFormat.rgba4x4, ASTCRounding.specification, [UInt8]([255, 0, 255, 255])),
                                               (sRGB, .specification, [255, 0, 255, 255]),
                                               (.rgba4x4, .astcencBefore4_7, [254, 0, 254, 254]),
                                               (sRGB, .astcencBefore4_7, [255, 0, 255, 255])] {
                let image = try decode([singlePartition(endpointMode: hdrMode)], format, rounding: rounding)
                #expect(image.damage.runs == [0..<1], "endpoint mode \(hdrMode)")
                #expect(pixels(image, block: 0) == [colour], "endpoint mode \(hdrMode), \(format), \(rounding)")
            }
        }
    }

    @Test func damageIsKeptAsRunsOfBlocks() throws {
        let good = voidExtent([0, 0, 0, 0xFFFF]), bad = [UInt8](repeating: 0, count: 16)
        let image = try decode([good, bad, bad, good, bad, good])
        #expect(image.damage.blockCount == 6)
        #expect(image.damage.damagedBlockCount == 3)
        #expect(image.damage.runs == [1..<3, 4..<5])
        #expect((0..<6).filter { image.damage.contains($0) } == [1, 2, 4])
    }

    @Test func blocksThatDoNotFitTheSizeAreRefused() {
        let decoder = ASTCDecoder(format: .rgba4x4)
        #expect(decoder.decode(blocks: [UInt8](repeating: 0, count: 16), width: 5, height: 4) == nil, "5x4 needs two blocks")
        #expect(decoder.decode(blocks: [UInt8](repeating: 0, count: 32), width: 5, height: 4) != nil)
        #expect(decoder.decode(blocks: [], width: 0, height: 4) == nil)
        #expect(decoder.decode(blocks: [UInt8](repeating: 0, count: 16), width: -4, height: -4) == nil)
    }

    /// ARM's 16-to-8-bit rounding is not `u >> 8`: it goes through a half float.
    @Test func unorm16RoundsAsARMDoes() {
        #expect(ASTCUnorm8.value(0xFFFF) == 255 && ASTCUnorm8.value(0) == 0)
        #expect(ASTCUnorm8.value(0xFF00) == 254, "0xFF00 truncates to 0.99609375, and × 255 rounds to 254")
        #expect(ASTCUnorm8.value(0x8000) == 128)
        #expect((0..<256).allSatisfy { ASTCUnorm8.value($0 * 257) == $0 }, "a replicated 8-bit value comes back unchanged")
    }
}
