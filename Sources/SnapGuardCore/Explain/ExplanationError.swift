/// An explanation that could not be written.
public struct ExplanationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or folder that could not be written.
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): cannot write explanation: \(reason)" }
}
