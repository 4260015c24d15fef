import Foundation
import Testing

/// The library's public surface, seen as a package that depends on SnapGuard sees it: the
/// compiled `SnapGuardCore` module read without the package's own name, so `package` symbols
/// are out of sight. The types are pinned (a new public type is a decision, made here), each
/// public symbol carries a doc comment, and every Swift example in the README and `Docs/` that
/// imports the library compiles against it.
@Suite(.serialized) struct PublicSurfaceTests {
    /// The public types, as `swift-symbolgraph-extract` names them.
    static let publicTypes: Set<String> = [
        // A session and what it is made from.
        "ScanSession", "ScanSettings", "ScanCancellation", "VerdictPolicy",
        // What it returns.
        "ScanReport", "ScreenResult", "Finding", "SensitiveValue",
        "Category", "Severity", "Verdict", "BoundingBox",
        // Pair mode.
        "PairChecker", "PairSettings", "PairResult", "CoverOutcome",
        // Reports behind one lookup.
        "Reporters",
        // The OCR seam, its test double and the images that cross it.
        "TextRecogniser", "ScriptedRecogniser", "RecognisedLine", "RecognisedWord", "PageSegmentation", "Deadline",
        "GreyImage",
        // Errors a caller catches.
        "OCRError", "PatternPackError",
    ]

    /// Where SwiftPM put the compiled modules of this build.
    private static var modules: URL {
        #if os(macOS)
        let products = URL(fileURLWithPath: SnapGuardBinary.url.deletingLastPathComponent().path)
        #else
        let products = Bundle.main.bundleURL
        #endif
        return products.appendingPathComponent("Modules")
    }

    /// The flags that let a compiler outside SwiftPM import SnapGuardCore: its module, the C
    /// modules it imports, and their headers.
    private static func importFlags() throws -> [String] {
        let sources = SnapGuardBinary.repository.appendingPathComponent("Sources")
        var flags = ["-I", modules.path, "-I", sources.appendingPathComponent("CLeptonica").path,
                     "-I", sources.appendingPathComponent("CTesseract").path]
        let cflags = try FormatValidators.run("pkg-config", ["--cflags-only-I", "lept", "tesseract"])
        try #require(cflags.status == 0, "pkg-config: \(cflags.output)")
        for flag in cflags.output.split(whereSeparator: \.isWhitespace) { flags += ["-Xcc", String(flag)] }
        return flags
    }

    @Test func theModuleIsWhereTheTestsLookForIt() {
        #expect(FileManager.default.fileExists(atPath: Self.modules.appendingPathComponent("SnapGuardCore.swiftmodule").path),
                "no SnapGuardCore.swiftmodule in \(Self.modules.path)")
    }

    @Test func thePublicTypesAreTheChosenOnesEachDocumented() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-symbols-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let info = try FormatValidators.run("swiftc", ["-print-target-info"])
        let target = try #require(try JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any])
        let triple = try #require((target["target"] as? [String: Any])?["triple"] as? String)
        let extract = try FormatValidators.run("swift-symbolgraph-extract", [
            "-module-name", "SnapGuardCore", "-minimum-access-level", "public", "-target", triple,
            "-output-dir", output.path,
        ] + Self.importFlags())
        try #require(extract.status == 0, "swift-symbolgraph-extract: \(extract.output)")
        let graph = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: output.appendingPathComponent("SnapGuardCore.symbols.json"))) as? [String: Any])
        let symbols = try #require(graph["symbols"] as? [[String: Any]])
        try #require(symbols.count > 100, "the graph lists \(symbols.count) symbols")

        func name(_ symbol: [String: Any]) -> String { (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".") }
        func kind(_ symbol: [String: Any]) -> String { (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "" }
        let typeKinds: Set = ["swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor"]
        let types = Set(symbols.filter { typeKinds.contains(kind($0)) }.map(name))
        #expect(types.subtracting(Self.publicTypes).sorted() == [], "public types nobody chose")
        #expect(Self.publicTypes.subtracting(types).sorted() == [], "chosen types that are not public")

        // Symbols written in this repository (they have a location); what the compiler
        // synthesises (hashValue, Codable for raw-value enums, literal initialisers) has none.
        let written = symbols.filter { $0["location"] != nil }
        let undocumented = written.filter { $0["docComment"] == nil }.map { "\(name($0)) (\(kind($0)))" }
        #expect(undocumented.sorted() == [], "public symbols without a doc comment")
    }

    @Test func theDocumentedExamplesCompileAgainstThePublicSurface() throws {
        let repository = SnapGuardBinary.repository
        let docs = try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("Docs").path)
            .filter { $0.hasSuffix(".md") }.map { "Docs/" + $0 }
        var examples: [(file: String, code: String)] = []
        for file in ["README.md"] + docs.sorted() {
            let text = try String(contentsOf: repository.appendingPathComponent(file), encoding: .utf8)
            for block in text.components(separatedBy: "```swift\n").dropFirst() {
                guard let end = block.range(of: "```") else { continue }
                let code = String(block[..<end.lowerBound])
                if code.contains("import SnapGuardCore") { examples.append((file, code)) }
            }
        }
        // The README's library section and the pages on the library and pair mode.
        #expect(Set(examples.map(\.file)).isSuperset(of: ["README.md", "Docs/library.md", "Docs/pair-mode.md"]),
                "examples found in \(examples.map(\.file))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-examples-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let flags = try Self.importFlags()
        for (index, example) in examples.enumerated() {
            let source = folder.appendingPathComponent("main.swift")
            try example.code.write(to: source, atomically: true, encoding: .utf8)
            let check = try FormatValidators.run("swiftc", ["-typecheck", "-swift-version", "6"] + flags + [source.path])
            #expect(check.status == 0, "example \(index + 1) of \(example.file) does not compile:\n\(example.code)\n\(check.output)")
        }
    }
}
