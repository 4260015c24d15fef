/// A pattern example that did not behave as its pack says.
package struct ExampleFailure: Sendable, Hashable, CustomStringConvertible {
    package var packFile: String
    package var patternId: String
    package var text: String
    /// True when the text should have matched and did not; false when it matched and should not have.
    package var expectedMatch: Bool
    /// What was checked: "example", or "description" (shown in SARIF and help, so it must not
    /// itself contain a value any pattern finds; write shapes such as "$N,NNN.NN").
    package var field: String

    package init(packFile: String, patternId: String, text: String, expectedMatch: Bool, field: String = "example") {
        self.packFile = packFile
        self.patternId = patternId
        self.text = text
        self.expectedMatch = expectedMatch
        self.field = field
    }

    package var description: String {
        let problem = expectedMatch ? "should match but found nothing" : "should not match but did"
        return "\(packFile): pattern '\(patternId)': \(field) \"\(text)\" \(problem)"
    }
}
