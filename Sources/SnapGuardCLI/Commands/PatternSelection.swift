import Foundation
import SnapGuardCore

/// The `--patterns DIR` and `--no-default-patterns` options `scan` and the `patterns` subcommands share.
enum PatternSelection {
    static let patterns = OptionSpec.option("patterns", value: "DIR", repeatable: true, help: "Add the pattern packs (*.json) in DIR.")
    static let noDefaultPatterns = OptionSpec.flag("no-default-patterns", help: "Use only the packs given with \(patterns.flagName).")

    static let options: [OptionSpec] = [patterns, noDefaultPatterns]

    /// The packs the options select; throws `PatternPackError` for a malformed pack.
    static func library(_ arguments: ParsedArguments, extraFolders: [String] = []) throws -> PatternLibrary {
        try load(folders: arguments.values(patterns) + extraFolders, includingDefaults: !arguments.flag(noDefaultPatterns))
    }

    /// The packs in `folders`, and the built-in ones unless left out; a pack that repeats a
    /// built-in id is told which option leaves the built-in packs out.
    static func load(folders: [String], includingDefaults: Bool) throws(PatternPackError) -> PatternLibrary {
        do {
            return try PatternLibrary.load(folders: folders.map { URL(fileURLWithPath: $0) }, includingDefaults: includingDefaults)
        } catch {
            var error = error
            if error.collidesWithBuiltIn { error.message += " (\(noDefaultPatterns.flagName))" }
            throw error
        }
    }
}
