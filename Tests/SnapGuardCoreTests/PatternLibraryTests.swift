import Foundation
import Testing
@testable import SnapGuardCore

@Suite struct PatternLibraryTests {
    @Test func defaultPacksLoadAndCoverEveryBuiltInCategory() throws {
        let library = try PatternLibrary.defaults()
        let categories = Set(library.patterns.map(\.category))
        #expect(Set(Category.builtIn).isSubset(of: categories))
    }

    @Test func everyDefaultPatternPassesItsOwnExamples() throws {
        let failures = try PatternLibrary.defaults().checkExamples()
        for failure in failures { Issue.record("\(failure)") }
        #expect(failures.isEmpty)
    }

    /// Descriptions are published in SARIF rules and help, so a realistic value in one is a leak.
    @Test func aDescriptionHoldingAValueFailsTheCheck() throws {
        let pack = #"{"pack": "wallet", "patterns": [{"id": "wallet.points", "category": "loyalty", "description": "Points such as 4111 1111 1111 1111 or $12,345.67", "regex": "\\d+ pts", "examples": {"match": ["120 pts"], "noMatch": ["120"]}}]}"#
        let library = try PatternLibrary(packs: [try PatternLibrary.parse(pack, file: "wallet.json")] + PatternLibrary.defaults().packs)
        let failures = library.checkExamples()
        #expect(failures.map(\.field) == ["description"])
        #expect(failures.first?.description.hasPrefix("wallet.json: pattern 'wallet.points': description") == true)
    }
}
