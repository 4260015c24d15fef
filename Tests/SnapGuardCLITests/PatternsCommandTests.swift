import Foundation
import Testing
@testable import SnapGuardCLI
import SnapGuardCore

@Suite struct PatternsCommandTests {
    private final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var out = "", err = ""
        private var input: [String]
        init(input: [String]) { self.input = input }
        var output: String { lock.withLock { out } }
        var error: String { lock.withLock { err } }
        func writeOutput(_ text: String) { lock.withLock { out += text } }
        func writeError(_ text: String) { lock.withLock { err += text } }
        func readLine() -> String? { lock.withLock { input.isEmpty ? nil : input.removeFirst() } }
    }

    private func run(_ arguments: [String], input: [String] = []) -> (ExitCode, Capture) {
        let capture = Capture(input: input)
        let console = Console(writeOutput: capture.writeOutput, writeError: capture.writeError, readInputLine: capture.readLine)
        return (SnapGuardCLI.main(arguments, console: console), capture)
    }

    private func folder(with packs: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-packs-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in packs { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    @Test func listShowsPacksIdsCategoriesAndSeverities() {
        let (code, capture) = run(["patterns", "list"])
        #expect(code == .passed)
        #expect(capture.output.contains("cards.json (cards)"))
        #expect(capture.output.range(of: #"card\.number +card +critical"#, options: .regularExpression) != nil)
    }

    @Test func testPrintsJSONLinesWithTheSubstringsAsGiven() throws {
        let (code, capture) = run(["patterns", "test", "--format", "json", "Solde 1\u{202F}234,56 €", "9:41"])
        #expect(code == .passed)
        let lines = capture.output.split(separator: "\n").map {
            try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
        #expect(lines.count == 2)
        let findings = lines[0]["findings"] as! [[String: String]]
        #expect(findings == [["category": "currency", "patternId": "currency.symbol-after", "text": "1\u{202F}234,56 €"]])
        #expect((lines[1]["findings"] as! [Any]).isEmpty)
        #expect(lines[1]["text"] as? String == "9:41")
    }

    @Test func testReadsStandardInputLineByLine() {
        let (code, capture) = run(["patterns", "test"], input: ["john@mailbox.org", "Steps"])
        #expect(code == .passed)
        #expect(capture.output == "john@mailbox.org\n  email  email.address  \"john@mailbox.org\"\nSteps\n  (nothing found)\n")
    }

    @Test func checkPassesTheBuiltInPacks() {
        let (code, capture) = run(["patterns", "check"])
        #expect(code == .passed)
        #expect(capture.output.hasSuffix("all pass\n"))
    }

    @Test func checkExitsOneOnAFailingExample() throws {
        let folder = try folder(with: ["own.json": #"{"pack": "own", "patterns": [{"id": "own.code", "category": "custom", "description": "d", "regex": "X-\\d+", "examples": {"match": ["X-1"], "noMatch": ["X-2"]}}]}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (code, capture) = run(["patterns", "check", folder.path])
        #expect(code == .failed)
        #expect(capture.output.contains("FAIL \(folder.path)/own.json: pattern 'own.code': example \"X-2\" should not match but did"))
    }

    @Test func checkExitsTwoWithOneLineOnAMalformedPack() throws {
        let folder = try folder(with: ["bad.json": "{\"pack\": \"bad\", \"patterns\": [{\"id\": \"bad.one\", \"category\": \"x\", \"description\": \"d\", \"regex\": \"x\", \"validators\": [\"lunh\"], \"examples\": {\"match\": [\"x\"]}}]}"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (code, capture) = run(["patterns", "check", folder.path])
        #expect(code == .usage)
        #expect(capture.error.hasPrefix("snapguard: error: \(folder.path)/bad.json:1:113: pattern 'bad.one': unknown validator 'lunh'"))
        #expect(capture.error.filter { $0 == "\n" }.count == 1)
    }

    /// The library's error for a pack that repeats a built-in id names no flag; the command line
    /// adds the one that leaves the built-in packs out.
    @Test func aPackRepeatingABuiltInIdIsToldTheFlagOnlyByTheCommandLine() throws {
        let folder = try folder(with: ["own.json": #"{"pack": "own", "patterns": [{"id": "card.number", "category": "card", "description": "d", "regex": "X-\\d+", "examples": {"match": ["X-1"], "noMatch": ["Y"]}}]}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = try #require(throws: PatternPackError.self) { try PatternLibrary.load(folders: [folder]) }
        #expect(error.collidesWithBuiltIn)
        #expect(error.message.contains("built-in default pack") && !error.message.contains("--"), "\(error.message)")
        let (code, capture) = run(["patterns", "list", "--patterns", folder.path])
        #expect(code == .usage)
        #expect(capture.error.contains("duplicate pattern id") && capture.error.contains("(--no-default-patterns)"), "\(capture.error)")
    }
}
