/// A path glob as in `.gitignore`: `*` and `?` stay within one folder, `**` crosses folders,
/// `[a-z]` and `[!0-9]` are character classes.
///
/// A glob without "/" matches the file name alone (`*Pricing*`); one with "/" matches the end of
/// the path at a folder boundary (`en-US/*.png`), or the whole path when it starts with "/".
package struct Glob: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    package let pattern: String
    private let tokens: [Token]
    private let matchesNameOnly: Bool
    private let anchored: Bool

    /// The glob `pattern`, e.g. `*Pricing*` or `en-US/*.png`.
    package init(_ pattern: String) {
        self.pattern = pattern
        matchesNameOnly = !pattern.contains("/")
        anchored = pattern.hasPrefix("/")
        tokens = Self.compile(Array(anchored ? String(pattern.dropFirst()) : pattern))
    }

    /// The pattern as written.
    package var description: String { pattern }

    /// Why `pattern` is not a usable glob, or nil: empty, or a "[" class that is never closed.
    package static func problem(in pattern: String) -> String? {
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
    ///
    /// Runs in time proportional to the path's length times the pattern's: the pattern is a small
    /// automaton whose set of live states advances one character at a time, so no pattern (sixteen
    /// `**/`, sixty `*`) can make it backtrack.
    package func matches(_ path: String) -> Bool {
        let path = ScreenName.normalisedKey(path)
        if matchesNameOnly {
            return Self.run(tokens, Array(path.split(separator: "/").last ?? ""), restartingAfterSlash: false)
        }
        let candidate = Array(anchored && path.hasPrefix("/") ? String(path.dropFirst()) : path)
        // Unanchored: a match may also start right after any "/" of the path.
        return Self.run(tokens, candidate, restartingAfterSlash: !anchored)
    }

    /// One element of a compiled pattern.
    enum Token: Hashable, Sendable {
        case literal(Character)
        /// `?`: one character other than "/".
        case one
        /// `*`: any run of characters other than "/".
        case star
        /// `**`, with the "/" after it when there is one: any run of characters, "/" included.
        case globstar
        /// `[...]`: the class body after "[", up to and including the closing "]".
        case characterClass([Character])
    }

    static func compile(_ pattern: [Character]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < pattern.count {
            switch pattern[index] {
            case "*" where index + 1 < pattern.count && pattern[index + 1] == "*":
                index += 2
                if index < pattern.count, pattern[index] == "/" { index += 1 }
                if tokens.last != .globstar { tokens.append(.globstar) }
                continue
            case "*":
                if tokens.last != .star && tokens.last != .globstar { tokens.append(.star) }
            case "?":
                tokens.append(.one)
            case "[":
                let body = pattern[(index + 1)...]
                if let (_, remaining) = matchClass(body, "a") {
                    tokens.append(.characterClass(Array(body[..<remaining.startIndex])))
                    index = remaining.startIndex
                    continue
                }
                tokens.append(.literal("["))  // never closed: a plain "["
            case let character:
                tokens.append(.literal(character))
            }
            index += 1
        }
        return tokens
    }

    /// Simulates the pattern's automaton over `text`: `live[i]` says the first `i` tokens have
    /// matched the text read so far.
    private static func run(_ tokens: [Token], _ text: [Character], restartingAfterSlash: Bool) -> Bool {
        var live = [Bool](repeating: false, count: tokens.count + 1)
        var next = live
        func enter(_ state: Int, _ set: inout [Bool]) {
            var state = state
            while !set[state] {
                set[state] = true
                // A star or globstar may match nothing: the state after it is live too.
                guard state < tokens.count, tokens[state] == .star || tokens[state] == .globstar else { return }
                state += 1
            }
        }
        enter(0, &live)
        for character in text {
            for index in next.indices { next[index] = false }
            for state in tokens.indices where live[state] {
                switch tokens[state] {
                case .literal(let expected): if character == expected { enter(state + 1, &next) }
                case .one: if character != "/" { enter(state + 1, &next) }
                case .star: if character != "/" { enter(state, &next) }
                case .globstar: enter(state, &next)
                case .characterClass(let body):
                    if let (matched, _) = matchClass(body[...], character), matched { enter(state + 1, &next) }
                }
            }
            if restartingAfterSlash, character == "/" { enter(0, &next) }
            swap(&live, &next)
        }
        return live[tokens.count]
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
