/// Reads the members of one JSON object of a pack, with errors that name the file, the place and
/// the pattern. Rejects keys it was not asked about, so a typo such as "validator" cannot pass silently.
struct JSONObjectReader {
    let file: String
    let location: SourceLocation
    let patternId: String?
    private let members: [(key: String, keyLocation: SourceLocation, value: JSONValue)]

    init(_ value: JSONValue, file: String, patternId: String?, what: String) throws(PatternPackError) {
        guard case .object(let members) = value.kind else {
            throw PatternPackError(file: file, location: value.location, patternId: patternId,
                                   message: "\(what) must be an object, not \(value.typeName)")
        }
        self.file = file
        self.location = value.location
        self.patternId = patternId
        self.members = members
    }

    func error(_ message: String, at location: SourceLocation? = nil) -> PatternPackError {
        PatternPackError(file: file, location: location ?? self.location, patternId: patternId, message: message)
    }

    func value(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }

    /// Fails on the first key not in `known`.
    func rejectUnknownKeys(_ known: Set<String>) throws(PatternPackError) {
        if let unknown = members.first(where: { !known.contains($0.key) }) {
            throw error("unknown key '\(unknown.key)' (expected one of: \(known.sorted().joined(separator: ", ")))",
                        at: unknown.keyLocation)
        }
    }

    func string(_ key: String) throws(PatternPackError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value.kind else {
            throw error("'\(key)' must be a string, not \(value.typeName)", at: value.location)
        }
        return text
    }

    func requiredString(_ key: String) throws(PatternPackError) -> String {
        guard let text = try string(key), !text.isEmpty else { throw error("missing '\(key)'") }
        return text
    }

    func strings(_ key: String) throws(PatternPackError) -> [String]? {
        guard let value = value(key) else { return nil }
        guard case .array(let elements) = value.kind else {
            throw error("'\(key)' must be an array of strings, not \(value.typeName)", at: value.location)
        }
        var texts: [String] = []
        for element in elements {
            guard case .string(let text) = element.kind else {
                throw error("'\(key)' must hold only strings, not \(element.typeName)", at: element.location)
            }
            texts.append(text)
        }
        return texts
    }

    func bool(_ key: String) throws(PatternPackError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value.kind else {
            throw error("'\(key)' must be true or false, not \(value.typeName)", at: value.location)
        }
        return flag
    }

    func integer(_ key: String) throws(PatternPackError) -> Int? {
        guard let value = value(key) else { return nil }
        guard case .number(let number) = value.kind, let integer = Int(exactly: number) else {
            throw error("'\(key)' must be a whole number", at: value.location)
        }
        return integer
    }

    func object(_ key: String, what: String) throws(PatternPackError) -> JSONObjectReader? {
        guard let value = value(key) else { return nil }
        return try JSONObjectReader(value, file: file, patternId: patternId, what: what)
    }

    /// A string that must be one of an enumeration's raw values.
    func enumeration<Value: RawRepresentable & CaseIterable>(_ key: String, as type: Value.Type)
        throws(PatternPackError) -> Value? where Value.RawValue == String
    {
        guard let text = try string(key) else { return nil }
        guard let parsed = Value(rawValue: text) else {
            let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw error("unknown \(key) '\(text)' (expected one of: \(allowed))", at: value(key)?.location)
        }
        return parsed
    }
}
