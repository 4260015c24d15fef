/// The folder a screen's explanation goes to, below the folder given: one path component made
/// from the screen's path, that cannot lead out of it.
enum ExplanationFolderName {
    /// Longest name kept whole, in UTF-8 bytes (file systems allow 255).
    static let maximumLength = 120

    /// `Samples/leaky card.png` → `Samples_leaky_card.png`: every character other than an ASCII
    /// letter, digit, `.`, `-` or `_` (separators, control characters, spaces, non-ASCII) becomes
    /// `_`; a leading dot becomes `_`, so no name is `.`, `..` or hidden; a long name is cut and
    /// ends with a hash of the whole path, so it stays distinct.
    static func make(for path: String) -> String {
        var key = ScreenName.normalisedKey(path)
        while key.hasPrefix("/") { key.removeFirst() }
        var name = String(key.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "._-".unicodeScalars.contains(scalar)) ? Character(scalar) : "_"
        })
        if name.hasPrefix(".") { name = "_" + name.dropFirst() }
        if name.isEmpty { name = "_" }
        if name.utf8.count > maximumLength {
            name = String(name.prefix(maximumLength - 17)) + "-" + String(SHA256.hex(path).prefix(16))
        }
        return name
    }

    /// A distinct folder name for each of `paths`, in order: a name two paths would share gets
    /// `-2`, `-3`, … after the first.
    static func make(for paths: [String]) -> [String: String] {
        var names: [String: String] = [:], taken: Set<String> = []
        for path in paths where names[path] == nil {
            let base = make(for: path)
            var name = base, counter = 1
            while taken.contains(name) {
                counter += 1
                name = "\(base)-\(counter)"
            }
            taken.insert(name)
            names[path] = name
        }
        return names
    }
}
