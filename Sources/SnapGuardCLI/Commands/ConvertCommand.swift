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
        blocks of any block size, row-major, pre-tiled or LZFSE; or PNG, JPEG and the other
        formats), at its own pixel size, and written to OUT.png with its alpha channel. A file that
        cannot be decoded gets one line saying why; 'snapguard inspect SNAPSHOT' shows how it is
        built. A snapshot with damaged ASTC blocks (reserved or HDR encodings, as a zero-filled or
        corrupt file has) is refused like any unreadable file, unless --allow-damaged writes it
        with the error colour (magenta) where the damaged blocks are, to show where the damage lies.
        """
    static let exitCodes: [ExitCode: String] = [
        .passed: "written", .usage: "usage error, or OUT.png cannot be written",
        .unreadable: "SNAPSHOT could not be read, or has damaged ASTC blocks (without --allow-damaged)",
    ]
    static let allowDamaged = OptionSpec.flag(
        "allow-damaged", help: "Write a snapshot with damaged ASTC blocks anyway, showing the error colour (magenta) where they are.")
    static let options: [OptionSpec] = [CommonOptions.maxPixels.spec, allowDamaged]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.count == 2 else { throw UsageError("give one snapshot and the PNG file to write") }
        let (input, output) = (arguments.positionals[0], arguments.positionals[1])
        let maxPixels = try arguments.value(CommonOptions.maxPixels) ?? ImageLimits.defaultMaxPixels
        let limits = ImageLimits(maxPixels: maxPixels)
        let url = URL(fileURLWithPath: input)
        let image: ColourImage
        do {
            image = try ImageReader(limits: limits).read(contentsOf: url)
        } catch .damaged(let format, let message) where [.ktx, .aapl].contains(format) {
            guard arguments.flag(allowDamaged) else {
                console.error("\(input): \(ImageError.damaged(format, message: message)); \(allowDamaged.flagName) writes it with the error colour showing")
                return .unreadable
            }
            console.warning("\(input): \(ImageError.damaged(format, message: message)); written with the error colour showing")
            let permissive = ImageReader(decoders: [LeptonicaDecoder(), SnapshotDecoder(allowsDamagedBlocks: true)], limits: limits)
            do {
                image = try permissive.read(contentsOf: url)
            } catch {
                console.error("\(input): \(error)")
                return .unreadable
            }
        } catch {
            console.error("\(input): \(CommonOptions.describe(error))")
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
