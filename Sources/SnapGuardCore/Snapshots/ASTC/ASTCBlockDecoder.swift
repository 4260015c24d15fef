/// Decodes one ASTC block at a time into 8-bit RGBA texels: the inner loop of `ASTCDecoder`.
///
/// It reads its tables through plain pointers and works in scratch memory it owns, so one
/// decoder serves one thread; `ASTCDecoder` makes one per image.
final class ASTCBlockDecoder {
    let footprint: ASTCFootprint
    let colourSpace: ASTCColourSpace
    let rounding: ASTCRounding
    private let tables: ASTCFootprintTables
    private let shared: ASTCSharedTables
    private let texelCount: Int

    // Scratch, owned and freed by this decoder.
    private let packed = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    private let values = UnsafeMutablePointer<Int32>.allocate(capacity: 18)
    private let modes = UnsafeMutablePointer<Int>.allocate(capacity: 4)
    private let endpoints = UnsafeMutablePointer<Int32>.allocate(capacity: 4 * 8)
    private let gridWeights = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * 64)
    private let texelWeights = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * 144)

    /// The error colour: opaque magenta.
    static let errorColour: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 255, 255)

    init(format: ASTCFormat, rounding: ASTCRounding) {
        footprint = format.footprint
        colourSpace = format.colourSpace
        self.rounding = rounding
        tables = ASTCFootprintTables.of(format.footprint)
        shared = ASTCSharedTables.shared
        texelCount = format.footprint.texelCount
    }

    deinit {
        packed.deallocate()
        values.deallocate()
        modes.deallocate()
        endpoints.deallocate()
        gridWeights.deallocate()
        texelWeights.deallocate()
    }

    /// Decodes the 16 bytes at `block` into `texels` (`texelCount × 4` bytes, row by row).
    /// Returns false when the block is damaged: a reserved or illegal encoding, whose texels all
    /// take the error colour, or one with HDR content, whose HDR part takes it.
    @inline(__always)
    func decode(_ block: UnsafeRawPointer, into texels: UnsafeMutablePointer<UInt8>) -> Bool {
        let bits = ASTCBlockBits(block)
        let modeBits = Int(truncatingIfNeeded: bits.low & 0x7FF)
        if ASTCVoidExtent.matches(mode: modeBits) { return decodeVoidExtent(bits, into: texels) }
        let mode = tables.modes.base[modeBits]
        guard mode.isLegal else { return fillError(texels) }
        let partitionCount = bits.bits(11, 2) + 1
        guard !(mode.isDualPlane && partitionCount == 4) else { return fillError(texels) }

        // Colour endpoint modes. With several partitions, either all share one mode (class bits
        // 00), or each takes a class relative to a base and two mode bits; the bits beyond the
        // first six sit just below the weights.
        let belowWeights = 128 - mode.weightBits
        var bitsBelowWeights = 0
        if partitionCount == 1 {
            modes[0] = bits.bits(13, 4)
        } else {
            let highBits = 3 * partitionCount - 4
            let encoded = bits.bits(23, 6) | bits.bits(belowWeights - highBits, highBits) << 6
            if encoded & 3 == 0 {
                for p in 0..<partitionCount { modes[p] = (encoded >> 2) & 0xF }
            } else {
                bitsBelowWeights = highBits
                let baseClass = (encoded & 3) - 1
                for p in 0..<partitionCount {
                    let modeClass = baseClass + ((encoded >> (2 + p)) & 1)
                    modes[p] = modeClass << 2 | ((encoded >> (2 + partitionCount + 2 * p)) & 3)
                }
            }
        }
        var valueCount = 0
        for p in 0..<partitionCount { valueCount += ASTCColourEndpoints.valueCount(mode: modes[p]) }
        guard valueCount <= 18 else { return fillError(texels) }
        let colourBits = max(0, (partitionCount == 1 ? 111 : 99) - mode.weightBits - bitsBelowWeights - (mode.isDualPlane ? 2 : 0))
        let colourRange = Int(shared.colourRanges.base[(valueCount >> 1) * 128 + colourBits])
        guard colourRange >= 4 else { return fillError(texels) }

        // Endpoints.
        ASTCIntegerSequence.decode(range: colourRange, count: valueCount, from: bits, at: partitionCount == 1 ? 17 : 29,
                                   into: packed, trits: shared.trits.base, quints: shared.quints.base)
        let unquantise = shared.colours.base + colourRange * 256
        for i in 0..<valueCount { values[i] = Int32(unquantise[Int(packed[i])]) }
        var intact = true
        var first = 0
        for p in 0..<partitionCount {
            let e0 = endpoints + 8 * p, e1 = e0 + 4
            let endpointMode = modes[p]
            let isHDR = ASTCColourEndpoints.isHDR(mode: endpointMode)
            if isHDR {
                // Not part of an LDR texture: the partition takes the error colour.
                intact = false
                (e0[0], e0[1], e0[2], e0[3]) = (255, 0, 255, 255)
                (e1[0], e1[1], e1[2], e1[3]) = (255, 0, 255, 255)
            } else {
                ASTCColourEndpoints.unpack(mode: endpointMode, values + first, e0, e1)
            }
            expand(e0, hdrError: isHDR)
            expand(e1, hdrError: isHDR)
            first += ASTCColourEndpoints.valueCount(mode: endpointMode)
        }

        // Weights: stored from the top of the block down, two planes interleaved.
        let planeCount = mode.isDualPlane ? 2 : 1
        ASTCIntegerSequence.decode(range: mode.weightRange, count: mode.weightCount * planeCount, from: bits.reversed, at: 0,
                                   into: packed, trits: shared.trits.base, quints: shared.quints.base)
        let weightTable = shared.weights.base + mode.weightRange * 256
        for i in 0..<mode.weightCount {
            for plane in 0..<planeCount { gridWeights[plane * 64 + i] = Int32(weightTable[Int(packed[i * planeCount + plane])]) }
        }
        let plane0: UnsafePointer<Int32>, plane1: UnsafePointer<Int32>
        if mode.infillStart < 0 {
            (plane0, plane1) = (UnsafePointer(gridWeights), UnsafePointer(gridWeights + 64))
        } else {
            let infill = tables.infill.base + mode.infillStart
            for plane in 0..<planeCount {
                let grid = gridWeights + plane * 64, texel = texelWeights + plane * 144
                for t in 0..<texelCount {
                    let share = infill + 4 * t
                    var sum = Int32(8)
                    for k in 0..<4 { sum += grid[Int(share[k].weight)] * Int32(share[k].factor) }
                    texel[t] = sum >> 4
                }
            }
            (plane0, plane1) = (UnsafePointer(texelWeights), UnsafePointer(texelWeights + 144))
        }
        let secondPlaneChannel = mode.isDualPlane ? bits.bits(belowWeights - bitsBelowWeights - 2, 2) : -1

        // Texels.
        let partitionOf: UnsafePointer<UInt8>? = partitionCount == 1 ? nil
            : tables.partitions.base + ((partitionCount - 2) * 1024 + bits.bits(13, 10)) * texelCount
        // The 16-bit interpolation, then 8 bits: through ARM's half-float rounding (older astcenc,
        // linear), or the top bits (by `shift`: 8, or 0 where the endpoints were kept at 8 bits).
        let viaHalfFloat = rounding == .astcencBefore4_7 && colourSpace == .linear
        let shift: Int32 = rounding == .astcencBefore4_7 && colourSpace == .sRGB ? 0 : 8
        let unorm8 = shared.unorm8.base
        for t in 0..<texelCount {
            let e0 = endpoints + 8 * Int(partitionOf?[t] ?? 0), e1 = e0 + 4
            let w = plane0[t]
            let out = texels + 4 * t
            for c in 0..<4 {
                let weight = c == secondPlaneChannel ? plane1[t] : w
                let value = (e0[c] * (64 - weight) + e1[c] * weight + 32) >> 6
                out[c] = viaHalfFloat ? unorm8[Int(value)] : UInt8(truncatingIfNeeded: value >> shift)
            }
        }
        return intact
    }

    /// Widens 8-bit endpoint channels (`endpoint[0…3]`) as `rounding` and the colour space say.
    @inline(__always) private func expand(_ endpoint: UnsafeMutablePointer<Int32>, hdrError: Bool) {
        switch (rounding, colourSpace) {
        case (.specification, .linear):
            for c in 0..<4 { endpoint[c] *= 257 }
        case (.specification, .sRGB):
            for c in 0..<4 { endpoint[c] = endpoint[c] << 8 | 0x80 }
        case (.astcencBefore4_7, .linear):
            // An HDR partition's error colour was 0xFF00, not replicated.
            for c in 0..<4 { endpoint[c] = hdrError ? endpoint[c] << 8 : endpoint[c] * 257 }
        case (.astcencBefore4_7, .sRGB):
            break  // interpolated at 8 bits
        }
    }

    private func decodeVoidExtent(_ bits: ASTCBlockBits, into texels: UnsafeMutablePointer<UInt8>) -> Bool {
        guard ASTCVoidExtent.isLegalLDR(bits) else { return fillError(texels) }
        var colour: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &colour) { channels in
            for c in 0..<4 {
                let unorm16 = ASTCVoidExtent.colour(bits, channel: c)
                // The top 8 bits, except that older astcenc rounded a linear texture's through a half float.
                channels[c] = rounding == .astcencBefore4_7 && colourSpace == .linear ? shared.unorm8.base[unorm16] : UInt8(unorm16 >> 8)
            }
        }
        fill(texels, colour)
        return true
    }

    private func fillError(_ texels: UnsafeMutablePointer<UInt8>) -> Bool {
        fill(texels, Self.errorColour)
        return false
    }

    private func fill(_ texels: UnsafeMutablePointer<UInt8>, _ colour: (UInt8, UInt8, UInt8, UInt8)) {
        for t in 0..<texelCount {
            (texels[4 * t], texels[4 * t + 1], texels[4 * t + 2], texels[4 * t + 3]) = colour
        }
    }
}
