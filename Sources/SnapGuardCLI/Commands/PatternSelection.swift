import Foundation
import SnapGuardCore

/// The `--patterns DIR` and `--no-default-patterns` options `scan` and the `patterns` subcommands share.
enum PatternSelection {
    static let patterns = OptionSpec.option("patterns", value: "DIR", repeatable: true, help: "Add the pattern packs (*.json) in DIR.")
    static let noDefaultPatterns = OptionSpec.flag("no-default-patterns", help: "Use only the packs given with \(patterns.flagName).")

    static let options: [OptionSpec] = [patterns, noDefaultPatterns]

    /// The packs the options select; throws `PatternPackError` for a malformed pack.
    static func library(_ arguments: ParsedArguments, extraFolders: [String] = []) throws -> PatternLibrary {
        try PatternLibrary.load(folders: (arguments.values(patterns) + extraFolders).map { URL(fileURLWithPath: $0) },
                                includingDefaults: !arguments.flag(noDefaultPatterns))
    }
}
