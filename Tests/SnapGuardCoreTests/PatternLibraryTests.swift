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
}
