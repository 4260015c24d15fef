import Foundation

/// An active screen and the App Switcher snapshot of it, as `.snapguard.json` lists them under
/// "pairs" (paths resolved against the file's folder) or as a folder pairs them by name.
package struct ScreenPair: Hashable, Sendable {
    /// The screen's name, e.g. "Balance".
    package var name: String
    package var active: String
    package var snapshot: String
    /// False when the configuration says the screen needs no cover ("cover": false, or "noCover").
    package var coverRequired: Bool

    package init(name: String, active: String, snapshot: String, coverRequired: Bool = true) {
        self.name = name
        self.active = active
        self.snapshot = snapshot
        self.coverRequired = coverRequired
    }
}

extension ScreenPair {
    /// The screen name of an active screen's file: "Balance" for "shots/Balance.active.png",
    /// the file name without extension otherwise.
    package static func name(ofActive path: String) -> String {
        let file = (path as NSString).lastPathComponent
        if let range = file.range(of: ".active.") { return String(file[..<range.lowerBound]) }
        return (file as NSString).deletingPathExtension
    }

    /// Pairs image files by name: `Name.active.EXT` with `Name.snapshot.EXT` (any image extension,
    /// in any folder below the ones given). Fails naming the file whose partner is missing, or
    /// the two files that claim one name.
    package static func byName(_ paths: [String]) throws(PairingError) -> [ScreenPair] {
        var actives: [String: String] = [:], snapshots: [String: String] = [:]
        for path in paths {
            let file = (path as NSString).lastPathComponent
            for (marker, isActive) in [(".active.", true), (".snapshot.", false)] {
                guard let range = file.range(of: marker) else { continue }
                let name = String(file[..<range.lowerBound])
                if let other = isActive ? actives[name] : snapshots[name] {
                    throw .duplicate(name: name, first: other, second: path)
                }
                if isActive { actives[name] = path } else { snapshots[name] = path }
            }
        }
        for (name, path) in actives.sorted(by: { $0.key < $1.key }) where snapshots[name] == nil {
            throw .missingSnapshot(active: path, name: name)
        }
        for (name, path) in snapshots.sorted(by: { $0.key < $1.key }) where actives[name] == nil {
            throw .missingActive(snapshot: path, name: name)
        }
        return actives.keys.sorted().map { ScreenPair(name: $0, active: actives[$0]!, snapshot: snapshots[$0]!) }
    }
}

/// Why files could not be paired. One line, naming the files.
package enum PairingError: Error, Hashable, Sendable, CustomStringConvertible {
    case missingSnapshot(active: String, name: String)
    case missingActive(snapshot: String, name: String)
    case duplicate(name: String, first: String, second: String)
    case noPairs(folders: [String])

    package var description: String {
        switch self {
        case .missingSnapshot(let active, let name):
            "\(active) has no snapshot: no file named \(name).snapshot.png (or .jpg, .ktx, ...) was found"
        case .missingActive(let snapshot, let name):
            "\(snapshot) has no active screen: no file named \(name).active.png (or another image type) was found"
        case .duplicate(let name, let first, let second):
            "two files claim the screen '\(name)': \(first) and \(second)"
        case .noPairs(let folders):
            "no pairs in \(folders.joined(separator: ", ")): name them Name.active.png and Name.snapshot.png (or .jpg, .ktx)"
        }
    }
}
