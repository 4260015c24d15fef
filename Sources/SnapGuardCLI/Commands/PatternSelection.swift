import Foundation
import SnapGuardCore

/// The `--patterns DIR` and `--no-default-patterns` options `scan` and the `patterns` subcommands share.
enum PatternSelection {
    static let options: [OptionSpec] = [
        .option("patterns", value: "DIR", repeatable: true, help: "Add the pattern packs (*.json) in DIR."),
        .flag("no-default-patterns", help: "Use only the packs given with --patterns."),
    ]

    /// The packs the options select; throws `PatternPackError` for a malformed pack.
    static func library(_ arguments: ParsedArguments, extraFolders: [String] = []) throws -> PatternLibrary {
        try PatternLibrary.load(folders: (arguments.allValues("patterns") + extraFolders).map { URL(fileURLWithPath: $0) },
                                includingDefaults: !arguments.flag("no-default-patterns"))
    }
}
