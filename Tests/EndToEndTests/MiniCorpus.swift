import Foundation

/// A few screens of a committed corpus part (`Tests/Corpus/<part>`), with their truth, copied to a
/// temporary folder that `snapguard eval` reads.
enum MiniCorpus {
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// `languages`, when given, goes into the truth.json as the corpus's own languages.
    static func make(from part: String, _ images: [String], languages: String? = nil) throws -> URL {
        let source = SnapGuardBinary.repository.appendingPathComponent("Tests/Corpus/\(part)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapguard-eval-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let truth = try JSONSerialization.jsonObject(with: Data(contentsOf: source.appendingPathComponent("truth.json"))) as? [String: Any]
        let screens = (truth?["screens"] as? [[String: Any]] ?? []).filter { images.contains($0["image"] as? String ?? "") }
        guard screens.count == images.count else { throw Missing(description: "not every chosen screen is in the \(part) truth") }
        for image in images {
            try FileManager.default.copyItem(at: source.appendingPathComponent(image), to: folder.appendingPathComponent(image))
        }
        var copied: [String: Any] = ["version": 1, "screens": screens]
        copied["languages"] = languages
        try JSONSerialization.data(withJSONObject: copied).write(to: folder.appendingPathComponent("truth.json"))
        return folder
    }
}
