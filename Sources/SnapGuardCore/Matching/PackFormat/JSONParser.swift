/// A small JSON parser that keeps the line and column of every value.
///
/// Foundation's parsers report neither, and a pack author needs both to find a mistake.
/// Its input is untrusted (a `.snapguard.json` may come with a pull request): objects and arrays
/// nest at most `maximumDepth` levels, so the recursion cannot exhaust the stack, and every
/// malformed input, including a lone UTF-16 surrogate escape, is a located `SyntaxError`.
struct JSONParser {
    /// How deep objects and arrays may nest. Packs and configurations use four or five levels.
    static let maximumDepth = 64

    struct SyntaxError: Error {
        var message: String
        var location: SourceLocation
    }

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    init(text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Parses the whole text as one JSON value.
    static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(text: text)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.position == parser.scalars.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    private func error(_ message: String) -> SyntaxError { SyntaxError(message: message, location: location) }

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private mutating func advance() {
        if scalars[position] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        position += 1
    }

    private mutating func skipWhitespace() {
        while let scalar = current, scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" { advance() }
    }

    private mutating func expect(_ scalar: Unicode.Scalar) throws(SyntaxError) {
        guard current == scalar else { throw error("expected '\(scalar)'") }
        advance()
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONValue {
        let start = location
        switch current {
        case "{", "[":
            guard depth < Self.maximumDepth else {
                throw error("objects and arrays nested deeper than \(Self.maximumDepth) levels")
            }
            depth += 1
            defer { depth -= 1 }
            return JSONValue(kind: current == "{" ? try parseObject() : try parseArray(), location: start)
        case "\"": return JSONValue(kind: .string(try parseString()), location: start)
        case "t": try parseKeyword("true"); return JSONValue(kind: .bool(true), location: start)
        case "f": try parseKeyword("false"); return JSONValue(kind: .bool(false), location: start)
        case "n": try parseKeyword("null"); return JSONValue(kind: .null, location: start)
        case let scalar? where scalar == "-" || ("0"..."9").contains(scalar):
            return JSONValue(kind: .number(try parseNumber()), location: start)
        case nil: throw error("unexpected end of text")
        case let scalar?: throw error("unexpected character \(Self.shown(scalar))")
        }
    }

    private mutating func parseKeyword(_ word: String) throws(SyntaxError) {
        for scalar in word.unicodeScalars {
            guard current == scalar else { throw error("expected '\(word)'") }
            advance()
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        var text = ""
        while let scalar = current, "+-.eE0123456789".unicodeScalars.contains(scalar) {
            text.unicodeScalars.append(scalar)
            advance()
        }
        guard let number = Double(text) else { throw error("invalid number '\(text)'") }
        return number
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONValue.Kind {
        advance()
        var members: [(key: String, keyLocation: SourceLocation, value: JSONValue)] = []
        var keys = Set<String>()
        skipWhitespace()
        if current == "}" { advance(); return .object(members) }
        while true {
            skipWhitespace()
            let keyLocation = location
            guard current == "\"" else { throw error("expected a quoted key") }
            let key = try parseString()
            guard keys.insert(key).inserted else {
                throw SyntaxError(message: "duplicate key '\(key)'", location: keyLocation)
            }
            skipWhitespace()
            try expect(":")
            skipWhitespace()
            members.append((key, keyLocation, try parseValue()))
            skipWhitespace()
            if current == "," { advance(); continue }
            try expect("}")
            return .object(members)
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONValue.Kind {
        advance()
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == "]" { advance(); return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if current == "," { advance(); continue }
            try expect("]")
            return .array(elements)
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        advance()
        var result = String.UnicodeScalarView()
        while true {
            guard let scalar = current else { throw error("unterminated string") }
            advance()
            switch scalar {
            case "\"": return String(result)
            case "\\": result.append(try parseEscape())
            case let control where control.value < 0x20: throw error("control character in string; escape it")
            default: result.append(scalar)
            }
        }
    }

    private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
        guard let scalar = current else { throw error("unterminated escape") }
        advance()
        switch scalar {
        case "\"", "\\", "/": return scalar
        case "b": return "\u{8}"
        case "f": return "\u{C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u":
            let high = try parseHexQuad()
            if (0xDC00...0xDFFF).contains(high) {
                throw error("lone low surrogate \\u\(Self.hex(high)) (it must follow a high surrogate \\uD800-\\uDBFF)")
            }
            guard (0xD800...0xDBFF).contains(high) else {
                guard let scalar = Unicode.Scalar(high) else { throw error("invalid \\u escape") }
                return scalar
            }
            let unpaired = "high surrogate \\u\(Self.hex(high)) is not followed by a low surrogate \\uDC00-\\uDFFF"
            guard current == "\\" else { throw error(unpaired) }
            advance()
            guard current == "u" else { throw error(unpaired) }
            advance()
            let low = try parseHexQuad()
            // Both halves are checked before any arithmetic on them.
            guard (0xDC00...0xDFFF).contains(low),
                  let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            else { throw error(unpaired) }
            return scalar
        default:
            let shown = Self.shown(scalar)
            throw error(shown.hasPrefix("'") ? "invalid escape '\\\(scalar)'" : "invalid escape: '\\' followed by \(shown)")
        }
    }

    /// A character as an error message shows it: `'x'`, or `U+000A` for an invisible or control one,
    /// so a message stays on one line.
    private static func shown(_ scalar: Unicode.Scalar) -> String {
        let properties = scalar.properties
        let invisible = properties.generalCategory == .control || properties.generalCategory == .format
            || properties.generalCategory == .lineSeparator || properties.generalCategory == .paragraphSeparator
            || properties.isWhitespace
        return invisible ? "U+\(hex(scalar.value))" : "'\(scalar)'"
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private mutating func parseHexQuad() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = current, let digit = Int(String(scalar), radix: 16) else { throw error("expected 4 hex digits") }
            value = value * 16 + UInt32(digit)
            advance()
        }
        return value
    }
}
