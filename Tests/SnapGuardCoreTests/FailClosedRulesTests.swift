import Foundation
import Testing
@testable import SnapGuardCore

/// A user pack never outranks a built-in pattern: where their matches overlap, both are kept.
@Suite struct BuiltInOutrankTests {
    private func pack(_ id: String, regex: String, severity: String = "low", priority: Int) throws -> PatternPack {
        try PatternLibrary.parse("""
            {"pack": "\(id)", "patterns": [{"id": "\(id).p", "category": "custom", "severity": "\(severity)", "priority": \(priority),
             "description": "d", "regex": "\(regex)", "examples": {"match": ["SSN 123-45-6789"]}}]}
            """, file: "\(id).json")
    }

    @Test func aCatchAllPackPatternAtAHugePriorityKeepsTheBuiltInFinding() throws {
        let library = try PatternLibrary(packs: PatternLibrary.defaults().packs + [pack("all", regex: #"[\\s\\S]+"#, priority: 1_000_000)])
        let found = PatternMatcher(library: library).findings(inText: "SSN 123-45-6789").map(\.patternId)
        #expect(found.contains { $0.hasPrefix("ssn.") } && found.contains("all.p"), "\(found)")
    }

    @Test func amongTheUsersOwnPatternsPriorityStillDecides() throws {
        let library = try PatternLibrary(packs: [pack("all", regex: #"[\\s\\S]+"#, priority: 10),
                                                 pack("digits", regex: #"\\d{3}-\\d{2}-\\d{4}"#, severity: "high", priority: 1)])
        #expect(PatternMatcher(library: library).findings(inText: "SSN 123-45-6789").map(\.patternId) == ["all.p"])
        #expect(try PatternLibrary.defaults().patterns.allSatisfy { $0.isBuiltIn })
        #expect(library.patterns.allSatisfy { !$0.isBuiltIn })
    }
}

/// What a configuration does to weaken the gate, one line each, naming the file.
@Suite struct GateWeakeningTests {
    private func configuration(_ json: String) throws -> GateConfiguration {
        var decoder = ConfigurationDecoder(file: "/repo/.snapguard.json")
        return try decoder.decode(json)
    }

    private func weakenings(_ json: String) throws -> [String] {
        try configuration(json).weakenings(shownAs: ".snapguard.json", builtInCategories: [.card, .ssn, .phone])
    }

    @Test func eachWayOfSwitchingTheGateOffIsNamed() throws {
        #expect(try weakenings(#"{"disable": ["ssn", "card"]}"#)
                == [".snapguard.json: \"disable\" switches off the built-in categories card, ssn: they are never reported"])
        #expect(try weakenings(#"{"minSeverity": "high"}"#)
                == [".snapguard.json: \"minSeverity\" raises the minimum severity to high: findings below it never fail a screen"])
        #expect(try weakenings(#"{"screens": [{"match": "**/About*", "mark": "notSensitive"}, {"match": "**/Pay*", "allow": ["card"]}]}"#)
                == [".snapguard.json: \"screens\" marks screens matching '**/About*' not sensitive: their findings never fail",
                    ".snapguard.json: \"screens\" lets screens matching '**/Pay*' show card without failing"])
        #expect(try weakenings(#"{"ignore": ["**/tmp/**"], "noCover": ["Settings"]}"#)
                == [".snapguard.json: \"ignore\" leaves images matching '**/tmp/**' out of the scan",
                    ".snapguard.json: \"noCover\" lets pairs matching 'Settings' go without a privacy cover"])
    }

    @Test func whatOnlyAddsToTheGateIsNotAWeakening() throws {
        #expect(try weakenings(#"{"patterns": ["packs"], "allow": ["Acme"], "minSeverity": "low", "disable": ["employee"],"#
                               + #" "screens": [{"match": "**", "mark": "sensitive"}, {"match": "**/x", "allow": ["employee"]}]}"#).isEmpty)
    }
}

/// An attachment keeps an extension of its real format whatever the manifest calls it.
@Suite struct AttachmentNameTests {
    @Test(arguments: [("Balance.txt", ImageFormat.png, "Balance.txt.png"), ("Card\u{0}.png", .png, "Card_.png"),
                      ("Transfer", .png, "Transfer.png"), ("../../escaped", .png, "escaped.png"), (".hidden", .jpeg, "_hidden.jpg"),
                      ("Photo.JPEG", .jpeg, "Photo.JPEG"), ("Photo.png", .jpeg, "Photo.png.jpg"),
                      ("Balance_0_06CC1705-2420-4FA6-8FEE-6B470BAC4CD0.png", .png, "Balance_0_06CC1705-2420-4FA6-8FEE-6B470BAC4CD0.png"),
                      ("/", .png, "A1.png"), ("snapshot", .aapl, "snapshot.ktx")])
    func theNameEndsInTheRealExtension(_ suggested: String, _ format: ImageFormat, _ expected: String) {
        let attachment = AttachmentManifest.Attachment(exportedFileName: "A1.png", suggestedName: suggested)
        #expect(AttachmentManifest.fileName(for: attachment, format: format) == expected)
    }
}

/// A merged report works each screen's verdict out again, and never milder than it says.
@Suite struct ReportRejudgingTests {
    private func screen(_ verdict: String, error: String? = nil, finding: String? = nil) throws -> ScreenResult {
        let json = """
            {"path": "a.png", "verdict": "\(verdict)", "width": 10, "height": 10, "overlayDetected": false,
             "findings": [\(finding ?? "")], "error": \(error.map { "\"\($0)\"" } ?? "null")}
            """
        return try JSONDecoder().decode(ReportDocument.Screen.self, from: Data(json.utf8)).result
    }

    private func finding(counted: Bool?, waiver: Bool) -> String {
        #"{"category": "ssn", "patternId": "ssn.number", "severity": "critical", "masked": "x", "confidence": 1, "#
            + #""box": {"x": 0, "y": 0, "width": 1, "height": 1}"#
            + (counted.map { ", \"counted\": \($0)" } ?? "")
            + (waiver ? #", "waiver": {"kind": "baseline", "reason": "recorded"}"# : "") + "}"
    }

    @Test func aPassWithACountedFindingFailsAndOneWithAnErrorIsAnError() throws {
        #expect(try screen("pass", finding: finding(counted: true, waiver: false)).verdict == .fail)
        #expect(try screen("pass", finding: finding(counted: false, waiver: false)).verdict == .fail, "no waiver says why")
        #expect(try screen("pass", finding: finding(counted: true, waiver: true)).verdict == .fail, "counted wins over a waiver")
        #expect(try screen("pass", finding: finding(counted: false, waiver: true)).verdict == .pass)
        #expect(try screen("pass", finding: finding(counted: nil, waiver: true)).verdict == .pass)
        #expect(try screen("pass", error: "damaged").verdict == .error)
        let bare = try screen("error")
        #expect(bare.verdict == .error && bare.error != nil)
        #expect(try screen("fail").verdict == .fail, "never milder than the report says")
    }
}
