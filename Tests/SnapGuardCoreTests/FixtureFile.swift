import Foundation

/// Files under `Tests/SnapGuardCoreTests/Fixtures/`, read from the source tree.
enum FixtureFile {
    static func url(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
    }

    static func lines(_ name: String) -> [String] {
        let text = (try? String(contentsOf: url(name), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }
}
