import Foundation

/// The loaded, validated and compiled pattern packs.
package struct PatternLibrary: Sendable {
    package private(set) var packs: [PatternPack]

    /// Checks the packs together: pattern ids must be unique across them.
    package init(packs: [PatternPack]) throws(PatternPackError) {
        var seen: [String: String] = [:]
        for pack in packs {
            for pattern in pack.patterns {
                if let other = seen[pattern.id] {
                    let builtIn = EmbeddedPatternPacks.all.contains { $0.fileName == other }
                    var error = PatternPackError(file: pack.file, patternId: pattern.id, message: builtIn
                        ? "duplicate pattern id, also in the built-in default pack \(other); leave the built-in packs out to use only yours"
                        : "duplicate pattern id, already defined in \(other)")
                    error.collidesWithBuiltIn = builtIn
                    throw error
                }
                seen[pattern.id] = pack.file
            }
        }
        self.packs = packs
    }

    /// The packs built into SnapGuard (the top-level `Patterns/*.json` of its source).
    package static func defaults() throws(PatternPackError) -> PatternLibrary {
        try PatternLibrary(packs: EmbeddedPatternPacks.all.map { (embedded) throws(PatternPackError) in
            var pack = try parse(embedded.text, file: embedded.fileName)
            for index in pack.patterns.indices { pack.patterns[index].isBuiltIn = true }
            return pack
        })
    }

    /// The `*.json` packs directly inside each folder (sorted by name), after the built-in ones
    /// unless `includingDefaults` is false.
    package static func load(folders: [URL], includingDefaults: Bool = true) throws(PatternPackError) -> PatternLibrary {
        var packs = includingDefaults ? try defaults().packs : []
        for folder in folders {
            let files: [URL]
            do {
                files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                    .filter { $0.pathExtension == "json" }
                    .sorted { $0.lastPathComponent < $1.lastPathComponent }
            } catch {
                throw PatternPackError(file: folder.path, message: "cannot read the folder: \(error.localizedDescription)")
            }
            for file in files {
                let text: String
                do {
                    text = try FileAccess.utf8Text(file.path)
                } catch {
                    throw PatternPackError(file: file.path, message: "cannot read the pack: \(error.reason)")
                }
                // A copy of a built-in pack (e.g. checking SnapGuard's own Patterns/ folder) is not counted twice.
                if includingDefaults,
                   EmbeddedPatternPacks.all.contains(where: { $0.fileName == file.lastPathComponent && $0.text == text }) {
                    continue
                }
                packs.append(try parse(text, file: file.path))
            }
        }
        return try PatternLibrary(packs: packs)
    }

    /// Parses one pack's JSON text; `file` names it in errors.
    package static func parse(_ text: String, file: String) throws(PatternPackError) -> PatternPack {
        try PatternPackDecoder(file: file, validators: .standard).decode(text)
    }

    /// Every pattern of every pack, in pack order.
    package var patterns: [Pattern] { packs.flatMap(\.patterns) }

    /// Runs every pattern's own examples; empty when all behave.
    package func checkExamples() -> [ExampleFailure] {
        let everyPattern = PatternMatcher(library: self)
        return packs.flatMap { pack in
            pack.patterns.flatMap { pattern in
                // A description is published (SARIF rules, help): it must not hold a value, such as a
                // realistic amount or number, that a pattern reports. Named terms are fine.
                let valuesInDescription = everyPattern.findings(inText: pattern.description)
                    .filter { $0.text.filter(\.isNumber).count >= 4 }
                let leakyDescription = valuesInDescription.isEmpty ? [] : [
                    ExampleFailure(packFile: pack.file, patternId: pattern.id, text: pattern.description,
                                   expectedMatch: false, field: "description"),
                ]
                // A pattern that counts only beside other data (`onlyAlongside`: a card's expiry beside
                // its number) runs among every pattern, so its examples can show that data.
                let ownMatcher = PatternMatcher(patterns: [pattern], options: MatchOptions())
                let finds = { (text: String) in
                    pattern.compiled.onlyAlongside.isEmpty ? !ownMatcher.findings(inText: text).isEmpty
                        : everyPattern.findings(inText: text).contains { $0.patternId == pattern.id }
                }
                let missed = pattern.examples.mustMatch.filter { !finds($0) }
                let wrong = pattern.examples.mustNotMatch.filter(finds)
                return leakyDescription
                    + missed.map { ExampleFailure(packFile: pack.file, patternId: pattern.id, text: $0, expectedMatch: true) }
                    + wrong.map { ExampleFailure(packFile: pack.file, patternId: pattern.id, text: $0, expectedMatch: false) }
            }
        }
    }
}
