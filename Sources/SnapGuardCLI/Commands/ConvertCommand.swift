import Foundation
import SnapGuardCore

/// `snapguard convert`: writes any image SnapGuard reads (an iOS .ktx snapshot above all) as a PNG,
/// so a person can look at what the scan looked at, or attach it to a bug report.
enum ConvertCommand: Command {
    static let name = "convert"
    static let abstract = "Write a snapshot (.ktx) or any image SnapGuard reads as a PNG."
    static let usage = "convert [OPTIONS] SNAPSHOT OUT.png"
    static let discussion = """
        SNAPSHOT is decoded exactly as 'scan' decodes it (KTX 1.1 or Apple's AAPL container, ASTC
        blocks row-major, pre-tiled or LZFSE; or PNG, JPEG and the other formats), at its own pixel
        size, and written to OUT.png with its alpha channel. A file that cannot be decoded gets one
        line saying why; 'snapguard inspect SNAPSHOT' shows how it is built.
        """
    static let exitCodes: [ExitCode: String] = [
        .passed: "written", .usage: "usage error, or OUT.png cannot be written", .unreadable: "SNAPSHOT could not be read",
    ]
    static let options: [OptionSpec] = [CommonOptions.maxPixels.spec]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.count == 2 else { throw UsageError("give one snapshot and the PNG file to write") }
        let (input, output) = (arguments.positionals[0], arguments.positionals[1])
        let maxPixels = try arguments.value(CommonOptions.maxPixels) ?? ImageLimits.defaultMaxPixels
        let image: ColorImage
        do {
            image = try ImageReader(limits: ImageLimits(maxPixels: maxPixels)).read(contentsOf: URL(fileURLWithPath: input))
        } catch {
            console.error("\(input): \(error)")
            return .unreadable
        }
        guard let png = image.pngData() else {
            console.error("\(input): cannot encode the \(image.width)x\(image.height) picture as PNG")
            return .unreadable
        }
        do {
            try png.write(to: URL(fileURLWithPath: output))
        } catch {
            throw UsageError("\(output): cannot write it: \(error.localizedDescription)")
        }
        return .passed
    }
}
