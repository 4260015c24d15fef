import Foundation
import XCTest

/// Names that come from files (screen images, truth labels, pattern packs) reach the human-readable
/// output of every command escaped: a newline cannot start a `::error` workflow command in a CI
/// log, an ESC sequence cannot erase a line or set the terminal title, U+202E cannot reorder
/// what the reader sees. Runs the real binary.
final class TerminalInjectionTests: XCTestCase {
    /// A newline then a GitHub workflow command, an OSC title sequence with BEL, an erase-line
    /// sequence and a right-to-left override.
    static let hostile = "x\n::error file=app.swift,line=1::injected\u{1B}]0;title\u{7}\u{1B}[2K\u{202E}gnp"
    /// How `TerminalEscaping` shows it: one visible line.
    static let escaped = #"x\n::error file=app.swift,line=1::injected\u{1B}]0;title\u{7}\u{1B}[2K\u{202E}gnp"#

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-injection-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// No line of `text` starts a workflow command, and no raw control or bidi character is left.
    private func assertInert(_ text: String, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(text.split(separator: "\n").contains { $0.hasPrefix("::") }, "\(context): \(text)", file: file, line: line)
        for scalar in ["\u{1B}", "\u{7}", "\u{202E}"] as [Unicode.Scalar] {
            XCTAssertFalse(text.unicodeScalars.contains(scalar), "\(context): raw U+\(String(scalar.value, radix: 16))", file: file, line: line)
        }
    }

    func testEvalShowsHostileScreenNamesCategoriesAndLabelsEscaped() throws {
        let image = "screen-\(Self.hostile).png"
        try FileManager.default.copyItem(at: SnapGuardBinary.samples.appendingPathComponent("clean-settings-750x1334.png"),
                                         to: folder.appendingPathComponent(image))
        // A clean screen labelled leaky, with a string it does not show: the verdict is wrong and
        // the string missed, so eval prints the screen's name, the label and its category.
        let truth: [String: Any] = ["version": 1, "screens": [[
            "image": image, "kind": "leaky", "expectedVerdict": "fail",
            "strings": [["text": "label-\(Self.hostile)", "category": "category-\(Self.hostile)",
                         "box": ["x": 10, "y": 10, "width": 100, "height": 20]]],
        ]]]
        try JSONSerialization.data(withJSONObject: truth).write(to: folder.appendingPathComponent("truth.json"))
        let outcome = try SnapGuardBinary.run(["eval", "--no-reference", "--jobs", "1", folder.path])
        XCTAssertEqual(outcome.status, 1, outcome.output + outcome.error)
        assertInert(outcome.output, "eval")
        let lines = outcome.output.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("WRONG screen-\(Self.escaped).png: pass (expected fail)"), outcome.output)
        XCTAssertTrue(lines.contains { $0.hasPrefix("      missed category-\(Self.escaped): label-\(Self.escaped) at ") }, outcome.output)
        XCTAssertTrue(lines.contains { $0.hasPrefix("  category-\(Self.escaped) ") && $0.hasSuffix("   0/1       0.0%") }, outcome.output)
    }

    /// A pack's file name, name, description and category in `patterns list`, `test` and `check`.
    func testPatternsCommandsShowHostilePackTextEscaped() throws {
        let pack: [String: Any] = [
            "pack": "pack-\(Self.hostile)", "description": "about-\(Self.hostile)",
            "patterns": [["id": "own.code", "category": "category-\(Self.hostile)", "description": "d", "regex": #"X-\d+"#,
                          "examples": ["match": ["X-1"], "noMatch": ["X-"]]]],
        ]
        let file = "own-\(Self.hostile).json"
        try JSONSerialization.data(withJSONObject: pack).write(to: folder.appendingPathComponent(file))
        let patterns = ["--no-default-patterns", "--patterns", folder.path]

        let list = try SnapGuardBinary.run(["patterns", "list"] + patterns)
        XCTAssertEqual(list.status, 0, list.error)
        assertInert(list.output, "patterns list")
        XCTAssertEqual(list.output, "\(folder.path)/own-\(Self.escaped).json (pack-\(Self.escaped)): about-\(Self.escaped)\n"
            + "  own.code  category-\(Self.escaped)  high\n")

        let test = try SnapGuardBinary.run(["patterns", "test"] + patterns + ["X-12 \(Self.hostile)"])
        XCTAssertEqual(test.status, 0, test.error)
        assertInert(test.output, "patterns test")
        XCTAssertEqual(test.output, "X-12 \(Self.escaped)\n  category-\(Self.escaped)  own.code  \"X-12\"\n")

        // A failing example names the pack's file.
        var failing = pack
        failing["patterns"] = [["id": "own.code", "category": "c", "description": "d", "regex": #"X-\d+"#,
                                "examples": ["match": ["X-1"], "noMatch": ["X-2"]]]]
        try JSONSerialization.data(withJSONObject: failing).write(to: folder.appendingPathComponent(file))
        let check = try SnapGuardBinary.run(["patterns", "check", "--no-default-patterns", folder.path])
        XCTAssertEqual(check.status, 1, check.output + check.error)
        assertInert(check.output, "patterns check")
        XCTAssertTrue(check.output.hasPrefix("FAIL \(folder.path)/own-\(Self.escaped).json: pattern 'own.code'"), check.output)
    }

    /// `compare` names both pictures of a pair in its text report.
    func testCompareShowsHostilePairNamesEscaped() throws {
        for side in ["active", "snapshot"] {
            try FileManager.default.copyItem(
                at: SnapGuardBinary.repository.appendingPathComponent("Tests/Fixtures/pairs/overlay-light-750x1334.\(side).png"),
                to: folder.appendingPathComponent("pair-\(Self.hostile).\(side).png"))
        }
        let outcome = try SnapGuardBinary.run(["compare", "--no-config", folder.path])
        XCTAssertEqual(outcome.status, 0, outcome.output + outcome.error)
        assertInert(outcome.output, "compare")
        XCTAssertTrue(outcome.output.contains("/pair-\(Self.escaped).snapshot.png"), outcome.output)
        XCTAssertTrue(outcome.output.contains("compared with \(folder.path)/pair-\(Self.escaped).active.png"), outcome.output)
    }

    /// `merge` writes the text report of JSON reports whose screen paths are hostile.
    func testMergeShowsAHostileScreenPathEscaped() throws {
        let image = folder.appendingPathComponent("screen-\(Self.hostile).png")
        try FileManager.default.copyItem(at: SnapGuardBinary.samples.appendingPathComponent("clean-settings-750x1334.png"), to: image)
        let report = folder.appendingPathComponent("shard.json")
        let scan = try SnapGuardBinary.run(["scan", "--no-config", "--jobs", "1", "--format", "json", "--output", report.path, image.path])
        XCTAssertEqual(scan.status, 0, scan.output + scan.error)
        let merge = try SnapGuardBinary.run(["merge", report.path])
        XCTAssertEqual(merge.status, 0, merge.output + merge.error)
        assertInert(merge.output, "merge")
        XCTAssertTrue(merge.output.contains("/screen-\(Self.escaped).png"), merge.output)
    }
}
