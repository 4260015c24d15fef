/// A pattern example that did not behave as its pack says.
public struct ExampleFailure: Sendable, Hashable, CustomStringConvertible {
    public var packFile: String
    public var patternId: String
    public var text: String
    /// True when the text should have matched and did not; false when it matched and should not have.
    public var expectedMatch: Bool
    /// What was checked: "example", or "description" (shown in SARIF and help, so it must not
    /// itself contain a value any pattern finds; write shapes such as "$N,NNN.NN").
    public var field: String

    public init(packFile: String, patternId: String, text: String, expectedMatch: Bool, field: String = "example") {
        self.packFile = packFile
        self.patternId = patternId
        self.text = text
        self.expectedMatch = expectedMatch
        self.field = field
    }

    public var description: String {
        let problem = expectedMatch ? "should match but found nothing" : "should not match but did"
        return "\(packFile): pattern '\(patternId)': \(field) \"\(text)\" \(problem)"
    }
}
