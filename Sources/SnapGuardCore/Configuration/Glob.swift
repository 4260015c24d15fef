/// A path glob as in `.gitignore`: `*` and `?` stay within one folder, `**` crosses folders,
/// `[a-z]` and `[!0-9]` are character classes.
///
/// A glob without "/" matches the file name alone (`*Pricing*`); one with "/" matches the end of
/// the path at a folder boundary (`en-US/*.png`), or the whole path when it starts with "/".
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let characters: [Character]
    private let matchesNameOnly: Bool
    private let anchored: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        matchesNameOnly = !pattern.contains("/")
        anchored = pattern.hasPrefix("/")
        characters = Array(anchored ? String(pattern.dropFirst()) : pattern)
    }

    public var description: String { pattern }

    /// Why `pattern` is not a usable glob, or nil: empty, or a "[" class that is never closed.
    public static func problem(in pattern: String) -> String? {
        if pattern.isEmpty { return "it is empty" }
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            if characters[index] == "[" {
                guard matchClass(characters[(index + 1)...], "a").map({ _ in true }) ?? false else {
                    return "'[' at character \(index + 1) is never closed by ']'"
                }
                var end = index + 1
                if end < characters.count, characters[end] == "!" || characters[end] == "^" { end += 1 }
                end += 1  // a "]" right after "[" is a member
                while end < characters.count, characters[end] != "]" { end += 1 }
                index = end
            }
            index += 1
        }
        return nil
    }

    /// Whether `path` (as `ScreenName.key` spells it) matches.
    public func matches(_ path: String) -> Bool {
        let path = ScreenName.normalisedKey(path)
        if matchesNameOnly {
            return Self.match(characters[...], Array(path.split(separator: "/").last ?? "")[...])
        }
        let candidate = Array(anchored && path.hasPrefix("/") ? String(path.dropFirst()) : path)
        if Self.match(characters[...], candidate[...]) { return true }
        guard !anchored else { return false }
        return candidate.indices.contains { candidate[$0] == "/" && Self.match(characters[...], candidate[($0 + 1)...]) }
    }

    private static func match(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        let rest = pattern.dropFirst()
        switch first {
        case "*" where rest.first == "*":
            var after = rest.dropFirst()
            if after.first == "/" { after = after.dropFirst() }
            // "**/" also matches no folder at all.
            return text.indices.contains { match(after, text[$0...]) } || match(after, text[text.endIndex...])
        case "*":
            var index = text.startIndex
            while true {
                if match(rest, text[index...]) { return true }
                guard index < text.endIndex, text[index] != "/" else { return false }
                index += 1
            }
        case "?":
            guard let next = text.first, next != "/" else { return false }
            return match(rest, text.dropFirst())
        case "[":
            guard let next = text.first, let (matched, remaining) = matchClass(rest, next) else {
                return text.first == "[" && match(rest, text.dropFirst())
            }
            return matched && match(remaining, text.dropFirst())
        default:
            return text.first == first && match(rest, text.dropFirst())
        }
    }

    /// Matches one character against a class body after "["; nil when the class is not closed.
    private static func matchClass(_ body: ArraySlice<Character>, _ character: Character)
        -> (Bool, ArraySlice<Character>)?
    {
        var index = body.startIndex
        let negated = index < body.endIndex && (body[index] == "!" || body[index] == "^")
        if negated { index += 1 }
        var matched = false, first = true
        while index < body.endIndex {
            let current = body[index]
            if current == "]" && !first { return (matched != negated, body[(index + 1)...]) }
            first = false
            if index + 2 < body.endIndex, body[index + 1] == "-", body[index + 2] != "]" {
                if current <= character && character <= body[index + 2] { matched = true }
                index += 3
            } else {
                if current == character { matched = true }
                index += 1
            }
        }
        return nil
    }
}
