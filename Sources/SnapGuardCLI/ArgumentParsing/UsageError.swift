/// A mistake in how the command was called. Exit code 2; nothing is scanned.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
