/// An explanation that could not be written.
package struct ExplanationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or folder that could not be written.
    package var path: String
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "\(path): cannot write explanation: \(reason)" }
}
