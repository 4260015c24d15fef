/// Decodes the payload of a `bvxn` block: a byte-aligned LZ77 stream of opcodes, each carrying
/// a literal length (L), a match length (M) and a match distance (D) in one of these forms
/// (bits of the first byte, most significant first):
///
/// | opcode | form | L | M | D |
/// | --- | --- | --- | --- | --- |
/// | sml_d | `LLMMMDDD DDDDDDDD` | 0-3 | 3-10 | 11 bits |
/// | med_d | `101LLMMM DDDDDDMM DDDDDDDD` | 0-3 | 3-34 | 14 bits |
/// | lrg_d | `LLMMM111 DDDDDDDD DDDDDDDD` | 0-3 | 3-10 | 16 bits |
/// | pre_d | `LLMMM110` | 0-3 | 3-10 | previous |
/// | sml_m / lrg_m | `1111MMMM` / `11110000 MMMMMMMM` | 0 | 1-15 / 16-271 | previous |
/// | sml_l / lrg_l | `1110LLLL` / `11100000 LLLLLLLL` | 1-15 / 16-271 | 0 | - |
/// | eos | `00000110` + 7 bytes | | | |
/// | nop | `00001110`, `00010110` | | | |
///
/// The literal bytes follow the opcode. Every other first byte is undefined and an error.
enum LZVNBlockDecoder {
    /// Decodes `input[payload]` onto `output`, which must grow by exactly `rawByteCount` bytes; the
    /// payload must end with the end-of-stream opcode and its padding.
    static func decode(_ input: [UInt8], payload: Range<Int>, rawByteCount: Int,
                       into output: inout LZFSEOutput) throws(LZFSEError) {
        let blockEnd = output.count + rawByteCount
        let end = payload.upperBound
        var position = payload.lowerBound
        var previousDistance = 0
        while true {
            guard position < end else { throw .truncated(part: "a bvxn block payload, before its end opcode") }
            let opcode = input[position]
            var opcodeLength = 1
            var literalCount = 0
            var matchLength = 0
            var distance = previousDistance
            switch opcode {
            case 0x06: // eos: the opcode and 7 bytes of padding end the payload
                guard end - position >= 8 else { throw .truncated(part: "a bvxn end opcode") }
                guard end - position == 8 else {
                    throw .blockSizeMismatch(detail: "bvxn payload goes on \(end - position - 8) bytes after its end opcode")
                }
                guard output.count == blockEnd else {
                    throw .blockSizeMismatch(detail: "bvxn block declares \(rawByteCount) bytes but decodes \(rawByteCount - (blockEnd - output.count))")
                }
                return
            case 0x0E, 0x16: // nop
                position += 1
                continue
            case 0x1E, 0x26, 0x2E, 0x36, 0x3E, 0x70...0x7F, 0xD0...0xDF:
                throw .invalidLZVNOpcode(opcode)
            case 0xA0...0xBF: // med_d
                opcodeLength = 3
                guard end - position >= opcodeLength else { throw .truncated(part: "a bvxn opcode") }
                let word = Int(input[position + 1]) | Int(input[position + 2]) << 8
                literalCount = Int(opcode >> 3) & 3
                matchLength = ((Int(opcode) & 7) << 2 | (word & 3)) + 3
                distance = word >> 2
            case 0xE0: // lrg_l
                opcodeLength = 2
                guard end - position >= opcodeLength else { throw .truncated(part: "a bvxn opcode") }
                literalCount = Int(input[position + 1]) + 16
            case 0xE1...0xEF: // sml_l
                literalCount = Int(opcode & 0x0F)
            case 0xF0: // lrg_m
                opcodeLength = 2
                guard end - position >= opcodeLength else { throw .truncated(part: "a bvxn opcode") }
                matchLength = Int(input[position + 1]) + 16
            case 0xF1...0xFF: // sml_m
                matchLength = Int(opcode & 0x0F)
            default: // sml_d, pre_d, lrg_d: LLMMMxxx
                literalCount = Int(opcode >> 6)
                matchLength = (Int(opcode >> 3) & 7) + 3
                switch opcode & 7 {
                case 6: // pre_d keeps the previous distance
                    break
                case 7: // lrg_d
                    opcodeLength = 3
                    guard end - position >= opcodeLength else { throw .truncated(part: "a bvxn opcode") }
                    distance = Int(input[position + 1]) | Int(input[position + 2]) << 8
                default: // sml_d
                    opcodeLength = 2
                    guard end - position >= opcodeLength else { throw .truncated(part: "a bvxn opcode") }
                    distance = (Int(opcode) & 7) << 8 | Int(input[position + 1])
                }
            }
            guard literalCount <= end - position - opcodeLength else { throw .truncated(part: "bvxn literal bytes") }
            guard literalCount + matchLength <= blockEnd - output.count else {
                throw .blockSizeMismatch(detail: "bvxn block decodes to more than the \(rawByteCount) bytes it declares")
            }
            let literalStart = position + opcodeLength
            try output.append(input[literalStart..<literalStart + literalCount])
            position = literalStart + literalCount
            if matchLength > 0 {
                try output.copyMatch(distance: distance, length: matchLength)
            }
            previousDistance = distance
        }
    }
}
