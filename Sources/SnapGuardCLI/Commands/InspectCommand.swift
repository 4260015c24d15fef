import Foundation
import SnapGuardCore

/// `snapguard inspect`: prints how a snapshot file is built, without any of its pixels, so a user
/// can paste it into a bug report when a real snapshot does not decode.
enum InspectCommand: Command {
    static let name = "inspect"
    static let abstract = "Show how a snapshot (.ktx) is built, without its pixels, for a bug report."
    static let usage = "inspect [OPTIONS] SNAPSHOT..."
    static let discussion = """
        For each SNAPSHOT (Apple's AAPL container or KTX 1.1), prints the container's magic, each
        chunk's tag, offset and size, the header fields, the picture's size, pixel format and block
        size, where the block data is and whether it is LZFSE-compressed, its length word and what it
        meant, the tiling decision and its margin (pre-tiled 'astc' payloads), and whether it decodes,
        with the reason when it does not (damaged ASTC blocks included, with how many and where).
        The picture is decoded as 'scan' decodes it, then dropped:
        the output holds no pixel data, so it can go into a bug report. Other image files get their
        format and size.
        """
    static let exitCodes: [ExitCode: String] = [
        .passed: "every file decodes", .usage: "usage error", .unreadable: "at least one file does not decode",
    ]
    static let format: ValueOption<InspectOutput.Format> = {
        let spec = OptionSpec.option("format", value: "FORMAT", help: "text (default) or json.")
        return ValueOption(spec) { text throws(UsageError) in
            guard let format = InspectOutput.Format(rawValue: text) else {
                throw UsageError("\(spec.flagName) must be text or json, not '\(text)'")
            }
            return format
        }
    }()
    static let options: [OptionSpec] = [format.spec, CommonOptions.maxPixels.spec]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw UsageError("give at least one snapshot file to inspect") }
        let limits = ImageLimits(maxPixels: try arguments.value(CommonOptions.maxPixels) ?? ImageLimits.defaultMaxPixels)
        let files = arguments.positionals.map { InspectOutput.File.inspect(path: $0, limits: limits) }
        console.writeOutput(InspectOutput.render(files, format: try arguments.value(format) ?? .text))
        return files.allSatisfy(\.decodes) ? .passed : .unreadable
    }
}
