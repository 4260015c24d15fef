/// A parsed JSON value that remembers where it stood in the text, so pack errors can name a line and column.
struct JSONValue: Sendable {
    indirect enum Kind: Sendable {
        case object([(key: String, keyLocation: SourceLocation, value: JSONValue)])
        case array([JSONValue])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    var kind: Kind
    var location: SourceLocation

    /// A short name of the value's type for error messages.
    var typeName: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
