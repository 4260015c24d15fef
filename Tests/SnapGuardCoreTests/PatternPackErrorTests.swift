import Foundation
import Testing
@testable import SnapGuardCore

@Suite struct PatternPackErrorTests {
    private func error(in text: String) -> String? {
        do {
            _ = try PatternLibrary.parse(text, file: "Patterns/bank.json")
            return nil
        } catch {
            return error.description
        }
    }

    private func pack(_ pattern: String) -> String {
        """
        {
          "pack": "bank",
          "patterns": [
            {
              "id": "currency.vnd", "category": "currency", "description": "d",
              \(pattern)
            }
          ]
        }
        """
    }

    @Test func aContextMayListOnlyExcludedWordsButARequiredOneNeedsWords() {
        let excludeOnly = #""regex": "\\d+", "context": {"exclude": ["order"]}, "examples": {"match": ["12"], "noMatch": ["order 12"]}"#
        #expect(error(in: pack(excludeOnly)) == nil)
        let requiredWithoutWords = #""regex": "\\d+", "context": {"exclude": ["order"], "required": true}, "examples": {"match": ["1"]}"#
        #expect(error(in: pack(requiredWithoutWords))?.contains("non-empty 'words'") == true)
        #expect(error(in: pack(#""regex": "\\d+", "context": {}, "examples": {"match": ["1"]}"#))?.contains("'exclude'") == true)
    }

    /// `context.blurredLabels` needs a required context, label beginnings and categories; its
    /// errors point at the object or key at fault.
    @Test func blurredLabelsAreCheckedWhereTheyStand() {
        func pattern(_ labels: String, required: Bool = true) -> String {
            #""regex": "\\d+", "context": {"words": ["born"], "required": \#(required), "blurredLabels": \#(labels)}, "examples": {"match": ["born 1"]}"#
        }
        let valid = #"{"phrases": ["date of"], "alongside": ["identity"]}"#
        #expect(error(in: pack(pattern(valid))) == nil)
        #expect(error(in: pack(pattern(valid, required: false))) ==
            "Patterns/bank.json:6:91: pattern 'currency.vnd': 'blurredLabels' needs a 'required' context")
        #expect(error(in: pack(pattern(#"{"phrases": [], "alongside": ["identity"]}"#))) ==
            "Patterns/bank.json:6:90: pattern 'currency.vnd': 'blurredLabels' needs 'phrases', a list of label beginnings with a letter or digit each")
        #expect(error(in: pack(pattern(#"{"phrases": ["—"], "alongside": ["identity"]}"#)))?.contains("needs 'phrases'") == true)
        #expect(error(in: pack(pattern(#"{"phrases": ["date of"]}"#))) ==
            "Patterns/bank.json:6:90: pattern 'currency.vnd': 'blurredLabels' needs 'alongside', a non-empty list of categories")
        #expect(error(in: pack(pattern(#"{"phrases": ["date of"], "alongside": ["identity"], "near": 2}"#)))?
            .hasPrefix("Patterns/bank.json:6:142: pattern 'currency.vnd': unknown key 'near'") == true)
    }

    /// `context.unlabelledAlongside` needs a required context and categories; its errors point at the key.
    @Test func unlabelledAlongsideIsCheckedWhereItStands() {
        func pattern(_ categories: String, required: Bool = true) -> String {
            #""regex": "\\d+", "context": {"words": ["born"], "required": \#(required), "unlabelledAlongside": \#(categories)}, "examples": {"match": ["born 1"]}"#
        }
        #expect(error(in: pack(pattern(#"["phone"]"#))) == nil)
        #expect(error(in: pack(pattern(#"["phone"]"#, required: false))) ==
            "Patterns/bank.json:6:97: pattern 'currency.vnd': 'unlabelledAlongside' needs a 'required' context")
        #expect(error(in: pack(pattern("[]"))) ==
            "Patterns/bank.json:6:96: pattern 'currency.vnd': 'unlabelledAlongside' needs a non-empty list of categories")
        #expect(error(in: pack(pattern(#"[""]"#)))?.contains("needs a non-empty list of categories") == true)
        #expect(error(in: pack(pattern(#""phone""#)))?.hasPrefix("Patterns/bank.json:6:96:") == true, "a list, not a string")
    }

    @Test func anInvalidRegexNamesFileLineColumnAndPattern() {
        let message = error(in: pack(#""regex": "(\\d+", "examples": {"match": ["1"]}"#))
        #expect(message?.hasPrefix("Patterns/bank.json:6:16: pattern 'currency.vnd': invalid regular expression: ") == true)
        #expect(message?.contains("expected ')'") == true)
        #expect(message?.contains("\n") == false)
    }

    @Test func anUnknownValidatorIsNamed() {
        let message = error(in: pack(#""regex": "\\d+", "validators": ["lunh"], "examples": {"match": ["1"]}"#))
        #expect(message?.hasPrefix("Patterns/bank.json:6:38: pattern 'currency.vnd': unknown validator 'lunh'") == true)
    }

    @Test func anUnknownKeyIsAnError() {
        let message = error(in: pack(#""regex": "\\d+", "validator": ["luhn"], "examples": {"match": ["1"]}"#))
        #expect(message?.hasPrefix("Patterns/bank.json:6:24: pattern 'currency.vnd': unknown key 'validator'") == true)
    }

    /// `locales` was declared by packs and read by nothing; it is no longer part of the format.
    @Test func localesAreNoLongerPartOfTheFormat() {
        let message = error(in: pack(#""regex": "\\d+", "locales": ["vi"], "examples": {"match": ["1"]}"#))
        #expect(message?.hasPrefix("Patterns/bank.json:6:24: pattern 'currency.vnd': unknown key 'locales'") == true)
    }

    @Test func aPatternWithoutExamplesIsAnError() {
        #expect(error(in: pack(#""regex": "\\d+""#))?.contains("missing 'examples'") == true)
    }

    @Test func bothRegexAndTermsIsAnError() {
        #expect(error(in: pack(#""regex": "\\d+", "terms": ["a"], "examples": {"match": ["1"]}"#))?
            .contains("has both 'regex' and 'terms'") == true)
    }

    @Test func invalidJSONNamesTheLineAndColumn() {
        #expect(error(in: "{\n  \"pack\": \"bank\",\n  \"patterns\": [}\n") == "Patterns/bank.json:3:16: invalid JSON: unexpected character '}'")
    }

    @Test func anUnknownSeverityListsTheAllowedOnes() {
        #expect(error(in: pack(#""regex": "\\d+", "severity": "severe", "examples": {"match": ["1"]}"#))?
            .contains("unknown severity 'severe' (expected one of: low, medium, high, critical)") == true)
    }

    @Test func duplicateIdsAcrossPacksAreAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-dup-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let duplicate = #"{"pack": "mine", "patterns": [{"id": "card.number", "category": "card", "description": "d", "regex": "x", "examples": {"match": ["x"]}}]}"#
        try duplicate.write(to: folder.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
        #expect(throws: PatternPackError.self) { try PatternLibrary.load(folders: [folder]) }
        let own = try PatternLibrary.load(folders: [folder], includingDefaults: false)
        #expect(own.packs.map(\.name) == ["mine"])
    }

    @Test func aUserPackAddsACategoryAndRunsItsExamples() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-own-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pack = #"{"pack": "loyalty", "patterns": [{"id": "loyalty.member", "category": "loyalty", "description": "d", "regex": "M-\\d{6}", "examples": {"match": ["M-123456"], "noMatch": ["M-12", "M-654321"]}}]}"#
        try pack.write(to: folder.appendingPathComponent("loyalty.json"), atomically: true, encoding: .utf8)
        let library = try PatternLibrary.load(folders: [folder])
        #expect(PatternMatcher(library: library).findings(inText: "Member M-123456").map(\.category) == ["loyalty"])
        #expect(library.checkExamples().map(\.text) == ["M-654321"])
    }
}
