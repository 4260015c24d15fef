// libFuzzer target for glob matching. Not a SwiftPM target: `Scripts/fuzz.sh glob` builds it with
// `swiftc -sanitise=fuzzer,address -parse-as-library` from this file and the sources it needs.
//
// The input is "PATTERN\nPATH". The pattern is checked (`Glob.problem`) and, when usable, matched
// against the path. Matching must not crash and must stay fast (libFuzzer's -timeout catches a
// slow input). For small inputs the answer is compared with `ReferenceGlob`, the backtracking
// matcher SnapGuard used before, so the linear matcher keeps its semantics.

@_cdecl("LLVMFuzzerTestOneInput")
public func globFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let pattern = String(parts[0]), path = parts.count > 1 ? String(parts[1]) : ""
    if let problem = Glob.problem(in: pattern) {
        precondition(!problem.isEmpty && !problem.contains("\n"), "bad problem text: \(problem)")
        return 0
    }
    let matched = Glob(pattern).matches(path)
    // The exponential reference only on inputs small enough for it.
    if pattern.filter({ $0 == "*" }).count <= 6, pattern.count <= 24, path.count <= 48 {
        let expected = ReferenceGlob(pattern).matches(path)
        precondition(matched == expected, "'\(pattern)' on '\(path)': \(matched), the reference says \(expected)")
    }
    return 0
}

/// The backtracking matcher of SnapGuard before the linear one (exponential on "*a*a*a…").
struct ReferenceGlob {
    private let characters: [Character]
    private let matchesNameOnly: Bool
    private let anchored: Bool

    init(_ pattern: String) {
        matchesNameOnly = !pattern.contains("/")
        anchored = pattern.hasPrefix("/")
        characters = Array(anchored ? String(pattern.dropFirst()) : pattern)
    }

    func matches(_ path: String) -> Bool {
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

    private static func matchClass(_ body: ArraySlice<Character>, _ character: Character) -> (Bool, ArraySlice<Character>)? {
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
