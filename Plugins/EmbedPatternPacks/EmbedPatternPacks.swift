import Foundation
import PackagePlugin

/// Embeds the top-level `Patterns/*.json` packs into the target as Swift source,
/// so an installed `snapguard` finds its default packs from any working directory.
@main
struct EmbedPatternPacks: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let patternsFolder = context.package.directoryURL.appending(path: "Patterns")
        let packs = try FileManager.default
            .contentsOfDirectory(at: patternsFolder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedPatternPacks.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(packs.count) default pattern packs",
                executable: try context.tool(named: "PatternPackEmbedder").url,
                arguments: [output.path] + packs.map(\.path),
                inputFiles: packs,
                outputFiles: [output]
            )
        ]
    }
}
