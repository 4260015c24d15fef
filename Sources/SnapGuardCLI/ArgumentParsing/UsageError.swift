/// A mistake in how the command was called. Exit code 2; nothing is scanned.
package struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
