// Times SnapGuard's ASTC decoder on .astc files (ARM's format: 16-byte header, then row-major
// blocks). Not a SwiftPM target: Benchmarks/astc_decode.py compiles it with `swiftc -O` from this
// file and the decoder's sources, and runs it beside `snapguard scan` on the same picture.
//
//   astc-decode-benchmark ROUNDS FILE.astc [FILE.astc ...]
//
// Prints one line per file: the footprint, the size, the median and the fastest decode in
// milliseconds, and how many blocks were damaged.
import Foundation

@main
struct ASTCDecodeBenchmark {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count >= 2, let rounds = Int(arguments.first!), rounds > 0 else {
            FileHandle.standardError.write(Data("usage: astc-decode-benchmark ROUNDS FILE.astc...\n".utf8))
            exit(2)
        }
        for path in arguments.dropFirst() {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            guard bytes.count > 16, bytes[0..<4] == [0x13, 0xAB, 0xA1, 0x5C],
                  let footprint = ASTCFootprint(blockWidth: Int(bytes[4]), blockHeight: Int(bytes[5])) else {
                FileHandle.standardError.write(Data("\(path): not a 2D .astc file\n".utf8))
                exit(1)
            }
            func u24(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 }
            let (width, height) = (u24(7), u24(10))
            let blocks = Array(bytes[16...])
            let decoder = ASTCDecoder(format: ASTCFormat(footprint: footprint, colourSpace: .linear))
            var times: [Double] = []
            var damaged = 0
            for _ in 0..<rounds {
                let start = ContinuousClock.now
                guard let image = decoder.decode(blocks: blocks, width: width, height: height) else {
                    FileHandle.standardError.write(Data("\(path): the blocks do not fit \(width)x\(height)\n".utf8))
                    exit(1)
                }
                let elapsed = ContinuousClock.now - start
                damaged = image.damage.damagedBlockCount
                times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
            }
            times.sort()
            print(String(format: "%@ %dx%d: median %.1f ms, fastest %.1f ms, %d damaged blocks",
                         footprint.description, width, height, times[times.count / 2], times[0], damaged))
        }
    }
}
